import type { ReactNode } from 'react'

/**
 * A table's row of column headings. `selectAll` (a list whose rows can be checked) heads the selection column first;
 * a heading only screen readers need (an actions column) is given as `<span className="visually-hidden">`.
 */
export function TableHead({ columns, selectAll }: { columns: ReactNode[]; selectAll?: ReactNode }) {
  return (
    <thead>
      <tr>
        {selectAll !== undefined && (
          <th scope="col" className="adm-table__select">
            {selectAll}
          </th>
        )}
        {columns.map((column, index) => (
          <th key={index} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}
