import { useTranslation } from 'react-i18next'
import { STUDIO } from '../../../../shared/content/studio.ts'
import { BrowArt, LipArt, StudioArt } from '../../../components/art.tsx'
import { BookingActions } from '../../../components/booking-actions.tsx'
import { CheckList } from '../../../components/check-list.tsx'
import { CtaBand } from '../../../components/cta-band.tsx'
import { IconCard } from '../../../components/icon-card-grid.tsx'
import { AwardIcon, ShieldIcon, SparkleIcon } from '../../../components/icons.tsx'
import { PageHero } from '../../../components/page-hero.tsx'
import { Section } from '../../../components/section.tsx'
import './artists.css'

/**
 * PLACEHOLDERS: the studio replaces these with each artist's real license number. The county is the studio's
 * (Gainesville is in Hall County); SPEC §1 only says "licensed by a county health department".
 */
const LICENSING_COUNTY = 'Hall'
const LICENSE_NUMBERS = { founder: 'PMU-0000', artist2: 'PMU-0000' } as const

// Names come from the studio facts; each profile has original artwork in place of a photo (BRAND.md: no photos).
const PROFILES = [
  { key: 'founder', name: STUDIO.founder.name, Art: BrowArt },
  { key: 'artist2', name: STUDIO.artists[1], Art: LipArt },
] as const

const REASONS = [
  { key: 'experience', Icon: SparkleIcon },
  { key: 'certified', Icon: ShieldIcon },
  { key: 'results', Icon: AwardIcon },
] as const

export default function Page() {
  const { t } = useTranslation('artists')

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={<StudioArt />} actions={<BookingActions />} />

      <Section id="profiles">
        <div className="artist-list">
          {PROFILES.map(({ key, name, Art }) => {
            const paragraphs = t(`profiles.${key}.description`, { returnObjects: true }) as string[]
            const specialties = t(`profiles.${key}.specialties`, { returnObjects: true }) as string[]
            return (
              <article key={key} className="card artist-profile" aria-labelledby={`artist-${key}`}>
                <div className="artist-art">
                  <Art label={t(`profiles.${key}.artLabel`)} />
                </div>
                <div>
                  <h2 id={`artist-${key}`}>{name}</h2>
                  <p className="artist-title">{t(`profiles.${key}.title`)}</p>
                  <p className="with-icon artist-license">
                    <ShieldIcon />
                    <span>{t('license', { county: LICENSING_COUNTY, number: LICENSE_NUMBERS[key] })}</span>
                  </p>
                  {paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  <h3 className="artist-specialties-title">{t('specialtiesTitle')}</h3>
                  <ul className="artist-tags">
                    {specialties.map((specialty) => (
                      <li key={specialty} className="badge">
                        {specialty}
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            )
          })}
        </div>
      </Section>

      <Section id="why" tone="alt" eyebrow={t('why.eyebrow')} title={t('why.title')} intro={t('why.intro')}>
        <div className="grid grid-3">
          {REASONS.map(({ key, Icon }) => (
            <IconCard key={key} Icon={Icon} title={t(`why.items.${key}.title`)} text={t(`why.items.${key}.text`)} />
          ))}
        </div>
      </Section>

      <Section id="certifications" title={t('certifications.title')} intro={t('certifications.intro')} narrow>
        <CheckList items={t('certifications.items', { county: LICENSING_COUNTY, returnObjects: true }) as string[]} className="certification-list" />
        <p className="callout">{t('certifications.note')}</p>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} />
    </>
  )
}
