import { useState } from 'react'
import { INQUIRY_PAGE, type Inquiry } from '../../schema/inquiry.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { openInquiryCount } from '../overview/index.ts'
import { useConsole } from '../console/console-context.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { replyMailto, telHref } from './inquiry-links.ts'
import { useStudioFacts } from '../console/use-studio-facts.ts'
import { PAGE_LANGUAGE_LABEL, serviceLabel, formatDateTime, formatShortDate } from '../ui/format.ts'
import { CheckIcon, MailIcon, PhoneIcon, RefreshIcon, UndoIcon } from '../ui/icons.tsx'
import { InquiryEmailNotice } from './inquiry-email-notice.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useToast } from '../ui/toast.tsx'

type Show = 'open' | 'handled' | 'all'

/** Issue #4: contact-form messages, newest first; mark handled or reopen; reply by email or phone. */
export function InquiriesSection() {
  const { api } = useAdmin()
  const studio = useStudioFacts()
  const { inquiries } = useConsole()
  const toast = useToast()
  const [show, setShow] = useState<Show>('open')
  const { busy: changing, change } = useItemChange(inquiries.reload)

  const all = [...(inquiries.data ?? [])].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
  const open = openInquiryCount(all)
  const shown = all.filter((inquiry) => show === 'all' || inquiry.handled === (show === 'handled'))

  async function setHandled(inquiry: Inquiry, handled: boolean) {
    if (await change(inquiry.id, () => api.setInquiryHandled(inquiry.id, handled), 'Error updating inquiry')) {
      toast({ title: handled ? 'Marked as handled' : 'Inquiry reopened', description: `${inquiry.firstName} ${inquiry.lastName}` })
    }
  }

  const tabs: [Show, string][] = [
    ['open', `Open (${open})`],
    ['handled', `Handled (${all.length - open})`],
    ['all', `All (${all.length})`],
  ]

  return (
    <div className="adm-stack">
      <div className="adm-toolbar">
        <div className="adm-tabs" role="group" aria-label="Show inquiries">
          {tabs.map(([value, label]) => (
            <button key={value} type="button" className="adm-tab" aria-pressed={show === value} onClick={() => setShow(value)}>
              {label}
            </button>
          ))}
        </div>
        <button type="button" className="adm-button adm-button--secondary" onClick={() => void inquiries.reload()} disabled={inquiries.loading}>
          <RefreshIcon /> {inquiries.loading ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>

      {all.length >= INQUIRY_PAGE.default && (
        <p className="adm-muted" role="note">
          Showing the {INQUIRY_PAGE.default} newest messages; older ones are kept on the server.
        </p>
      )}

      <ResourceState
        resource={inquiries}
        loadingText="Loading inquiries..."
        errorTitle="Could not load the inquiries"
        empty={shown.length === 0}
        emptyText={show === 'open' ? 'No open inquiries' : 'No inquiries found'}
        emptyDetail={show === 'open' ? 'Every message from the contact form has been handled.' : undefined}
      >
        <ul className="adm-list">
          {shown.map((inquiry) => (
            <li key={inquiry.id}>
              <article className={`adm-card adm-inquiry ${inquiry.handled ? 'adm-inquiry--handled' : ''}`} aria-labelledby={`adm-inquiry-${inquiry.id}`}>
                <div className="adm-inquiry__head">
                  <div>
                    <h2 id={`adm-inquiry-${inquiry.id}`} className="adm-inquiry__name">
                      {inquiry.firstName} {inquiry.lastName}
                    </h2>
                    <p className="adm-muted">
                      Received <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>
                    </p>
                  </div>
                  <div className="adm-inquiry__badges">
                    {inquiry.service && <span className="adm-badge adm-badge--neutral">{serviceLabel(inquiry.service)}</span>}
                    <span className="adm-badge adm-badge--neutral">{PAGE_LANGUAGE_LABEL[inquiry.language]} page</span>
                    <span className={`adm-badge ${inquiry.handled ? 'adm-badge--published' : 'adm-badge--new'}`}>{inquiry.handled ? 'Handled' : 'New'}</span>
                  </div>
                </div>
                <InquiryEmailNotice notification={inquiry.notification} />
                {inquiry.message ? <p className="adm-inquiry__message">{inquiry.message}</p> : <p className="adm-inquiry__message adm-muted">No message.</p>}
                <div className="adm-inquiry__actions">
                  <a className="adm-button adm-button--secondary adm-button--small" href={replyMailto(inquiry, studio?.name ?? '')}>
                    <MailIcon /> <span className="adm-inquiry__contact">{inquiry.email}</span>
                    <span className="adm-visually-hidden"> (reply by email)</span>
                  </a>
                  {inquiry.phone && (
                    <a className="adm-button adm-button--secondary adm-button--small" href={telHref(inquiry.phone)}>
                      <PhoneIcon /> {inquiry.phone}
                      <span className="adm-visually-hidden"> (call)</span>
                    </a>
                  )}
                  <button
                    type="button"
                    className={`adm-button adm-button--small ${inquiry.handled ? 'adm-button--ghost' : 'adm-button--primary'}`}
                    disabled={changing === inquiry.id}
                    onClick={() => void setHandled(inquiry, !inquiry.handled)}
                  >
                    {inquiry.handled ? <UndoIcon /> : <CheckIcon />}
                    {changing === inquiry.id ? 'Saving...' : inquiry.handled ? 'Reopen' : 'Mark handled'}
                    <span className="adm-visually-hidden">
                      : {inquiry.firstName} {inquiry.lastName}
                    </span>
                  </button>
                </div>
                {inquiry.handled && inquiry.handledAt && <p className="adm-inquiry__handled">Handled {formatShortDate(inquiry.handledAt)}</p>}
              </article>
            </li>
          ))}
        </ul>
      </ResourceState>
    </div>
  )
}
