import { useId, useState } from 'react'
import { STUDIO_PLACE } from '../../content/studio.ts'
import type { Language } from '../../schema/common.ts'
import { LANGUAGE_LABEL } from '../ui/format.ts'
import { bioParagraphs, textToSpecialties, type MemberValues } from './studio-settings-form.ts'

// The Artists page's own words (site/i18n/locales/*/artists.json: license, specialtiesTitle); the admin cannot
// import the site's catalogues.
const WORDS: Record<Language, { license(number: string): string; specialties: string; noName: string; noRole: string }> = {
  en: {
    license: (number) => `Licensed by the ${STUDIO_PLACE.licensingCounty} County Health Department · License No. ${number}`,
    specialties: 'Specialties',
    noName: 'Name not written yet',
    noRole: 'Role not written yet',
  },
  es: {
    license: (number) => `Con licencia del Departamento de Salud del Condado de ${STUDIO_PLACE.licensingCounty} · Licencia n.º ${number}`,
    specialties: 'Especialidades',
    noName: 'Sin nombre todavía',
    noRole: 'Sin cargo todavía',
  },
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

/** Issue #13: the artist's card as the Artists page will show it, while it is written, in either language. */
export function TeamCardPreview({ member }: { member: MemberValues }) {
  const [language, setLanguage] = useState<Language>('en')
  const titleId = useId()
  const groupName = useId()
  const field = member.fields
  const name = field.name.trim()
  const role = field[`role.${language}`].trim()
  const license = field.license.trim()
  const paragraphs = bioParagraphs(field[`bio.${language}`])
  const specialties = textToSpecialties(field[`specialties.${language}`])
  const words = WORDS[language]

  return (
    <section className="adm-team-preview" aria-labelledby={titleId}>
      <div className="adm-team-preview__head">
        <h3 id={titleId} className="adm-panel__title">
          Preview<span className="adm-visually-hidden">: {name || 'new artist'}</span>
        </h3>
        <fieldset className="adm-segmented">
          <legend className="adm-visually-hidden">Preview language</legend>
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
      <article className="adm-team-card" lang={language}>
        <div className="adm-team-card__photo">
          {field['headshot.image'] ? (
            <img src={field['headshot.image']} alt={field[`headshot.alt.${language}`]} />
          ) : (
            <span className="adm-team-card__placeholder" aria-hidden="true">
              {initials(name) || '?'}
            </span>
          )}
        </div>
        <div className="adm-team-card__text">
          <p className="adm-team-card__name">{name || <span className="adm-muted">{words.noName}</span>}</p>
          <p className="adm-team-card__role">{role || <span className="adm-muted">{words.noRole}</span>}</p>
          {license && <p className="adm-team-card__license">{words.license(license)}</p>}
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="adm-team-card__bio">
              {paragraph}
            </p>
          ))}
          {specialties.length > 0 && (
            <>
              <p className="adm-team-card__specialties">{words.specialties}</p>
              <ul className="adm-chips adm-team-card__chips">
                {specialties.map((specialty, index) => (
                  <li key={index} className="adm-chip">
                    {specialty}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </article>
    </section>
  )
}
