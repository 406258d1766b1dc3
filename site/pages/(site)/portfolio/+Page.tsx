import { useTranslation } from 'react-i18next'
import { STUDIO } from '../../../../shared/content/studio.ts'
import { BrowArt } from '../../../components/art.tsx'
import { CtaBand } from '../../../components/cta-band.tsx'
import { EmbedFacade } from '../../../components/embed-facade.tsx'
import { CalendarIcon, MailIcon } from '../../../components/icons.tsx'
import { PageHero } from '../../../components/page-hero.tsx'
import { Section } from '../../../components/section.tsx'
import { StatList } from '../../../components/stat-list.tsx'
import { useLanguage } from '../../../i18n/use-language.ts'

export default function Page() {
  const { t } = useTranslation('portfolio')
  const { t: common } = useTranslation('common')
  const { href } = useLanguage()

  const bookAndContact = (light: boolean) => (
    <>
      <a className={`button ${light ? 'button-light' : 'button-primary'}`} href={href('/booking')}>
        <CalendarIcon /> {common('cta.bookNow')}
      </a>
      <a className={`button ${light ? 'button-ghost-light' : 'button-secondary'}`} href={href('/contact')}>
        <MailIcon /> {common('cta.contactUs')}
      </a>
    </>
  )

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={<BrowArt />} actions={bookAndContact(false)}>
        {/* SPEC §2 Portfolio: 5700+ transformations, 6+ years, 98% satisfaction, 2 artists (labels differ from common's). */}
        <StatList
          stats={['years', 'satisfaction']}
          extra={[
            { value: t('highlights.transformations'), label: t('highlights.transformationsLabel') },
            { value: t('highlights.artists'), label: t('highlights.artistsLabel') },
          ]}
        />
      </PageHero>

      <Section id="feeds" title={t('feeds.title')} intro={t('feeds.intro')}>
        <div className="grid grid-3">
          <EmbedFacade kind="instagram" title={t('feeds.instagram.title')} description={t('feeds.instagram.text')} src={STUDIO.embeds.instagram} href={STUDIO.links.instagram} />
          <EmbedFacade kind="facebook" title={t('feeds.facebook.title')} description={t('feeds.facebook.text')} src={STUDIO.embeds.facebook} href={STUDIO.links.facebook} />
          <EmbedFacade kind="reviews" title={t('feeds.reviews.title')} description={t('feeds.reviews.text')} href={STUDIO.links.reviews} />
        </div>
      </Section>

      <Section id="in-person" tone="alt" narrow title={t('inPerson.title')}>
        <p className="lead" style={{ textAlign: 'center' }}>
          {t('inPerson.text')}
        </p>
        <p style={{ textAlign: 'center' }}>
          <a href={href('/before-after-gallery')}>{t('inPerson.galleryLink')}</a>
        </p>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')}>
        {bookAndContact(true)}
      </CtaBand>
    </>
  )
}
