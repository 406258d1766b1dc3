import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '#shared/api/api-error.ts'
import { INQUIRY_STATUSES, INQUIRY_TEXT, type Inquiry, type InquiryEvent, type InquiryReplyEmail, type InquiryStatus } from '#shared/schema/inquiry.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { serviceLabel } from '../ui/format.ts'
import { MailIcon, PhoneIcon } from '../ui/icons.tsx'
import { useToast } from '../ui/toast.tsx'
import { InquiryEmailNotice } from './inquiry-email-notice.tsx'
import { replyDraft, replyMailto, telHref } from './inquiry-links.ts'

interface InquiryCardProps {
  inquiry: Inquiry
  studioName: string
  /** Whether the server emails replies, and from where; undefined while unknown (the form is not offered). */
  replyEmail: InquiryReplyEmail | undefined
  formatWhen: (iso: string) => string
  /** The list again from the server, after every change (and after a refusal, to show what is stored). */
  reload: () => Promise<void>
  /** A change was refused because someone else changed the inquiry: it stays on screen, with what was typed. */
  onChangedMeanwhile: () => void
}

/**
 * One contact-form message: who, when, what; its status; replying (the mail program's draft, or an email sent by the
 * server when it has a mail server); private notes; and its history. Every change carries the version shown
 * (`updatedAt`): a change someone else made meanwhile is refused and shown, and what was typed stays in its box.
 */
