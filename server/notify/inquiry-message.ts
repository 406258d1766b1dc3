import type { Inquiry } from '#shared/schema/inquiry.ts'
import { PAGE_LANGUAGE_LABEL, serviceLabel } from '#shared/admin/ui/format.ts'

export interface InquiryMessage {
  subject: string
  text: string
  html: string
}

/**
 * The email telling the studio about an inquiry, as plain text and HTML. Every value is the visitor's
 * own input: the HTML escapes all of it, and the subject is kept to one line.
 * `adminUrl`: where the studio answers it (PUBLIC_URL/admin).
 */
export function inquiryMessage(inquiry: Inquiry, adminUrl: string): InquiryMessage {
  const name = `${inquiry.firstName} ${inquiry.lastName}`
  const service = inquiry.service ? serviceLabel(inquiry.service) : ''
  const language = PAGE_LANGUAGE_LABEL[inquiry.language]
  // The server's own time zone, named: the email may go out hours later (a retry), so it says when the visitor wrote.
  const received = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(inquiry.createdAt))
  const subject = oneLine(`New inquiry: ${name}${service ? ` — ${service}` : ''}`)
  const languageNote = `Sent from the ${language} page${inquiry.language === 'en' ? '' : ` (the visitor may prefer ${language})`}.`
  const rows: [string, string][] = [
    ['Name', name],
    ['Email', inquiry.email],
    ['Phone', inquiry.phone || '—'],
    ['Service', service || 'Not chosen'],
    ['Page language', language],
    ['Received', received],
  ]

  const text = [
    `New inquiry from the website. ${languageNote}`,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(15)}${value}`),
    '',
    'Message:',
    inquiry.message || '(no message)',
    '',
    `Reply to this email to answer ${inquiry.firstName} directly. All inquiries: ${adminUrl}`,
    '',
  ].join('\n')

  const cell = 'padding:4px 16px 4px 0;vertical-align:top'
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#2e2320">
<p>New inquiry from the website. <strong>${escapeHtml(languageNote)}</strong></p>
<table role="presentation" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<h2 style="font-size:16px;margin:20px 0 4px">Message</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(inquiry.message || '(no message)')}</p>
<p style="color:#6b5a55;margin-top:20px">Reply to this email to answer ${escapeHtml(inquiry.firstName)} directly. All inquiries: <a href="${escapeHtml(adminUrl)}">${escapeHtml(adminUrl)}</a></p>
</body></html>
`
  return { subject, text, html }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)
}

/** A header value on one line: a name with a line break in it must not start a new header. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}
