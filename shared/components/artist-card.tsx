import type { ReactNode } from 'react'
import { paragraphs } from '../text/paragraphs.ts'

/**
 * The class names of each part of the card. The Artists page styles the card with the site's palette and the
 * console's Team preview with the console's type: each keeps its own stylesheet, the markup is this one.
 */
export interface ArtistCardClasses {
  card: string
  art: string
  text?: string
  name?: string
  role: string
  license: string
  bio?: string
  specialtiesTitle: string
  specialties: string
  specialty: string
}

/** The name's heading and the specialties' heading one level below it, where the card sits in its page's outline. */
const HEADINGS = { 2: ['h2', 'h3'], 4: ['h4', 'h5'] } as const

export interface ArtistCardProps {
  /** The article's id; its name's heading is `<id>-name`, which names the article. */
  id: string
  lang?: string
  level: keyof typeof HEADINGS
  classes: ArtistCardClasses
  /** The headshot, or what stands in for it. */
  photo: ReactNode
  name: ReactNode
  role: ReactNode
  /** The license line; none when the artist has no license number. */
  license?: ReactNode
  /** As staff typed it: paragraphs separated by a blank line. */
  bio: string
  specialtiesTitle: string
  specialties: readonly string[]
}

/** An artist's card on the Artists page, and the console's preview of it while staff write it. */
export function ArtistCard({ id, lang, level, classes, photo, name, role, license, bio, specialtiesTitle, specialties }: ArtistCardProps) {
  const [Name, SpecialtiesTitle] = HEADINGS[level]
  return (
    <article id={id} lang={lang} className={classes.card} aria-labelledby={`${id}-name`}>
      <div className={classes.art}>{photo}</div>
      <div className={classes.text}>
        <Name id={`${id}-name`} className={classes.name}>
          {name}
        </Name>
        <p className={classes.role}>{role}</p>
        {license && <p className={classes.license}>{license}</p>}
        {paragraphs(bio).map((paragraph, index) => (
          <p key={index} className={classes.bio}>
            {paragraph}
          </p>
        ))}
        {specialties.length > 0 && (
          <>
            <SpecialtiesTitle className={classes.specialtiesTitle}>{specialtiesTitle}</SpecialtiesTitle>
            <ul className={classes.specialties}>
              {specialties.map((specialty, index) => (
                <li key={index} className={classes.specialty}>
                  {specialty}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </article>
  )
}
