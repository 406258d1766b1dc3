import { useStudio } from '../../../components/use-studio.ts'
import { PowderBrowArt } from '../../../components/art.tsx'
import { DataTable } from '../../../components/data-table.tsx'
import { IconCardSection } from '../../../components/icon-card-grid.tsx'
import { ClockIcon, ShieldIcon, SparkleIcon, StarIcon } from '../../../components/icons.tsx'
import { MoreLink } from '../../../components/more-link.tsx'
import { ProcessSteps } from '../../../components/process-steps.tsx'
import { railProps } from '../../../components/rail.ts'
import { ResultsStrip } from '../../../components/results-strip.tsx'
import { Section } from '../../../components/section.tsx'
import { ServicePage } from '../../../components/service-page.tsx'
import { ServiceGlance } from '../../../components/service-glance.tsx'
import { PageReviews } from '../../../components/sections/reviews-section.tsx'
import { ServicePriceSection } from '../../../components/service-price-section.tsx'
import type { TitledText } from '../../../components/titled-text.ts'
import { useLanguage } from '../../../i18n/use-language.ts'
import { usePageText } from '../../../i18n/use-page-text.ts'
import '../../../styles/service-pages.css'

// Numbers (price, session length, longevity, healing, touch-up week) are studio facts (shared/content/studio.ts),
// which the catalogue reads as default variables ({{sessionHoursFrom}}, ...).

const BENEFIT_ICONS = [SparkleIcon, ClockIcon, StarIcon, ShieldIcon]
/** The ombre brows page's comparison rows. */
const COMPARISON_ROWS = ['technique', 'look', 'skin', 'longevity', 'healing'] as const

export default function Page() {
  const { t, list } = usePageText('ombre')
  const { prices } = useStudio()
  const { href } = useLanguage()
  const lifestyle = list<TitledText>('lifestyle.items')

  return (
    <ServicePage
      ns="ombre"
      Art={PowderBrowArt}
      page="ombre"
      parts={{
        glance: () => <ServiceGlance service="ombre-brows" />,
        reviews: () => <PageReviews service="ombre-brows" tone="alt" />,
        benefits: () => <IconCardSection ns="ombre" id="benefits" icons={BENEFIT_ICONS} columns={4} />,
        results: () => <ResultsStrip ns="ombre" service="ombre-brows" />,
        comparison: () => (
          <Section id="comparison" tone="alt" title={t('comparison.title')} intro={t('comparison.intro')}>
            <DataTable
              className="compare-table"
              caption={t('comparison.caption')}
              rail={t('comparison.title')}
              columns={[t('comparison.feature'), t('comparison.ombre'), t('comparison.microblading')]}
            >
              {COMPARISON_ROWS.map((row) => (
                <tr key={row}>
                  <th scope="row">{t(`comparison.rows.${row}.label`)}</th>
                  <td className="is-studio" data-label={t('comparison.ombre')}>
                    {t(`comparison.rows.${row}.ombre`)}
                  </td>
                  <td data-label={t('comparison.microblading')}>{t(`comparison.rows.${row}.microblading`)}</td>
                </tr>
              ))}
            </DataTable>
            <p className="compare-after">
              {t('comparison.after')} <MoreLink href={href('/microblading-atlanta-ga')}>{t('comparison.link')}</MoreLink>
            </p>
          </Section>
        ),
        process: () => (
          <Section id="process" title={t('process.title')} intro={t('process.intro')}>
            <ProcessSteps steps={list<TitledText>('process.steps')} rail={t('process.title')} />
          </Section>
        ),
        price: () => <ServicePriceSection ns="ombre" price={prices.ombreBrows} tone="blush" />,
        lifestyle: () => (
          <Section id="lifestyle" title={t('lifestyle.title')} intro={t('lifestyle.intro')}>
            <div className="grid-pairs rail" role="group" {...railProps(t('lifestyle.title'))}>
              {lifestyle.map((item) => (
                <article key={item.title} className="callout">
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </article>
              ))}
            </div>
            <p className="compare-after">
              <MoreLink href={href('/permanent-makeup-aftercare')}>{t('lifestyle.aftercareLink')}</MoreLink>
            </p>
          </Section>
        ),
      }}
    />
  )
}
