import type { ReactNode } from 'react'

interface CardListProps<T extends { id: string }> {
  items: T[]
  /** The list's class: `adm-list`, `adm-list adm-list--grid`. */
  className: string
  label?: string
  /** The card's own class, after `adm-card`. */
  cardClassName: string
  /** Starts the id of the card's heading (`<headingPrefix>-<id>`), which names the card for screen readers. */
  headingPrefix: string
  /** The card's content, its heading with the id `<headingPrefix>-<id>` among it. */
  children(item: T, headingId: string): ReactNode
}

/** A list of cards, one an item, each an <article> named by its heading. */
export function CardList<T extends { id: string }>({ items, className, label, cardClassName, headingPrefix, children }: CardListProps<T>) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <article className={`adm-card ${cardClassName}`} aria-labelledby={`${headingPrefix}-${item.id}`}>
            {children(item, `${headingPrefix}-${item.id}`)}
          </article>
        </li>
      ))}
    </ul>
  )
}
