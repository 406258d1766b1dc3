import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '#shared/schema/common.ts'
import type { AddedPageFields, Bilingual } from '#shared/schema/page-sections.ts'
import { FieldError, PublishedSwitch, RequiredMark, Switch, describedBy } from '../forms/field.tsx'
import type { FieldErrors } from '../forms/form-errors.ts'
import { ADDED_PAGE_ID, PAGE_LANGUAGES, addedPagePath } from './added-page-values.ts'
import { BilingualText } from './bilingual-text.tsx'

export type PageFieldsChange = Partial<Omit<AddedPageFields, 'sections'>>

interface AddedPageFieldsProps {
  values: AddedPageFields
  /** The addresses as stored: a changed one says the old address will lead to the new. */
  storedSlug: Bilingual
  errors: FieldErrors
  onChange(change: PageFieldsChange): void
}

/**
 * The page's own fields: its title and its address in each language (each shown as the address visitors type), its
 * search description, whether the menu and the footer link it, and whether it is published.
 */
export function AddedPageFieldsCard({ values, storedSlug, errors, onChange }: AddedPageFieldsProps) {
  const { t } = useTranslation('pages')
  const headingId = useId()
  return (
    <section className="adm-card adm-page-section" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1} className="adm-card__title adm-page-section__title">
        {t('fields.title')}
      </h3>
      <BilingualText
        keyOf={(language) => `title.${language}`}
        label={t('fields.pageTitle')}
        kind="line"
        required
        value={values.title}
        errors={errors}
        hint={t('fields.pageTitleHint')}
        onChange={(language, text) => onChange({ title: { ...values.title, [language]: text } })}
      />
      <div className="adm-page-text">
        <p className="adm-page-text__name" aria-hidden="true">
          {t('fields.address')}
          <RequiredMark />
        </p>
        <div className="adm-page-text__pair">
          {PAGE_LANGUAGES.map((language) => (
            <SlugField
              key={language}
              language={language}
              value={values.slug[language]}
              stored={storedSlug[language]}
              error={errors[`slug.${language}`]}
              onChange={(slug) => onChange({ slug: { ...values.slug, [language]: slug } })}
            />
          ))}
        </div>
      </div>
      <BilingualText
        keyOf={(language) => `description.${language}`}
        label={t('fields.description')}
        kind="text"
        value={values.description}
        errors={errors}
        hint={t('fields.descriptionHint')}
        onChange={(language, text) => onChange({ description: { ...values.description, [language]: text } })}
      />
      <div className="adm-added-page__switches">
        <Switch
          id={`${ADDED_PAGE_ID}inMenu`}
          label={t('fields.inMenu')}
          checked={values.inMenu}
          hint={t(values.inMenu ? 'fields.inMenuOn' : 'fields.inMenuOff')}
          onChange={(inMenu) => onChange({ inMenu })}
        />
        <Switch
          id={`${ADDED_PAGE_ID}inFooter`}
          label={t('fields.inFooter')}
          checked={values.inFooter}
          hint={t(values.inFooter ? 'fields.inFooterOn' : 'fields.inFooterOff')}
          onChange={(inFooter) => onChange({ inFooter })}
        />
        <PublishedSwitch
          id={`${ADDED_PAGE_ID}published`}
          label={t('fields.published')}
          checked={values.published}
          shown={t('fields.publishedHint', { en: addedPagePath(values.slug.en, 'en'), es: addedPagePath(values.slug.es, 'es') })}
          onChange={(published) => onChange({ published })}
        />
      </div>
    </section>
  )
}

/** The address in one language: the part after `/` (or `/es/`), with the whole address visitors type shown under it. */
function SlugField({
  language,
  value,
  stored,
  error,
  onChange,
}: {
  language: Language
  value: string
  stored: string
  error?: string
  onChange(slug: string): void
}) {
  const { t } = useTranslation('pages')
  const id = `${ADDED_PAGE_ID}slug.${language}`
  const path = addedPagePath(value.trim() || '…', language)
  const moved = stored !== '' && value.trim() !== stored
  return (
    <div className={`adm-field adm-page-field ${error ? 'adm-field--invalid' : ''}`}>
      <label htmlFor={id} className="adm-page-field__language">
        <span className="visually-hidden">{t('field', { name: t('fields.address'), language: t(`languages.${language}`) })}</span>
        <span aria-hidden="true">{t(`languages.${language}`)}</span>
      </label>
      <div className="adm-slug-input">
        <span className="adm-slug-input__prefix adm-mono" aria-hidden="true">
          {language === 'en' ? '/' : '/es/'}
        </span>
        <input
          id={id}
          name={`slug.${language}`}
          className="adm-input adm-mono"
          value={value}
          maxLength={80}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: true, error })}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={`${id}-hint`} className="adm-hint">
        {t('fields.addressIs')} <span className="adm-mono">{path}</span>
        {moved && <> {t('fields.addressMoves', { old: addedPagePath(stored, language) })}</>}
      </p>
      <FieldError id={id} error={error} />
    </div>
  )
}
