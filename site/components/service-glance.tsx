import { useTranslation } from 'react-i18next'
import { formatPrice } from '#shared/content/studio.ts'
import type { PageService } from '#shared/content/page-studio.ts'
import { spanOptions } from '#shared/content/variables.ts'
import type { Language } from '#shared/schema/common.ts'
import { sessionSpan } from '#shared/schema/service-values.ts'
import { useShownService } from '../content/page-services.ts'
import { useLanguage } from '../i18n/use-language.ts'
import type { Fact } from './fact-list.tsx'
import '../styles/glance.css'

/** A service's facts from its record (Admin → Services): price, session, how long it lasts, touch-up and deposit. */
export function useServiceFacts(): (service: PageService) => Fact[] {
  const { t } = useTranslation('services')
  const { t: common } = useTranslation('common')
  const { language } = useLanguage()
  return (service) =>
    serviceFacts(
      service,
      language,
      // The options too: a session's span fills "{{from}}–{{to}} hours".
      (key, options) => t(key, options),
      (key) => common(key),
    )
}

function serviceFacts(
  service: PageService,
  language: Language,
  t: (key: string, options?: Record<string, string>) => string,
  common: (key: string) => string,
): Fact[] {
  const span = sessionSpan(service.duration)
  const facts: Fact[] = [
    { label: t('labels.price'), value: formatPrice(service.price), valueClassName: 'glance-price' },
    { label: t('labels.duration'), value: t(`units.${span.unit}`, spanOptions(span, language)) },
  ]
  if (service.lasts) facts.push({ label: t('labels.longevity'), value: service.lasts })
  if (service.touchUpPrice !== null) facts.push({ label: common('service.touchUpPrice'), value: formatPrice(service.touchUpPrice) })
  if (service.deposit !== null) facts.push({ label: common('service.deposit'), value: formatPrice(service.deposit) })
  return facts
}

/**
 * A service's page, right under its hero: what a visitor checks first (the price, the session, how long it lasts, the
 * touch-up, the deposit), from the service's record, so that they follow every change in Admin → Services. Nothing
 * once the service is hidden.
 */
export function ServiceGlance({ service: slug }: { service: string }) {
  const { t: common } = useTranslation('common')
  const service = useShownService(slug)
  const facts = useServiceFacts()
  if (!service) return null
  return (
    <section id="glance" className="glance" aria-labelledby="glance-title">
      <div className="container">
        <h2 id="glance-title" className="visually-hidden">
          {common('service.glance', { service: service.name })}
        </h2>
        <dl className="glance-facts">
          {facts(service).map(({ label, value, valueClassName }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={valueClassName}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
