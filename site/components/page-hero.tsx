import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { HeroPhoto, type HeroPhotoShown } from './hero-photo.tsx'

/** The top of every page: one h1, a short promise, the booking actions, and the studio's photo or original artwork. */
export function PageHero({
  eyebrow,
  title,
  text,
  actions,
  art,
  compact = false,
  photo: ownPhoto,
  headingLevel = 1,
  children,
}: {
  eyebrow?: string
  title: string
  text?: ReactNode
  actions?: ReactNode
  art?: ReactNode
  /** A short header for a page whose first screen belongs to its results (a blog view). */
  compact?: boolean
  /** A photo of the hero's own (a page's hero section); null: none. Left out: the page's hero photo, if it has one. */
  photo?: HeroPhotoShown | null
  /** A hero further down a page (a second hero section) is headed by an h2, its photo loaded as any other. */
  headingLevel?: 1 | 2
  children?: ReactNode
}) {
  const pagePhoto = usePageContext().heroPhoto
  const photo = ownPhoto === undefined ? pagePhoto : ownPhoto
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className={compact ? 'hero hero-compact' : 'hero'}>
      <div className="container hero-grid">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading>{title}</Heading>
          {text && <div className="hero-text">{typeof text === 'string' ? <p>{text}</p> : text}</div>}
          {actions && <div className="button-row">{actions}</div>}
          {children}
        </div>
        {photo ? (
          <div className="hero-art hero-art-photo">
            <HeroPhoto photo={photo} priority={headingLevel === 1} />
          </div>
        ) : (
          art && <div className="hero-art">{art}</div>
        )}
      </div>
    </section>
  )
}
