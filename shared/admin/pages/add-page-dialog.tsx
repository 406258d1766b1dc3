import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '#shared/api/api-error.ts'
import type { Language } from '#shared/schema/common.ts'
import type { AddedPage, Bilingual } from '#shared/schema/page-sections.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { FieldError, RequiredMark, describedBy } from '../forms/field.tsx'
import type { FieldErrors } from '../forms/form-errors.ts'
import { Dialog } from '../ui/dialog.tsx'
import { addedPageProblems, addedPagePath, newAddedPage, PAGE_LANGUAGES, proposedSlug } from './added-page-values.ts'

const ID = 'add-page-'
const FIELDS = PAGE_LANGUAGES.flatMap((language) => [`title.${language}`, `slug.${language}`])

/**
 * Adding a page: its title in English and Spanish, and its addresses, proposed from the titles until the owner writes
 * their own. It is made a draft with a hero (saying its title) and a text section, and its editor opens.
 */
export function AddPageDialog({ onAdded, onClose }: { onAdded(page: AddedPage): void; onClose(): void }) {
  const { api } = useAdmin()
  const { showError } = useConsole()
  const { t } = useTranslation('pages')
  const [title, setTitle] = useState<Bilingual>({ en: '', es: '' })
  const [slug, setSlug] = useState<Bilingual>({ en: '', es: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState(false)
  const first = useRef<HTMLInputElement>(null)

  function changeTitle(language: Language, text: string) {
    // The address follows the title until the owner writes one of their own (as a new post's does).
    const follows = slug[language] === '' || slug[language] === proposedSlug(title[language])
    setTitle((current) => ({ ...current, [language]: text }))
    if (follows) setSlug((current) => ({ ...current, [language]: proposedSlug(text) }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    const page = newAddedPage(title, slug)
    const problems = Object.fromEntries(Object.entries(addedPageProblems(page, undefined)).filter(([key]) => FIELDS.includes(key)))
    if (Object.keys(problems).length > 0) {
      setErrors(problems)
      setAttempt((count) => count + 1)
      return
    }
    setPending(true)
    try {
      onAdded(await api.createAddedPage(page))
    } catch (error) {
      // 400: a field the server refused; 409: an address another page has.
      if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).filter(([key]) => FIELDS.includes(key))))
        setAttempt((count) => count + 1)
      }
      showError(t('add.error'), error)
    } finally {
      setPending(false)
    }
  }

  const labels = Object.fromEntries(
    PAGE_LANGUAGES.flatMap((language) => [
      [`title.${language}`, t('field', { name: t('fields.pageTitle'), language: t(`languages.${language}`) })],
      [`slug.${language}`, t('field', { name: t('fields.address'), language: t(`languages.${language}`) })],
    ]),
  )

  return (
    <Dialog title={t('add.title')} onClose={onClose} size="medium" initialFocus={first}>
      <form className="adm-add-page" onSubmit={submit} noValidate>
        <p className="adm-hint">{t('add.intro')}</p>
        <ErrorSummary errors={errors} labels={labels} idPrefix={ID} attempt={attempt} />
        {PAGE_LANGUAGES.map((language) => {
          const titleId = `${ID}title.${language}`
          const slugId = `${ID}slug.${language}`
          const titleError = errors[`title.${language}`]
          const slugError = errors[`slug.${language}`]
          return (
            <fieldset key={language} className="adm-page-group adm-add-page__language">
              <legend className="adm-page-group__legend">{t(`languages.${language}`)}</legend>
              <div className={`adm-field ${titleError ? 'adm-field--invalid' : ''}`}>
                <label className="adm-label" htmlFor={titleId}>
                  {labels[`title.${language}`]}
                  <RequiredMark />
                </label>
                <input
                  ref={language === 'en' ? first : undefined}
                  id={titleId}
                  className="adm-input"
                  lang={language}
                  value={title[language]}
                  maxLength={120}
                  aria-required="true"
                  aria-invalid={titleError ? true : undefined}
                  aria-describedby={describedBy(titleId, { error: titleError })}
                  onChange={(event) => changeTitle(language, event.target.value)}
                />
                <FieldError id={titleId} error={titleError} />
              </div>
              <div className={`adm-field ${slugError ? 'adm-field--invalid' : ''}`}>
                <label className="adm-label" htmlFor={slugId}>
                  {labels[`slug.${language}`]}
                  <RequiredMark />
                </label>
                <div className="adm-slug-input">
                  <span className="adm-slug-input__prefix adm-mono" aria-hidden="true">
                    {language === 'en' ? '/' : '/es/'}
                  </span>
                  <input
                    id={slugId}
                    className="adm-input adm-mono"
                    value={slug[language]}
                    maxLength={80}
                    autoCapitalize="none"
                    autoComplete="off"
                    spellCheck={false}
                    aria-required="true"
                    aria-invalid={slugError ? true : undefined}
                    aria-describedby={describedBy(slugId, { hint: true, error: slugError })}
                    onChange={(event) => setSlug((current) => ({ ...current, [language]: event.target.value }))}
                  />
                </div>
                <p id={`${slugId}-hint`} className="adm-hint">
                  {t('fields.addressIs')} <span className="adm-mono">{addedPagePath(slug[language].trim() || '…', language)}</span>
                </p>
                <FieldError id={slugId} error={slugError} />
              </div>
            </fieldset>
          )
        })}
        <p className="adm-hint">{t('add.draft')}</p>
        <div className="adm-dialog__actions">
          <button type="button" className="adm-button adm-button--secondary" onClick={onClose} disabled={pending}>
            {t('add.cancel')}
          </button>
          <button type="submit" className="adm-button adm-button--primary" disabled={pending}>
            {pending ? t('add.adding') : t('add.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