export function InquiryCard({ inquiry, studioName, replyEmail, formatWhen, reload, onChangedMeanwhile }: InquiryCardProps) {
  const { t } = useTranslation('inquiries')
  const { api } = useAdmin()
  const { showError } = useConsole()
  const toast = useToast()
  const id = useId()
  const name = `${inquiry.firstName} ${inquiry.lastName}`
  const [busy, setBusy] = useState<'status' | 'note' | 'reply' | null>(null)
  const [note, setNote] = useState('')
  const [reply, setReply] = useState<{ subject: string; text: string } | null>(null)

  /** Runs one change; true when it was saved. A refusal is said, and the list reloaded either way. */
  async function run(kind: 'status' | 'note' | 'reply', call: () => Promise<unknown>, errorTitle: string): Promise<boolean> {
    setBusy(kind)
    try {
      await call()
      return true
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onChangedMeanwhile()
        const savedBy = error.fields?.savedBy
        toast({
          tone: 'error',
          title: savedBy ? t('changedMeanwhile', { name: savedBy }) : t('changedMeanwhileSomeone'),
          description: t('changedMeanwhileDetail'),
        })
      } else showError(errorTitle, error)
      return false
    } finally {
      setBusy(null)
      void reload()
    }
  }

  async function setStatus(status: InquiryStatus) {
    if (await run('status', () => api.setInquiryStatus(inquiry.id, { status, updatedAt: inquiry.updatedAt }), t('statusError'))) {
      toast({ title: t('statusSaved', { status: t(`status.${status}`) }), description: name })
    }
  }

  async function addNote(event: FormEvent) {
    event.preventDefault()
    if (await run('note', () => api.addInquiryNote(inquiry.id, { text: note, updatedAt: inquiry.updatedAt }), t('note.error'))) {
      setNote('')
      toast({ title: t('note.added'), description: name })
    }
  }

  async function sendReply(event: FormEvent) {
    event.preventDefault()
    if (!reply) return
    if (await run('reply', () => api.replyToInquiry(inquiry.id, { ...reply, updatedAt: inquiry.updatedAt }), t('reply.error'))) {
      setReply(null)
      toast({ title: t('reply.sent', { email: inquiry.email }), description: name })
    }
  }

  function openReply() {
    const draft = replyDraft(inquiry, studioName)
    setReply({ subject: draft.subject, text: draft.body })
  }

  return (
    <article className={`adm-card adm-inquiry adm-inquiry--${inquiry.status}`} aria-labelledby={`${id}name`}>
      <div className="adm-inquiry__head">
        <div>
          <h2 id={`${id}name`} className="adm-inquiry__name">
            {name}
          </h2>
          <p className="adm-muted">
            <time dateTime={inquiry.createdAt}>{t('received', { when: formatWhen(inquiry.createdAt) })}</time>
          </p>
        </div>
        <div className="adm-inquiry__badges">
          {inquiry.service && <span className="adm-badge adm-badge--neutral">{serviceLabel(inquiry.service)}</span>}
          <span className="adm-badge adm-badge--neutral">{t(`pageLanguage.${inquiry.language}`)}</span>
          <span className={`adm-badge ${inquiry.status === 'new' ? 'adm-badge--new' : 'adm-badge--published'}`}>{t(`status.${inquiry.status}`)}</span>
        </div>
      </div>
      <InquiryEmailNotice notification={inquiry.notification} formatWhen={formatWhen} />
      {inquiry.message ? <p className="adm-inquiry__message">{inquiry.message}</p> : <p className="adm-inquiry__message adm-muted">{t('noMessage')}</p>}

      <div className="adm-inquiry__actions">
        <a className="adm-button adm-button--secondary adm-button--small" href={replyMailto(inquiry, studioName)}>
          <MailIcon /> {t('replyByEmailApp')}
          <span className="visually-hidden">{t('replyByEmailAppHint', { email: inquiry.email, language: t(`visitorLanguage.${inquiry.language}`) })}</span>
        </a>
        {replyEmail?.sends && !reply && (
          <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={openReply}>
            <MailIcon /> {t('reply.open')}
          </button>
        )}
        {inquiry.phone && (
          <a className="adm-button adm-button--secondary adm-button--small" href={telHref(inquiry.phone)}>
            <PhoneIcon /> {inquiry.phone}
            <span className="visually-hidden">{t('call')}</span>
          </a>
        )}
        <div className="adm-inquiry__status">
          <label className="adm-label" htmlFor={`${id}status`}>
            {t('status.label')}
            <span className="visually-hidden">: {name}</span>
          </label>
          <select
            id={`${id}status`}
            className="adm-input adm-select"
            value={inquiry.status}
            disabled={busy === 'status'}
            onChange={(event) => void setStatus(event.target.value as InquiryStatus)}
          >
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="adm-inquiry__address adm-muted">{inquiry.email}</p>

      {reply && replyEmail?.from && (
        <form className="adm-inquiry__reply" aria-labelledby={`${id}reply`} onSubmit={(event) => void sendReply(event)}>
          <h3 id={`${id}reply`} className="adm-inquiry__subtitle">
            {t('reply.title', { name })}
          </h3>
          <p className="adm-muted">{t('reply.from', { from: replyEmail.from, name: inquiry.firstName })}</p>
          <div className="adm-field">
            <label className="adm-label" htmlFor={`${id}subject`}>
              {t('reply.subject')}
            </label>
            <input
              id={`${id}subject`}
              className="adm-input"
              required
              maxLength={INQUIRY_TEXT.subject}
              value={reply.subject}
              onChange={(event) => setReply({ ...reply, subject: event.target.value })}
            />
          </div>
          <div className="adm-field">
            <label className="adm-label" htmlFor={`${id}text`}>
              {t('reply.text')}
            </label>
            <textarea
              id={`${id}text`}
              className="adm-input"
              rows={8}
              required
              maxLength={INQUIRY_TEXT.reply}
              value={reply.text}
              onChange={(event) => setReply({ ...reply, text: event.target.value })}
            />
          </div>
          <div className="adm-inquiry__actions">
            <button type="submit" className="adm-button adm-button--primary adm-button--small" disabled={busy === 'reply'}>
              {busy === 'reply' ? t('reply.sending') : t('reply.send')}
            </button>
            <button type="button" className="adm-button adm-button--ghost adm-button--small" disabled={busy === 'reply'} onClick={() => setReply(null)}>
              {t('reply.cancel')}
            </button>
          </div>
        </form>
      )}

      <details className="adm-inquiry__history">
        <summary>{t('history.title', { count: inquiry.history.length })}</summary>
        {inquiry.history.length === 0 ? (
          <p className="adm-muted">{t('history.empty')}</p>
        ) : (
          <ol className="adm-inquiry__events">
            {inquiry.history.map((event, index) => (
              <HistoryLine key={index} event={event} formatWhen={formatWhen} />
            ))}
          </ol>
        )}
        <form className="adm-inquiry__note" onSubmit={(event) => void addNote(event)}>
          <div className="adm-field">
            <label className="adm-label" htmlFor={`${id}note`}>
              {t('note.label')}
            </label>
            <textarea
              id={`${id}note`}
              className="adm-input"
              rows={3}
              required
              maxLength={INQUIRY_TEXT.note}
              aria-describedby={`${id}note-hint`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <p id={`${id}note-hint`} className="adm-hint">
              {t('note.hint')}
            </p>
          </div>
          <button type="submit" className="adm-button adm-button--secondary adm-button--small" disabled={busy === 'note' || note.trim() === ''}>
            {busy === 'note' ? t('note.adding') : t('note.add')}
          </button>
        </form>
      </details>
    </article>
  )
}

function HistoryLine({ event, formatWhen }: { event: InquiryEvent; formatWhen: (iso: string) => string }) {
  const { t } = useTranslation('inquiries')
  const who = event.by?.name
  const when = <time dateTime={event.at}>{formatWhen(event.at)}</time>
  switch (event.kind) {
    case 'status':
      return (
        <li>
          {when} ·{' '}
          {who ? t('history.status', { who, status: t(`status.${event.status}`) }) : t('history.statusMigrated', { status: t(`status.${event.status}`) })}
        </li>
      )
    case 'note':
      return (
        <li>
          {when} · {t('history.note', { who: who ?? '' })}
          <p className="adm-inquiry__message">{event.text}</p>
        </li>
      )
    case 'reply':
      return (
        <li>
          {when} · {t('history.reply', { who: who ?? '', to: event.to })}
          <p className="adm-inquiry__message">
            <strong>{event.subject}</strong>
            {'\n'}
            {event.text}
          </p>
        </li>
      )
  }
}
