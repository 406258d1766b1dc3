import type { InquiryNotification } from '../../schema/inquiry.ts'
import { formatDateTime } from '../ui/format.ts'

/**
 * Issue #13: an inquiry whose email to the studio is failing says so, in words (the colour only repeats it), with the
 * mail server's last answer. Nothing while the email is on its way or sent, or when inquiry email is off.
 */
export function InquiryEmailNotice({ notification, timeZone }: { notification: InquiryNotification | null; timeZone?: string }) {
  if (notification?.status !== 'retrying' && notification?.status !== 'failed') return null
  const tries = `${notification.attempts} ${notification.attempts === 1 ? 'try' : 'tries'}`
  const lastError = notification.lastError ?? 'no answer from the mail server'
  if (notification.status === 'retrying') {
    return (
      <p className="adm-inquiry__email adm-inquiry__email--retrying" title={lastError}>
        <strong>Email failed, retrying</strong>
        <span>
          {' '}
          after {tries}
          {notification.nextAttemptAt && <>; next try {formatDateTime(notification.nextAttemptAt, timeZone)}</>}. Last error: {lastError}
        </span>
      </p>
    )
  }
  return (
    <p className="adm-inquiry__email adm-inquiry__email--failed" title={lastError}>
      <strong>Email not sent</strong>
      <span>
        {' '}
        to the studio after {tries}; answer this inquiry from here. Last error: {lastError}
      </span>
    </p>
  )
}
