import { useTranslation } from 'react-i18next'
import { formatPrice } from '#shared/content/studio.ts'
import { useServices } from '../../content/page-services.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { ArrowRightIcon } from '../icons.tsx'
import { Section } from '../section.tsx'
import { type SectionProps, gridClass, useSectionHeading } from './section-texts.tsx'

/** A card for each service the studio shows (decision 024), in its order: its name, summary, price and its page. */
export function ServicesSection({ section, language, place }: SectionProps) {
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const heading = useSectionHeading({ section, language })
  const services = useServices()
  if (services.length === 0) return null
  const Heading = heading.itemHeading === 2 ? 'h2' : 'h3'
  return (
    <Section id={place.id} tone={place.tone} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro}>
      <div className={services.length === 4 ? 'grid grid-4' : gridClass(services.length, 3)}>
        {services.map((service) => (
          <article key={service.slug} className="card section-service-card">
            <Heading>{service.name}</Heading>
            {service.summary && <p>{service.summary}</p>}
            <p className="price section-service-price">{t('sections.priceFrom', { price: formatPrice(service.price) })}</p>
            <a className="text-link" href={href(service.path)} aria-label={t('sections.learnMoreAbout', { service: service.name })}>
              {t('sections.learnMore')} <ArrowRightIcon width={16} height={16} />
            </a>
          </article>
        ))}
      </div>
      <p className="section-more">
        <a className="button button-secondary" href={href('/services')}>
          {t('nav.allServices')}
        </a>
      </p>
    </Section>
  )
}
