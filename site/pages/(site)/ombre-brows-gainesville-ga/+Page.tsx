import { useTranslation } from 'react-i18next'
import { useStudio } from '../../../components/use-studio.ts'
import { PowderBrowArt } from '../../../components/art.tsx'
import { BookingActions } from '../../../components/booking-actions.tsx'
import { CtaBand } from '../../../components/cta-band.tsx'
import { IconCardGrid } from '../../../components/icon-card-grid.tsx'
import { ArrowRightIcon, ClockIcon, ShieldIcon, SparkleIcon, StarIcon } from '../../../components/icons.tsx'
import { PageHero } from '../../../components/page-hero.tsx'
import { ProcessSteps } from '../../../components/process-steps.tsx'
import { ResultsStrip } from '../../../components/results-strip.tsx'
import { Section } from '../../../components/section.tsx'
import { ServicePriceSection } from '../../../components/service-price-section.tsx'
import type { TitledText } from '../../../components/titled-text.ts'
import { useLanguage } from '../../../i18n/use-language.ts'
import '../../../styles/service-pages.css'

// Numbers (price, session length, longevity, healing, touch-up week) are studio facts (shared/content/studio.ts),
// which the catalogue reads as default variables ({{sessionHoursFrom}}, ...).

const BENEFIT_ICONS = [SparkleIcon, ClockIcon, StarIcon, ShieldIcon]
/** The ombre brows page's comparison rows. */
const COMPARISON_ROWS = ['technique', 'look', 'skin', 'longevity', 'healing'] as const

export default function Page() {
  const { t } = useTranslation('ombre')
  const { prices } = useStudio()
  const list = <T = string,>(key: string) => t(key, { returnObjects: true }) as unknown as T[]
  const { href } = useLanguage()
  const lifestyle = list<TitledText>('lifestyle.items')

  return (
    <div className="svc-page">
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        text={t('hero.text')}
        art={<PowderBrowArt label={t('hero.artLabel')} />}
        actions={<BookingActions bookLabel={t('hero.book')} />}
      />

      <Section id="benefits" title={t('benefits.title')} intro={t('benefits.intro')}>
        <IconCardGrid cards={list<TitledText>('benefits.items')} icons={BENEFIT_ICONS} columns={4} as="article" />
      </Section>

      <ResultsStrip ns="ombre" service="ombre-brows" />

      <Section id="comparison" tone="alt" title={t('comparison.title')} intro={t('comparison.intro')}>
        <div className="table-wrap">
          <table className="compare-table">
            <caption>{t('comparison.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('comparison.feature')}</th>
                <th scope="col">{t('comparison.ombre')}</th>
                <th scope="col">{t('comparison.microblading')}</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON_ROWS.map((row) => (
                <tr key={row}>
                  <th scope="row">{t(`comparison.rows.${row}.label`)}</th>
                  <td className="is-studio" data-label={t('comparison.ombre')}>
                    {t(`comparison.rows.${row}.ombre`)}
                  </td>
                  <td data-label={t('comparison.microblading')}>{t(`comparison.rows.${row}.microblading`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="compare-after">
          {t('comparison.after')}{' '}
          <a className="more-link" href={href('/microblading-atlanta-ga')}>
            {t('comparison.link')} <ArrowRightIcon />
          </a>
        </p>
      </Section>

      <Section id="process" title={t('process.title')} intro={t('process.intro')}>
        <ProcessSteps steps={list<TitledText>('process.steps')} />
      </Section>

      <ServicePriceSection ns="ombre" price={prices.ombreBrows} tone="blush" />

      <Section id="lifestyle" title={t('lifestyle.title')} intro={t('lifestyle.intro')}>
        <div className="grid-pairs">
          {lifestyle.map((item) => (
            <article key={item.title} className="callout">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </article>
          ))}
        </div>
        <p className="compare-after">
          <a className="more-link" href={href('/permanent-makeup-aftercare')}>
            {t('lifestyle.aftercareLink')} <ArrowRightIcon />
          </a>
        </p>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} />
    </div>
  )
}
