import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { HeroPhoto } from './hero-photo.tsx'

/** The top of every page: one h1, a short promise, the booking actions, and the studio's photo or original artwork. */
export function PageHero({
  eyebrow,
  title,
  text,
  actions,
  art,
  compact = false,
  children,
}: {
  eyebrow?: string
  title: string
  text?: ReactNode
  actions?: ReactNode
  art?: ReactNode
  /** A short header for a page whose first screen belongs to its results (a blog view). */
  compact?: boolean
  children?: ReactNode
}) {
  const photo = usePageContext().heroPhoto
  return (
    <section className={compact ? 'hero hero-compact' : 'hero'}>
      <div className="container hero-grid">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1>{title}</h1>
          {text && <div className="hero-text">{typeof text === 'string' ? <p>{text}</p> : text}</div>}
          {actions && <div className="button-row">{actions}</div>}
          {children}
        </div>
        {photo ? (
          <div className="hero-art hero-art-photo">
            <HeroPhoto photo={photo} />
          </div>
        ) : (
          art && <div className="hero-art">{art}</div>
        )}
      </div>
    </section>
  )
}
