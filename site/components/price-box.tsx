import type { ReactNode } from 'react'

/** A service's price with what it includes; the price comes from the studio facts (via a translation variable). */
export function PriceBox({
  title,
  price,
  note,
  includes,
  children,
  featured = false,
}: {
  title: string
  price: string
  note?: string
  includes?: string[]
  children?: ReactNode
  featured?: boolean
}) {
  return (
    <div className={`card price-box${featured ? ' card-featured' : ''}`}>
      <h3>{title}</h3>
      <p className="price">{price}</p>
      {note && <p className="price-note">{note}</p>}
      {includes && includes.length > 0 && (
        <ul className="check-list">
          {includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  )
}
