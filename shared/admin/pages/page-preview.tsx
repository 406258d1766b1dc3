import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { ApiError, errorText } from '#shared/api/api-error.ts'
import type { Language } from '#shared/schema/common.ts'
import { CloseIcon } from '../ui/icons.tsx'
import { useLatest } from '../ui/use-latest.ts'

/** How long after the last keystroke the preview asks for the page again. */
export const PREVIEW_DELAY_MS = 500

interface PagePreviewProps<V> {
  /** The page's name, in the frame's title. */
  label: string
  /** The form's values: a new value asks for the page again (after a pause in the typing). */
  values: V
  /** The server's page with these values in one language (previewPage, previewAddedPage). */
  render(language: Language, values: V): Promise<{ html: string }>
  onClose(): void
}

/**
 * The page as the site would show it with the texts in the form, before they are saved: the server renders the real
 * page and the frame shows it with no scripts and no way out (`sandbox` with no permissions). Nothing is saved by
 * previewing. It follows the typing half a second after it stops, in the language chosen here.
 */
export function PagePreview<V>({ label, values, render, onClose }: PagePreviewProps<V>) {
  const { t } = useTranslation('pages')
  const titleId = useId()
  const [language, setLanguage] = useState<Language>('en')
  const [shown, setShown] = useState<{ html: string; language: Language } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [updating, setUpdating] = useState(false)
  const latestRender = useLatest(render)
  // The preview asked for last: an earlier answer that arrives after it is dropped.
  const asked = useRef(0)
  const lastLanguage = useRef<Language | null>(null)

  useEffect(() => {
    // At once on opening and on a language switch; after a pause in the typing otherwise.
    const delay = lastLanguage.current === language ? PREVIEW_DELAY_MS : 0
    lastLanguage.current = language
    const ticket = ++asked.current
    const timer = setTimeout(() => {
      setUpdating(true)
      latestRender.current(language, values).then(
        ({ html }) => {
          if (ticket !== asked.current) return
          setShown({ html, language })
          setProblem(null)
          setUpdating(false)
        },
        (error: unknown) => {
          if (ticket !== asked.current) return
          setProblem(previewProblem(error, t))
          setUpdating(false)
        },
      )
    }, delay)
    return () => clearTimeout(timer)
  }, [latestRender, language, values, t])

  return (
    <section className="adm-card adm-page-preview" aria-labelledby={titleId}>
      <div className="adm-page-preview__head">
        <h3 id={titleId} className="adm-panel__title adm-page-preview__title">
          {t('preview.title')}
        </h3>
        <div className="adm-tabs adm-page-preview__languages" role="group" aria-label={t('preview.language')}>
          {(['en', 'es'] as const).map((choice) => (
            <button key={choice} type="button" className="adm-tab" aria-pressed={language === choice} onClick={() => setLanguage(choice)}>
              {t(`languages.${choice}`)}
            </button>
          ))}
        </div>
        <button type="button" className="adm-icon-button" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">{t('preview.close')}</span>
        </button>
      </div>
      <p className="adm-hint adm-page-preview__note">{updating ? t('preview.updating') : t('preview.note')}</p>
      <p className="adm-error adm-page-preview__problem" role="status">
        {problem}
      </p>
      {shown ? (
        <iframe
          className="adm-page-preview__frame"
          // No permission at all: no script runs, no form is sent, no link leaves the frame.
          sandbox=""
          srcDoc={shown.html}
          title={t('preview.frame', { label, language: t(`languages.${shown.language}`) })}
        />
      ) : (
        !problem && (
          <div className="adm-state">
            <span className="adm-spinner" aria-hidden="true" /> {t('preview.making')}
          </div>
        )
      )}
    </section>
  )
}

/** Why the preview could not follow the form: a text the page cannot show yet, or the server's own reason. */
function previewProblem(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 400 && error.fields) {
    return t('preview.waits', { count: Object.keys(error.fields).length })
  }
  return errorText(error, t('preview.failed'))
}
