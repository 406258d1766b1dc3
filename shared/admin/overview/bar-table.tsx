import { useId } from 'react'
import type { CountRow } from './analytics.ts'

/** A table (read as such by screen readers) whose number cells carry a bar drawn to scale. */
export function BarTable({ title, caption, column, unit, rows }: { title: string; caption: string; column: string; unit: string; rows: CountRow[] }) {
  const titleId = useId()
  const max = Math.max(1, ...rows.map((row) => row.count))
  return (
    <section className="adm-card adm-chart" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-card__title">
        {title}
      </h2>
      <table className="adm-bars">
        <caption className="adm-bars__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col">{unit}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>
                <span className="adm-bars__cell">
                  <span className="adm-bars__track" aria-hidden="true">
                    <span className="adm-bars__bar" style={{ width: `${(row.count / max) * 100}%` }} />
                  </span>
                  <span className="adm-bars__value">{row.count}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
