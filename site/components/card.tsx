import type { ReactNode } from 'react'

/** A card headed by its title (an h3 under the section's heading); `as="article"` for one that stands on its own. */
export function Card({ title, as: Element = 'div', className, children }: { title: string; as?: 'article' | 'div'; className?: string; children: ReactNode }) {
  return (
    <Element className={className ? `card ${className}` : 'card'}>
      <h3>{title}</h3>
      {children}
    </Element>
  )
}
