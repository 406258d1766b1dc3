import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { useToast } from '../ui/toast.tsx'

/** YYYY-MM-DD of a local day, as a date input holds it. */
function dayValue(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** The start of a local day (YYYY-MM-DD), `plusDays` later, as the instant the server takes. */
function localMidnight(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year!, month! - 1, date! + plusDays).toISOString()
}

/**
 * The CSV export of the days picked (both included, in this computer's time zone, which the file's times use too).
 * The file comes through the API like any answer and is saved by the browser's own download (on desktop, Electron's
 * save dialog), so the browser and the desktop app export the same way.
 */
export function InquiryExport() {
  const { t } = useTranslation('inquiries')
  const { api } = useAdmin()
  const { showError } = useConsole()
  const toast = useToast()
  const id = useId()
  const today = new Date()
  const [from, setFrom] = useState(() => dayValue(new Date(today.getFullYear(), today.getMonth(), 1)))
  const [to, setTo] = useState(() => dayValue(today))
  const [working, setWorking] = useState(false)
  const badRange = from !== '' && to !== '' && to < from

  async function download(event: FormEvent) {
    event.preventDefault()
    if (badRange || !from || !to) return
    setWorking(true)
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
      const file = await api.exportInquiries({ from: localMidnight(from), to: localMidnight(to, 1), timeZone })
      const url = URL.createObjectURL(new Blob([new Uint8Array(file.bytes)], { type: file.type }))
      const link = document.createElement('a')
      link.href = url
      link.download = file.name
      document.body.append(link)
      link.click()
      link.remove()
      // The download has its bytes once the click is handled; the address is freed a moment later.
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      toast({ title: t('export.done', { name: file.name }) })
    } catch (error) {
      showError(t('export.error'), error)
    } finally {
      setWorking(false)
    }
  }

  return (
    <form className="adm-card adm-inquiry-export" aria-labelledby={`${id}title`} onSubmit={(event) => void download(event)}>
      <h2 id={`${id}title`} className="adm-inquiry__subtitle">
        {t('export.title')}
      </h2>
      <p id={`${id}hint`} className="adm-hint">
        {t('export.hint')}
      </p>
      <div className="adm-inquiry-export__fields">
        <div className="adm-field">
          <label className="adm-label" htmlFor={`${id}from`}>
            {t('export.from')}
          </label>
          <input id={`${id}from`} className="adm-input" type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className={`adm-field ${badRange ? 'adm-field--invalid' : ''}`}>
          <label className="adm-label" htmlFor={`${id}to`}>
            {t('export.to')}
          </label>
          <input
            id={`${id}to`}
            className="adm-input"
            type="date"
            required
            value={to}
            aria-invalid={badRange}
            aria-describedby={badRange ? `${id}range` : `${id}hint`}
            onChange={(event) => setTo(event.target.value)}
          />
          {badRange && (
            <p id={`${id}range`} className="adm-error" role="alert">
              {t('export.badRange')}
            </p>
          )}
        </div>
        <button type="submit" className="adm-button adm-button--secondary" disabled={working || badRange}>
          {working ? t('export.working') : t('export.button')}
        </button>
      </div>
    </form>
  )
}
