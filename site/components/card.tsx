import type { ReactNode } from 'react'

/**
 * A card headed by its title (an h3 under the section's heading, an h2 in a section without one); `as="article"` for
 * one that stands on its own.
 */
export function Card({
  title,
  as: Element = 'div',
  className,
  headingLevel = 3,
  children,
}: {
  title: string
  as?: 'article' | 'div'
  className?: string
  headingLevel?: 2 | 3
  children: ReactNode
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Element className={className ? `card ${className}` : 'card'}>
      <Heading>{title}</Heading>
      {children}
    </Element>
  )
}
