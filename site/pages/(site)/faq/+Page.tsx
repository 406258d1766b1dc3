import { useTranslation } from 'react-i18next'
import { Accordion } from '../../../components/accordion.tsx'
import { QuestionArt } from '../../../components/art.tsx'
import { BookingActions } from '../../../components/booking-actions.tsx'
import { useBookingLinks } from '../../../components/booking-links.ts'
import { CtaBand } from '../../../components/cta-band.tsx'
import { IconCard } from '../../../components/icon-card-grid.tsx'
import { ArrowRightIcon, AwardIcon, ChatIcon, PhoneIcon, SparkleIcon, StarIcon } from '../../../components/icons.tsx'
import { LocalLink } from '../../../components/local-link.tsx'
import { PageHero } from '../../../components/page-hero.tsx'
import { Section } from '../../../components/section.tsx'
import { usePageFaq } from '../../../content/page-faq.ts'
import './faq.css'

// The FAQ page's cards to these three pages, in this order.
const CARDS = [
  ['services', '/services', SparkleIcon],
  ['artists', '/artists', AwardIcon],
  ['portfolio', '/portfolio', StarIcon],
] as const

/**
 * The FAQ page: the studio's general questions (the FAQ collection's `faq` page, 12 at first), one open
 * at a time and collapsible (Accordion); the same list feeds the FAQPage JSON-LD in +Head.tsx. The service pages'
 * questions stay on their pages: a question is marked up on one page of the site only.
 */
export default function Page() {
  const { t } = useTranslation('faq')
  const { t: common } = useTranslation('common')
  const links = useBookingLinks()
  const items = usePageFaq('faq')
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={<QuestionArt />} actions={<BookingActions />} />

      {/* Without a published question, no heading over nothing: only the way to the aftercare guide. */}
      <Section id="questions" title={items.length > 0 ? t('questions.title') : undefined} intro={items.length > 0 ? t('questions.intro') : undefined} narrow>
        {items.length > 0 && <Accordion items={items} />}
        <p className="faq-aftercare">
          {t('questions.aftercare')} <LocalLink href="/permanent-makeup-aftercare">{t('questions.aftercareLink')}</LocalLink>
        </p>
      </Section>

      <Section id="ask" tone="blush" narrow>
        <div className="card faq-ask">
          <span className="card-icon">
            <ChatIcon width={26} height={26} />
          </span>
          <h2 id="ask-title">{t('ask.title')}</h2>
          <p>{t('ask.text')}</p>
          <div className="button-row faq-ask-actions">
            <a className="button button-primary" {...links.phone}>
              <PhoneIcon /> {t('ask.call')}
            </a>
            <a className="button button-secondary" {...links.chat(t('ask.greeting'))}>
              <ChatIcon /> {common('cta.chat')}
              <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
            </a>
          </div>
        </div>
      </Section>

      <Section id="explore" title={t('explore.title')}>
        <div className="grid grid-3">
          {CARDS.map(([key, path, CardIcon]) => (
            <IconCard key={key} className="faq-card" Icon={CardIcon} title={t(`explore.${key}.title`)} text={t(`explore.${key}.text`)}>
              <LocalLink className="text-link" href={path}>
                {t(`explore.${key}.link`)} <ArrowRightIcon width={16} height={16} />
              </LocalLink>
            </IconCard>
          ))}
        </div>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} />
    </>
  )
}
