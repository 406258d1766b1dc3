import { useId, useState } from 'react'
import { ArtistCard, type ArtistCardClasses } from '#shared/components/artist-card.tsx'
import type { Language } from '#shared/schema/common.ts'
import { LANGUAGE_LABEL } from '../ui/format.ts'
import { textToSpecialties, type MemberValues } from './studio-settings-form.ts'

// The Artists page's starter words (shared/content/starter/*/artists.json: license, specialtiesTitle) with the
// county of the settings; the admin does not render the site's pages.
const WORDS: Record<Language, { license(county: string, number: string): string; specialties: string; noName: string; noRole: string }> = {
  en: {
    license: (county, number) => `Licensed by the ${county} Health Department · License No. ${number}`,
    specialties: 'Specialties',
    noName: 'Name not written yet',
    noRole: 'Role not written yet',
  },
  es: {
    license: (county, number) => `Con licencia del Departamento de Salud de ${county} · Licencia n.º ${number}`,
    specialties: 'Especialidades',
    noName: 'Sin nombre todavía',
    noRole: 'Sin cargo todavía',
  },
}

/** The Artists page's card in the console's type (settings.css). */
const CARD_CLASSES: ArtistCardClasses = {
  card: 'adm-team-card',
  art: 'adm-team-card__photo',
  text: 'adm-team-card__text',
  name: 'adm-team-card__name',
  role: 'adm-team-card__role',
  license: 'adm-team-card__license',
  bio: 'adm-team-card__bio',
  specialtiesTitle: 'adm-team-card__specialties',
  specialties: 'adm-chips adm-team-card__chips',
  specialty: 'adm-chip',
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

/** The artist's card as the Artists page will show it, while it is written, in either language. */
export function TeamCardPreview({ member, county }: { member: MemberValues; county: string }) {
  const [language, setLanguage] = useState<Language>('en')
  const titleId = useId()
  const groupName = useId()
  const cardId = useId()
  const field = member.fields
  const name = field.name.trim()
  const role = field[`role.${language}`].trim()
  const license = field.license.trim()
  const words = WORDS[language]

  return (
    <section className="adm-team-preview" aria-labelledby={titleId}>
      <div className="adm-team-preview__head">
        <h3 id={titleId} className="adm-panel__title">
          Preview<span className="visually-hidden">: {name || 'new artist'}</span>
        </h3>
        <fieldset className="adm-segmented">
          <legend className="visually-hidden">Preview language</legend>
          <div className="adm-segmented__options">
            {(['en', 'es'] as const).map((option) => (
              <label key={option} className="adm-segmented__option">
                <input type="radio" name={groupName} value={option} checked={language === option} onChange={() => setLanguage(option)} />
                <span>{LANGUAGE_LABEL[option]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <ArtistCard
        id={cardId}
        lang={language}
        level={4}
        classes={CARD_CLASSES}
        photo={
          field['headshot.image'] ? (
            <img src={field['headshot.image']} alt={field[`headshot.alt.${language}`]} />
          ) : (
            <span className="adm-team-card__placeholder" aria-hidden="true">
              {initials(name) || '?'}
            </span>
          )
        }
        name={name || <span className="adm-muted">{words.noName}</span>}
        role={role || <span className="adm-muted">{words.noRole}</span>}
        license={license && words.license(county.trim(), license)}
        bio={field[`bio.${language}`]}
        specialtiesTitle={words.specialties}
        specialties={textToSpecialties(field[`specialties.${language}`])}
      />
    </section>
  )
}
