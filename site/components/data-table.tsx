import type { ReactNode } from 'react'

/**
 * A table that scrolls sideways on a phone: its column headings, then the page's own rows (`children`).
 * `className` is the table's kind (`compare-table`, `price-list`).
 */
export function DataTable({ className, caption, columns, children }: { className: string; caption?: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="table-wrap">
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
