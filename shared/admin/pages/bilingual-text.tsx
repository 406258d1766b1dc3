import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { TextKind } from '#shared/content/section-types.ts'
import type { Language } from '#shared/schema/common.ts'
import type { Bilingual } from '#shared/schema/page-sections.ts'
import { FieldError, RequiredMark, describedBy } from '../forms/field.tsx'
import type { FieldErrors } from '../forms/form-errors.ts'
import { ADDED_PAGE_ID, PAGE_LANGUAGES } from './added-page-values.ts'

interface BilingualTextProps {
  /** The form key of the text in each language (`title.en`, `section.<id>.texts.body.es`); its control's id follows. */
  keyOf(language: Language): string
  /** The text's name, shown once above both fields; each field's own label adds its language. */
  label: string
  kind: TextKind
  value: Bilingual
  errors: FieldErrors
  required?: boolean
  /** Under both fields. */
  hint?: ReactNode
  /** Beside the name (an item's buttons). */
  actions?: ReactNode
  onChange(language: Language, text: string): void
}

/**
 * One text in English and in Spanish, side by side on a wide column, one above the other on a narrow one: a line in a
 * one-line field, plain paragraphs or Markdown in a textarea (Markdown spell-checked in its own language).
 */
export function BilingualText({ keyOf, label, kind, value, errors, required, hint, actions, onChange }: BilingualTextProps) {
  const { t } = useTranslation('pages')
  const hintId = hint ? `${ADDED_PAGE_ID}${keyOf('en')}-pair-hint` : undefined
  return (
    <div className="adm-page-text">
      <div className="adm-page-text__head">
        {/* The fields' own labels say it again with their language ("Headline (English)"). */}
        <p className="adm-page-text__name" aria-hidden="true">
          {label}
          {required && <RequiredMark />}
        </p>
        {actions}
      </div>
      <div className="adm-page-text__pair">
        {PAGE_LANGUAGES.map((language) => {
          const key = keyOf(language)
          const id = `${ADDED_PAGE_ID}${key}`
          const error = errors[key]
          const described = [describedBy(id, { error }), hintId].filter(Boolean).join(' ') || undefined
          const common = {
            id,
            name: key,
            value: value[language],
            lang: language,
            className: 'adm-input',
            'aria-invalid': error ? true : undefined,
            'aria-required': required || undefined,
            'aria-describedby': described,
          }
          return (
            <div key={language} className={`adm-field adm-page-field ${error ? 'adm-field--invalid' : ''}`}>
              {/* Shown: the language (the text's name is above both fields); heard: both, as one name. */}
              <label htmlFor={id} className="adm-page-field__language">
                <span className="visually-hidden">{t('field', { name: label, language: t(`languages.${language}`) })}</span>
                <span aria-hidden="true">{t(`languages.${language}`)}</span>
              </label>
              {kind === 'line' ? (
                <input {...common} type="text" onChange={(event) => onChange(language, event.target.value)} />
              ) : (
                <textarea
                  {...common}
                  rows={kind === 'markdown' ? 8 : 3}
                  spellCheck={kind === 'markdown' ? true : undefined}
                  onChange={(event) => onChange(language, event.target.value)}
                />
              )}
              <FieldError id={id} error={error} />
            </div>
          )
        })}
      </div>
      {hint && (
        <p id={hintId} className="adm-hint">
          {hint}
        </p>
      )}
    </div>
  )
}
