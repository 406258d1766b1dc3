import { useStudio } from '../../../components/use-studio.ts'
import { LipArt } from '../../../components/art.tsx'
import { Card } from '../../../components/card.tsx'
import { CheckList } from '../../../components/check-list.tsx'
import { FactsCard } from '../../../components/fact-list.tsx'
import { FaqSection } from '../../../components/faq-section.tsx'
import { IconCardSection } from '../../../components/icon-card-grid.tsx'
import { CheckIcon, ClockIcon, SparkleIcon, StarIcon } from '../../../components/icons.tsx'
import { MoreLink } from '../../../components/more-link.tsx'
import { ProcessSteps } from '../../../components/process-steps.tsx'
import { railProps } from '../../../components/rail.ts'
import { ResultsStrip } from '../../../components/results-strip.tsx'
import { Section } from '../../../components/section.tsx'
import { ServicePage } from '../../../components/service-page.tsx'
import { ServiceGlance } from '../../../components/service-glance.tsx'
import { PageReviews } from '../../../components/sections/reviews-section.tsx'
import { ServicePriceSection } from '../../../components/service-price-section.tsx'
import { SplitSection } from '../../../components/split-section.tsx'
import type { TitledText } from '../../../components/titled-text.ts'
import { useLanguage } from '../../../i18n/use-language.ts'
import { usePageText } from '../../../i18n/use-page-text.ts'
import '../../../styles/service-pages.css'

// Numbers (price, session length, longevity, healing, touch-up week, pre-care) are studio facts
// (shared/content/studio.ts), which the catalogue reads as default variables ({{lipSessionHoursFrom}}, ...).

type Stage = { when: string; title: string; text: string }

const BENEFIT_ICONS = [SparkleIcon, StarIcon, ClockIcon, CheckIcon]
/** lips.json `what.facts`: each fact has its `<fact>Label`. */
const WHAT_FACTS = ['alsoCalled', 'session', 'healing', 'lasts'] as const

export default function Page() {
  const { t, list } = usePageText('lips')
  const { prices } = useStudio()
  const { href } = useLanguage()
  const stages = list<Stage>('healing.stages')

  return (
    <ServicePage
      ns="lips"
      Art={LipArt}
      page="lips"
      parts={{
        glance: () => <ServiceGlance service="lip-pigmentation" />,
        reviews: () => <PageReviews service="lip-pigmentation" tone="alt" />,
        benefits: () => <IconCardSection ns="lips" id="benefits" icons={BENEFIT_ICONS} columns={4} />,
        what: () => (
          <SplitSection
            id="what"
            tone="alt"
            eyebrow={t('what.eyebrow')}
            title={t('what.title')}
            aside={
              <FactsCard
                title={t('what.factsTitle')}
                facts={WHAT_FACTS.map((fact) => ({ label: t(`what.facts.${fact}Label`), value: t(`what.facts.${fact}`) }))}
              />
            }
          >
            {list('what.paragraphs').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </SplitSection>
        ),
        results: () => <ResultsStrip ns="lips" service="lip-pigmentation" />,
        process: () => (
          <Section id="process" title={t('process.title')} intro={t('process.intro')}>
            <ProcessSteps steps={list<TitledText>('process.steps')} rail={t('process.title')} />
          </Section>
        ),
        price: () => <ServicePriceSection ns="lips" price={prices.lipBlushing} tone="blush" />,
        healing: () => (
          <Section id="healing" title={t('healing.title')} intro={t('healing.intro')}>
            <ol className="timeline rail" {...railProps(t('healing.title'))}>
              {stages.map((stage) => (
                <li key={stage.when}>
                  <span className="timeline-when">{stage.when}</span>
                  <h3>{stage.title}</h3>
                  <p>{stage.text}</p>
                </li>
              ))}
            </ol>
          </Section>
        ),
        prepare: () => (
          <Section id="prepare" tone="alt" title={t('prepare.title')} intro={t('prepare.intro')}>
            <div className="grid grid-2">
              <Card title={t('prepare.before.title')}>
                <CheckList items={list('prepare.before.items')} />
              </Card>
              <Card title={t('prepare.after.title')}>
                <CheckList items={list('prepare.after.items')} />
                <MoreLink href={href('/permanent-makeup-aftercare')}>{t('prepare.after.link')}</MoreLink>
              </Card>
            </div>
            <p className="callout" style={{ marginTop: '1.5rem' }}>
              {t('prepare.medical')}
            </p>
          </Section>
        ),
        faq: () => <FaqSection page="lips" />,
      }}
    />
  )
}
