import type { Inquiry } from '#shared/schema/inquiry.ts'
import { PAGE_LANGUAGE_LABEL, serviceLabel } from '#shared/admin/ui/format.ts'
import { wallClock } from '#shared/text/wall-clock.ts'

/** Excel and LibreOffice read a UTF-8 file as UTF-8 (a name like "Lucía Muñoz" intact) only when it starts with this. */
const BYTE_ORDER_MARK = '\uFEFF'

const COLUMNS = ['Received', 'Status', 'First name', 'Last name', 'Email', 'Phone', 'Service', 'Page language', 'Message', 'Notes'] as const

/**
 * The inquiries as a CSV file (RFC 4180: commas, CRLF, quotes where needed), UTF-8 with a byte-order mark. Every value
 * is the visitor's own: one that a spreadsheet would run as a formula (= + - @, a tab or CR first, or after a
 * separator) gets a ' there so it shows as text (OWASP's advice on CSV injection). Times are written in `timeZone`, as the studio reads them.
 */
export function inquiriesCsv(inquiries: readonly Inquiry[], timeZone: string): string {
  const when = dateTimeIn(timeZone)
  const rows = inquiries.map((inquiry) => [
    when(inquiry.createdAt),
    inquiry.status,
    inquiry.firstName,
    inquiry.lastName,
    inquiry.email,
    inquiry.phone,
    inquiry.service ? serviceLabel(inquiry.service) : '',
    PAGE_LANGUAGE_LABEL[inquiry.language],
    inquiry.message,
    inquiry.history
      .filter((event) => event.kind === 'note')
      .map((note) => `${when(note.at)} ${note.by?.name ?? ''}: ${note.text}`)
      .join('\n'),
  ])
  return BYTE_ORDER_MARK + [COLUMNS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/**
 * One value, made inert for spreadsheets and quoted when it holds a separator (a comma, or the semicolon Spanish Excel
 * splits on, or a tab), a quote or a line break. A formula is neutralised at the start and after every separator too:
 * a spreadsheet that splits the file another way would start a cell there.
 */
export function csvCell(value: string): string {
  const inert = value.replace(/(^|[,;\t\r\n])(?=[=+\-@\t\r])/g, "$1'")
  return /[",;\t\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert
}

/** "2026-03-05 14:07": sorts as text, and spreadsheets read it as a date and time. */
function dateTimeIn(timeZone: string): (iso: string) => string {
  const clock = wallClock(timeZone)
  return (iso) => {
    const parts = clock(Date.parse(iso))
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
  }
}
