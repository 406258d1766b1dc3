import { useTranslation } from 'react-i18next'
import { BrowArt } from '../../components/art.tsx'
import { chat, phoneCall } from '../../components/booking-links.ts'
import { CtaBand } from '../../components/cta-band.tsx'
import { AwardIcon, ChatIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldIcon, SparkleIcon } from '../../components/icons.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { PriceBox } from '../../components/price-box.tsx'
import { Section } from '../../components/section.tsx'
import { StatList } from '../../components/stat-list.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import './course.css'

// SPEC §2 Training course: the four courses, in the spec's order.
const COURSES = ['microblading', 'ombre', 'microshading', 'lips'] as const

// Certification, ongoing support, facility: one card each (course.json `about`).
const ABOUT = [
  ['certification', AwardIcon],
  ['support', SparkleIcon],
  ['facility', MapPinIcon],
] as const

/** The three ways to ask about a course (SPEC §2): call, the contact page, a chat with the course question typed. */
function CourseActions({ light = false }: { light?: boolean }) {
  const { t } = useTranslation('course')
  const { t: common } = useTranslation('common')
  const { href } = useLanguage()
  return (
    <>
      <a className={`button ${light ? 'button-light' : 'button-primary'}`} {...phoneCall}>
        <PhoneIcon /> {t('actions.call')}
      </a>
      <a className={`button ${light ? 'button-ghost-light' : 'button-secondary'}`} href={href('/contact')}>
        <MailIcon /> {t('actions.contact')}
      </a>
      <a className={`button ${light ? 'button-ghost-light' : 'button-secondary'}`} {...chat(t('actions.chatGreeting'))}>
        <ChatIcon /> {t('actions.chat')}
        <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
      </a>
    </>
  )
}

export default function Page() {
  const { t } = useTranslation('course')
  const strings = (key: string) => t(key, { returnObjects: true }) as unknown as string[]
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={<BrowArt />} actions={<CourseActions />} />

      <Section id="instructor" tone="alt">
        <div className="split course-instructor">
          <div>
            <p className="eyebrow">{t('instructor.eyebrow')}</p>
            <h2 id="instructor-title">{t('instructor.title')}</h2>
            <p className="course-role">{t('instructor.role')}</p>
            <p>{t('instructor.bio1')}</p>
            <p>{t('instructor.bio2')}</p>
          </div>
          <StatList stats={['years', 'clients']} extra={[{ value: t('instructor.studentsValue'), label: t('instructor.studentsLabel') }]} />
        </div>
      </Section>

      <Section id="learn" eyebrow={t('learn.eyebrow')} title={t('learn.title')} intro={t('learn.intro')}>
        <ul className="check-list course-learn">
          {strings('learn.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="courses" tone="blush" eyebrow={t('courses.eyebrow')} title={t('courses.title')} intro={t('courses.intro')}>
        <div className="grid grid-4">
          {COURSES.map((course) => (
            <article key={course} className="card">
              <h3>{t(`courses.items.${course}.name`)}</h3>
              <p>{t(`courses.items.${course}.text`)}</p>
            </article>
          ))}
        </div>
        <div className="course-price">
          <PriceBox title={t('courses.price.title')} price={t('courses.price.range')} note={t('courses.price.note')} includes={strings('courses.price.includes')} featured />
        </div>
      </Section>

      <Section id="format" title={t('format.title')} intro={t('format.intro')}>
        <div className="grid grid-2">
          <div className="card">
            <h3>{t('format.format.title')}</h3>
            <ul className="check-list">
              {strings('format.format.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3>{t('format.payment.title')}</h3>
            <ul className="check-list">
              {strings('format.payment.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="about" tone="alt" title={t('about.title')}>
        <div className="grid grid-3">
          {ABOUT.map(([key, AboutIcon]) => (
            <div key={key} className="card">
              <span className="card-icon">
                <AboutIcon width={26} height={26} />
              </span>
              <h3>{t(`about.${key}.title`)}</h3>
              <p>{t(`about.${key}.text`)}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section id="earnings" title={t('earnings.title')} narrow>
        <div className="callout course-earnings">
          <span className="card-icon">
            <ShieldIcon width={26} height={26} />
          </span>
          <p>{t('earnings.text1')}</p>
          <p>{t('earnings.text2')}</p>
        </div>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')}>
        <CourseActions light />
      </CtaBand>
    </>
  )
}
