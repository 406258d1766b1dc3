import { useEffect, useId, useRef, useState } from 'react'
import { ApiError, errorText } from '#shared/api/api-error.ts'
import type { Language } from '#shared/schema/common.ts'
import type { PageContentId } from '#shared/schema/page-content.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { CloseIcon } from '../ui/icons.tsx'
import type { PageTexts } from './page-form-values.ts'

/** How long after the last keystroke the preview asks for the page again. */
export const PREVIEW_DELAY_MS = 500

const LANGUAGE_WORD: Record<Language, string> = { en: 'English', es: 'Spanish' }

interface PagePreviewProps {
  pageId: PageContentId
  label: string
  values: PageTexts
  onClose(): void
}

/**
 * The page as the site would show it with the texts in the form, before they are saved: the server renders the real
 * page (previewPage) and the frame shows it with no scripts and no way out (`sandbox` with no permissions). Nothing is
 * saved by previewing. It follows the typing half a second after it stops, in the language chosen here.
 */
export function PagePreview({ pageId, label, values, onClose }: PagePreviewProps) {
  const { api } = useAdmin()
  const titleId = useId()
  const [language, setLanguage] = useState<Language>('en')
  const [shown, setShown] = useState<{ html: string; language: Language } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [updating, setUpdating] = useState(false)
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
      api.previewPage(pageId, { language, en: values.en, es: values.es }).then(
        ({ html }) => {
          if (ticket !== asked.current) return
          setShown({ html, language })
          setProblem(null)
          setUpdating(false)
        },
        (error: unknown) => {
          if (ticket !== asked.current) return
          setProblem(previewProblem(error))
          setUpdating(false)
        },
      )
    }, delay)
    return () => clearTimeout(timer)
  }, [api, pageId, language, values])

  return (
    <section className="adm-card adm-page-preview" aria-labelledby={titleId}>
      <div className="adm-page-preview__head">
        <h3 id={titleId} className="adm-panel__title adm-page-preview__title">
          Preview
        </h3>
        <div className="adm-tabs adm-page-preview__languages" role="group" aria-label="Preview language">
          {(['en', 'es'] as const).map((choice) => (
            <button key={choice} type="button" className="adm-tab" aria-pressed={language === choice} onClick={() => setLanguage(choice)}>
              {LANGUAGE_WORD[choice]}
            </button>
          ))}
        </div>
        <button type="button" className="adm-icon-button" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">Close the preview</span>
        </button>
      </div>
      <p className="adm-hint adm-page-preview__note">
        {updating ? 'Updating the preview...' : 'Not saved yet: only you see this. Links do not work in the preview.'}
      </p>
      <p className="adm-error adm-page-preview__problem" role="status">
        {problem}
      </p>
      {shown ? (
        <iframe
          className="adm-page-preview__frame"
          // No permission at all: no script runs, no form is sent, no link leaves the frame.
          sandbox=""
          srcDoc={shown.html}
          title={`Preview of ${label} (${LANGUAGE_WORD[shown.language]})`}
        />
      ) : (
        !problem && (
          <div className="adm-state">
            <span className="adm-spinner" aria-hidden="true" /> Making the preview...
          </div>
        )
      )}
    </section>
  )
}

/** Why the preview could not follow the form: a text the page cannot show yet, or the server's own reason. */
function previewProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.fields) {
    const count = Object.keys(error.fields).length
    return `The preview waits until every text can be shown: ${count === 1 ? 'one text needs' : `${count} texts need`} attention (Save shows which).`
  }
  return errorText(error, 'The preview could not be made. Try again.')
}
