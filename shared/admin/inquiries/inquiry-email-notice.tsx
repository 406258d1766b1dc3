import { useTranslation } from 'react-i18next'
import type { InquiryNotification } from '#shared/schema/inquiry.ts'

/**
 * An inquiry whose email to the studio is failing says so, in words (the colour only repeats it), with the mail
 * server's last answer. Nothing while the email is on its way or sent, or when inquiry email is off.
 * `formatWhen`: a time as the console shows it.
 */
export function InquiryEmailNotice({ notification, formatWhen }: { notification: InquiryNotification | null; formatWhen: (iso: string) => string }) {
  const { t } = useTranslation('inquiries')
  if (notification?.status !== 'retrying' && notification?.status !== 'failed') return null
  const tries = t('emailNotice.tries', { count: notification.attempts })
  const error = notification.lastError ?? t('emailNotice.noAnswer')
  if (notification.status === 'retrying') {
    return (
      <p className="adm-inquiry__email adm-inquiry__email--retrying" title={error}>
        <strong>{t('emailNotice.retryingTitle')}</strong>
        <span>
          {notification.nextAttemptAt
            ? t('emailNotice.retryingNext', { tries, when: formatWhen(notification.nextAttemptAt), error })
            : t('emailNotice.retrying', { tries, error })}
        </span>
      </p>
    )
  }
  return (
    <p className="adm-inquiry__email adm-inquiry__email--failed" title={error}>
      <strong>{t('emailNotice.failedTitle')}</strong>
      <span>{t('emailNotice.failed', { tries, error })}</span>
    </p>
  )
}
