import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldErrors } from './form-errors.ts'
import { AlertIcon } from '../ui/icons.tsx'

/**
 * After a submit with problems: a summary that links to each field (GOV.UK pattern), focused so screen reader
 * users hear what to fix.
 */
export function ErrorSummary({
  errors,
  labels,
  idPrefix,
  attempt,
}: {
  errors: FieldErrors
  labels: Record<string, string>
  /** The fields' element ids are this followed by their key, or what this makes of their key (two forms in one). */
  idPrefix: string | ((field: string) => string)
  /** Changes on every failed submit, so focus moves here again. */
  attempt: number
}) {
  const { t } = useTranslation('forms')
  const ref = useRef<HTMLDivElement>(null)
  const idOf = (field: string) => (typeof idPrefix === 'string' ? idPrefix + field : idPrefix(field))
  const entries = Object.entries(errors).filter(([field]) => field in labels)
  const other = Object.entries(errors).filter(([field]) => !(field in labels))
  useEffect(() => {
    if (attempt > 0) ref.current?.focus()
  }, [attempt])
  if (entries.length === 0 && other.length === 0) return null
  return (
    <div ref={ref} className="adm-error-summary" role="alert" tabIndex={-1}>
      <p className="adm-error-summary__title">
        <AlertIcon /> {t('errorSummary', { count: entries.length + other.length })}
      </p>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>
            <a
              href={`#${idOf(field)}`}
              onClick={(event) => {
                event.preventDefault()
                document.getElementById(idOf(field))?.focus()
              }}
            >
              {message}
              <span className="visually-hidden"> ({labels[field]})</span>
            </a>
          </li>
        ))}
        {other.map(([field, message]) => (
          <li key={field}>{message}</li>
        ))}
      </ul>
    </div>
  )
}
