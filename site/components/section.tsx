import type { ReactNode } from 'react'

type Tone = 'plain' | 'alt' | 'blush' | 'dark'

/** A page section with an optional centred heading block. `id` makes it a scroll target. */
export function Section({
  id,
  tone = 'plain',
  eyebrow,
  title,
  intro,
  children,
  narrow = false,
  headingLevel = 2,
}: {
  id?: string
  tone?: Tone
  eyebrow?: string
  title?: string
  intro?: ReactNode
  children?: ReactNode
  narrow?: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = id ? `${id}-title` : undefined
  return (
    <section id={id} className={`section${tone === 'plain' ? '' : ` section-${tone}`}`} aria-labelledby={title ? headingId : undefined}>
      <div className={narrow ? 'narrow' : 'container'}>
        {(eyebrow || title || intro) && (
          <div className="section-head">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            {title && <Heading id={headingId}>{title}</Heading>}
            {intro && (typeof intro === 'string' ? <p>{intro}</p> : intro)}
          </div>
        )}
        {children}
      </div>
    </section>
  )
}
