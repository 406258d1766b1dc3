import { type TimeSpan, formatPrice } from '#shared/content/studio.ts'
import { sessionSpan } from '#shared/schema/service-values.ts'
import { useServices, useShownService, useTreatments } from '../../../content/page-services.ts'
import { spanOptions } from '#shared/content/variables.ts'
import { useStudio } from '../../../components/use-studio.ts'
import { TagArt } from '../../../components/art.tsx'
import { BookingActions } from '../../../components/booking-actions.tsx'
import { CheckList } from '../../../components/check-list.tsx'
import { DataTable } from '../../../components/data-table.tsx'
import { FactList } from '../../../components/fact-list.tsx'
import { FaqSection } from '../../../components/faq-section.tsx'
import { IconCard, IconCardSection } from '../../../components/icon-card-grid.tsx'
import { AwardIcon, ClockIcon, ShieldIcon, SparkleIcon } from '../../../components/icons.tsx'
import { MoreLink } from '../../../components/more-link.tsx'
import { PriceBox } from '../../../components/price-box.tsx'
import { railProps } from '../../../components/rail.ts'
import { Section } from '../../../components/section.tsx'
import { ServicePage } from '../../../components/service-page.tsx'
import { gridClass } from '../../../components/sections/section-texts.tsx'
import { TouchUpSection } from '../../../components/touch-up-section.tsx'
import { useLanguage } from '../../../i18n/use-language.ts'
import { usePageText } from '../../../i18n/use-page-text.ts'
import { CardIcon, CashIcon, DepositIcon, FinancingIcon } from './payment-icons.tsx'
import '../../../styles/service-pages.css'
import { BookNowLink } from '../../../components/book-now-link.tsx'

// The pricing page's prices are the site's prices: each service's own (decision 024), listed first on the
// page (on a phone the first price was ~1,250 px down otherwise). The cards are the services the studio shows, the
// touch-up's box and the correction's note there while theirs are.

const INVESTING_ICONS = [AwardIcon, ShieldIcon, ClockIcon, SparkleIcon]
const PAYMENT = [
  { key: 'cash', Icon: CashIcon },
  { key: 'cards', Icon: CardIcon },
  { key: 'deposit', Icon: DepositIcon },
  { key: 'financing', Icon: FinancingIcon },
] as const
const TIERS = ['budget', 'studio', 'highEnd'] as const

export default function Page() {
  const { t, list } = usePageText('pricing')
  const { policies } = useStudio()
  const services = useServices()
  const treatments = useTreatments()
  const touchUp = useShownService('touch-up')
  const correction = useShownService('correction')
  const { href, language } = useLanguage()
  const includes = list('services.includes')
  const span = (fact: TimeSpan) => t(`units.${fact.unit}`, { ns: 'services', ...spanOptions(fact, language) })

  return (
    <ServicePage
      ns="pricing"
      Art={TagArt}
      heroActions={<BookingActions />}
      page="pricing"
      parts={{
        'price-list': () => (
          <Section id="price-list" title={t('priceList.title')} intro={t('priceList.intro')} narrow>
            <DataTable className="price-list" columns={[t('priceList.columns.service'), t('priceList.columns.price'), t('priceList.columns.session')]}>
              {services.map((service) => (
                <tr key={service.slug}>
                  <th scope="row">
                    <a href={href(service.path)}>{service.name}</a>
                  </th>
                  <td className="price-cell">{formatPrice(service.price)}</td>
                  <td>{span(sessionSpan(service.duration))}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">
                  <a href={href('/microblading-course-atlanta-ga')}>{t('priceList.rows.course')}</a>
                </th>
                <td className="price-cell">{t('priceList.coursePrice')}</td>
                <td>{t('priceList.courseSession')}</td>
              </tr>
            </DataTable>
            <h3 className="list-title">{t('priceList.includesTitle')}</h3>
            <CheckList items={includes} className="check-list-inline" />
          </Section>
        ),
        services: () => (
          <Section id="services" tone="alt" title={t('services.title')} intro={t('services.intro')}>
            <div className="service-grid">
              {treatments.map((service) => (
                <article key={service.slug} className="card svc-price-card">
                  <h3>{service.name}</h3>
                  <p className="price">{formatPrice(service.price)}</p>
                  {service.lasts && (
                    <p className="service-lasts">
                      <span className="badge">{t('services.lastsBadge', { lasts: service.lasts })}</span>
                    </p>
                  )}
                  <p>{service.summary}</p>
                  <FactList facts={[{ label: t('services.labels.duration'), value: span(sessionSpan(service.duration)) }]} />
                  <div className="button-row">
                    <BookNowLink className="button button-primary button-small" service={service.slug}>
                      {t('services.book')}
                      <span className="visually-hidden">: {service.name}</span>
                    </BookNowLink>
                    <MoreLink href={href(service.path)}>{t('services.more', { service: service.name })}</MoreLink>
                  </div>
                </article>
              ))}
            </div>
            {correction && (
              <p className="callout" style={{ marginTop: '1.5rem' }}>
                {t('services.correctionNote')}
              </p>
            )}
          </Section>
        ),
        investing: () => <IconCardSection ns="pricing" id="investing" tone="alt" icons={INVESTING_ICONS} columns={4} />,
        'touch-up': () => (
          <TouchUpSection
            ns="pricing"
            className="price-split"
            aside={
              touchUp && (
                <PriceBox
                  featured
                  title={t('touchUp.box.title')}
                  price={formatPrice(touchUp.price)}
                  note={t('touchUp.box.note')}
                  includes={list('touchUp.box.points')}
                />
              )
            }
          />
        ),
        payment: ({ shows }) => {
          const cards = PAYMENT.filter(({ key }) => shows(key))
          return (
            cards.length > 0 && (
              <Section id="payment" tone="blush" title={t('payment.title')} intro={t('payment.intro')}>
                <div className={`${gridClass(cards.length)} rail`} role="group" {...railProps(t('payment.title'))}>
                  {cards.map(({ key, Icon }) => (
                    <IconCard
                      key={key}
                      as="article"
                      Icon={Icon}
                      title={t(`payment.items.${key}.title`)}
                      text={key === 'deposit' ? policies.deposit : t(`payment.items.${key}.text`)}
                    />
                  ))}
                </div>
                <p className="callout" style={{ marginTop: '1.5rem' }}>
                  <strong>{t('payment.cancellationLabel')}</strong> {policies.cancellation}
                </p>
              </Section>
            )
          )
        },
        comparison: () => (
          <Section id="comparison" title={t('comparison.title')} intro={t('comparison.intro')}>
            <DataTable
              className="compare-table"
              caption={t('comparison.caption')}
              columns={[t('comparison.columns.tier'), t('comparison.columns.price'), t('comparison.columns.expect')]}
            >
              {TIERS.map((tier) => {
                const cell = tier === 'studio' ? 'is-studio' : undefined
                return (
                  <tr key={tier}>
                    <th scope="row" className={cell}>
                      {t(`comparison.rows.${tier}.tier`)}
                    </th>
                    <td className={`price-cell${cell ? ` ${cell}` : ''}`} data-label={t('comparison.columns.price')}>
                      {t(`comparison.rows.${tier}.price`)}
                    </td>
                    <td className={cell} data-label={t('comparison.columns.expect')}>
                      {t(`comparison.rows.${tier}.expect`)}
                    </td>
                  </tr>
                )
              })}
            </DataTable>
          </Section>
        ),
        faq: () => <FaqSection page="pricing" tone="alt" />,
      }}
    />
  )
}
