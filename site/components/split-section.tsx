import type { ComponentProps, ReactNode } from 'react'
import { Section } from './section.tsx'

/**
 * A section in two columns: an eyebrow and heading (`<id>-title`) with their text (`children`), beside `aside`
 * (a card of facts, a price box, a form). `className` adds the page's own split class (`price-split`, ...).
 */
export function SplitSection({
  id,
  tone,
  className,
  eyebrow,
  title,
  aside,
  children,
}: {
  id: string
  tone?: ComponentProps<typeof Section>['tone']
  className?: string
  eyebrow: string
  title: string
  aside: ReactNode
  children: ReactNode
}) {
  return (
    <Section id={id} tone={tone}>
      <div className={className ? `split ${className}` : 'split'}>
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${id}-title`}>{title}</h2>
          {children}
        </div>
        {aside}
      </div>
    </Section>
  )
}
