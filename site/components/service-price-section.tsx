import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '#shared/content/studio.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { FactList } from './fact-list.tsx'
import { CalendarIcon } from './icons.tsx'
import { MoreLink } from './more-link.tsx'
import { PriceBox } from './price-box.tsx'
import { SplitSection } from './split-section.tsx'
import { BookNowLink } from './book-now-link.tsx'
import { PAGE_SERVICE } from './service-page.tsx'

/**
 * The price section of a service page: the price explained beside its PriceBox (session facts, booking button).
 * Each page passes its namespace (microblading.json, ombre.json, lips.json: the same `price.*` keys) and its price.
 */
export function ServicePriceSection({
  ns,
  price,
  tone,
}: {
  ns: 'microblading' | 'ombre' | 'lips'
  price: number
  tone?: ComponentProps<typeof SplitSection>['tone']
}) {
  const { t } = useTranslation(ns)
  const { href } = useLanguage()
  const box = (
    <PriceBox
      featured
      title={t('price.box.title')}
      price={formatPrice(price)}
      note={t('price.box.note')}
      includes={t('price.box.includes', { returnObjects: true }) as unknown as string[]}
    >
      <FactList
        facts={[
          { label: t('price.box.durationLabel'), value: t('price.box.duration') },
          { label: t('price.box.lastsLabel'), value: t('price.box.lasts') },
          { label: t('price.box.touchUpLabel'), value: t('price.box.touchUpValue') },
        ]}
      />
      <div className="button-row">
        <BookNowLink className="button button-primary" service={PAGE_SERVICE[ns]}>
          <CalendarIcon /> {t('price.box.book')}
        </BookNowLink>
      </div>
    </PriceBox>
  )
  return (
    <SplitSection id="price" tone={tone} className="price-split" eyebrow={t('price.eyebrow')} title={t('price.title')} aside={box}>
      <p className="lead">{t('price.text')}</p>
      <p>{t('price.touchUp')}</p>
      <MoreLink href={href('/permanent-makeup-pricing')}>{t('price.allPrices')}</MoreLink>
    </SplitSection>
  )
}
