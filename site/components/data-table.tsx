import type { ReactNode } from 'react'
import { railProps } from './rail.ts'

/**
 * A table that scrolls sideways on a phone: its column headings, then the page's own rows (`children`).
 * `className` is the table's kind (`compare-table`, `price-list`). With `rail` (its name), a phone shows each row as a
 * card of a row that swipes (styles/phone-first.css), instead of a screen of stacked rows.
 */
export function DataTable({
  className,
  caption,
  columns,
  children,
  rail,
}: {
  className: string
  caption?: string
  columns: readonly string[]
  children: ReactNode
  rail?: string
}) {
  return (
    <div className={rail ? 'table-wrap table-rail' : 'table-wrap'} {...(rail && { role: 'group', ...railProps(rail) })}>
      <table className={className}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
