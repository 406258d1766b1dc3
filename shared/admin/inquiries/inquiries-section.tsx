import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INQUIRY_PAGE, INQUIRY_STATUSES, type InquiryReplyEmail, type InquiryStatus } from '#shared/schema/inquiry.ts'
import { useConsoleLanguage } from '../i18n/console-language.tsx'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { useStudioFacts } from '../console/use-studio-facts.ts'
import { RefreshIcon } from '../ui/icons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { InquiryCard } from './inquiry-card.tsx'
import { InquiryExport } from './inquiry-export.tsx'

type Show = InquiryStatus | 'all'

/**
 * Contact-form messages, newest first, by status (new, replied, booked, closed) with how many each has; each one's
 * status, notes, replies and history (inquiry-card.tsx); and the CSV export. Owners and editors alike.
 */
export function InquiriesSection() {
  const { t } = useTranslation('inquiries')
  const { language } = useConsoleLanguage()
  const { api } = useAdmin()
  const studio = useStudioFacts()
  const { inquiries } = useConsole()
  const [show, setShow] = useState<Show>('new')
  /** Inquiries kept in view whatever their status: someone else changed them while this person was typing. */
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set())
  const [replyEmail, setReplyEmail] = useState<InquiryReplyEmail | undefined>(undefined)

  useEffect(() => {
    let active = true
    api.getInquiryReplyEmail().then(
      (answer) => active && setReplyEmail(answer),
      // Unknown (offline, an older server): the email app's reply still works.
      () => active && setReplyEmail(undefined),
    )
    return () => {
      active = false
    }
  }, [api])

  const when = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' })
  const formatWhen = (iso: string) => when.format(new Date(iso))

  const all = [...(inquiries.data ?? [])].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
  const counts = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, all.filter((inquiry) => inquiry.status === status).length])) as Record<
    InquiryStatus,
    number
  >
  const shown = all.filter((inquiry) => show === 'all' || inquiry.status === show || kept.has(inquiry.id))
  const filters: Show[] = [...INQUIRY_STATUSES, 'all']

  return (
    <div className="adm-stack">
      <div className="adm-toolbar">
        <div className="adm-tabs" role="group" aria-label={t('show')}>
          {filters.map((value) => (
            <button
              key={value}
              type="button"
              className="adm-tab"
              aria-pressed={show === value}
              onClick={() => {
                setShow(value)
                setKept(new Set())
              }}
            >
              {t(`filter.${value}`, { count: value === 'all' ? all.length : counts[value] })}
            </button>
          ))}
        </div>
        <button type="button" className="adm-button adm-button--secondary" onClick={() => void inquiries.reload()} disabled={inquiries.loading}>
          <RefreshIcon /> {inquiries.loading ? t('refreshing') : t('refresh')}
        </button>
      </div>

      {all.length >= INQUIRY_PAGE.default && (
        <p className="adm-muted" role="note">
          {t('cap', { count: INQUIRY_PAGE.default })}
        </p>
      )}

      <ResourceState
        resource={inquiries}
        empty={shown.length === 0}
        words={{
          loading: t('loading'),
          loadError: t('loadError'),
          empty: show === 'new' ? t('emptyNew') : t('empty'),
          emptyDetail: show === 'new' ? t('emptyNewDetail') : undefined,
        }}
      >
        <ul className="adm-list">
          {shown.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard
                inquiry={inquiry}
                studioName={studio?.name ?? ''}
                replyEmail={replyEmail}
                formatWhen={formatWhen}
                reload={inquiries.reload}
                onChangedMeanwhile={() => setKept((ids) => new Set(ids).add(inquiry.id))}
              />
            </li>
          ))}
        </ul>
      </ResourceState>

      <InquiryExport />
    </div>
  )
}
