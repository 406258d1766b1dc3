import { useTranslation } from 'react-i18next'
import { ArtistCard, type ArtistCardClasses } from '#shared/components/artist-card.tsx'
import { BrowArt, LipArt, MappingArt } from '../../../components/art.tsx'
import { BookingActions } from '../../../components/booking-actions.tsx'
import { CheckList } from '../../../components/check-list.tsx'
import { CtaBand } from '../../../components/cta-band.tsx'
import { IconCard } from '../../../components/icon-card-grid.tsx'
import { AwardIcon, ShieldIcon, SparkleIcon } from '../../../components/icons.tsx'
import { PageHero } from '../../../components/page-hero.tsx'
import { Picture } from '../../../components/picture.tsx'
import { Section } from '../../../components/section.tsx'
import { useStudio } from '../../../components/use-studio.ts'
import './artists.css'

/** An artist without a headshot gets the site's artwork, brows and lips in turn (no stock photos). */
const ARTWORK = [BrowArt, LipArt] as const

/** The card in the site's palette (artists.css). */
const CARD_CLASSES: ArtistCardClasses = {
  card: 'card artist-profile',
  art: 'artist-art',
  role: 'artist-title',
  license: 'with-icon artist-license',
  specialtiesTitle: 'list-title artist-specialties-title',
  specialties: 'artist-tags',
  specialty: 'badge',
}

const REASONS = [
  { key: 'experience', Icon: SparkleIcon },
  { key: 'certified', Icon: ShieldIcon },
  { key: 'results', Icon: AwardIcon },
] as const

export default function Page() {
  const { t } = useTranslation('artists')
  const { team } = useStudio()

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={<MappingArt />} actions={<BookingActions />} />

      <Section id="profiles">
        <div className="artist-list">
          {team.map((artist, index) => {
            const Art = ARTWORK[index % ARTWORK.length]!
            return (
              <ArtistCard
                key={artist.id}
                id={`artist-${artist.id}`}
                level={2}
                classes={CARD_CLASSES}
                photo={
                  artist.photo ? (
                    <Picture
                      image={artist.photo}
                      src={artist.photo.src}
                      alt={artist.photo.alt}
                      sizes="(min-width: 760px) 240px, 55vw"
                      className="artist-photo"
                    />
                  ) : (
                    <Art label={t('artLabel', { name: artist.name })} />
                  )
                }
                name={artist.name}
                role={artist.role}
                license={
                  artist.license && (
                    <>
                      <ShieldIcon />
                      <span>{t('license', { number: artist.license })}</span>
                    </>
                  )
                }
                bio={artist.bio}
                specialtiesTitle={t('specialtiesTitle')}
                specialties={artist.specialties}
              />
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
        <CheckList items={t('certifications.items', { returnObjects: true }) as string[]} className="certification-list" />
        <p className="callout">{t('certifications.note')}</p>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} />
    </>
  )
}
