import { useTranslation } from 'react-i18next'
import { PenArt } from '../../../components/art.tsx'
import { useBookingLinks } from '../../../components/booking-links.ts'
import { CheckList } from '../../../components/check-list.tsx'
import { CtaBand } from '../../../components/cta-band.tsx'
import { IconCard } from '../../../components/icon-card-grid.tsx'
import { ArrowRightIcon, AwardIcon, ChatIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldIcon, SparkleIcon } from '../../../components/icons.tsx'
import { PageHero } from '../../../components/page-hero.tsx'
import { PriceBox } from '../../../components/price-box.tsx'
import { Section } from '../../../components/section.tsx'
import { SplitSection } from '../../../components/split-section.tsx'
import { StatList } from '../../../components/stat-list.tsx'
import { useLanguage } from '../../../i18n/use-language.ts'
import './course.css'

// The training course page's four courses, in the order it lists them.
const COURSES = ['microblading', 'ombre', 'microshading', 'lips'] as const

// Certification, ongoing support, facility: one card each (course.json `about`).
const ABOUT = [
  ['certification', AwardIcon],
  ['support', SparkleIcon],
  ['facility', MapPinIcon],
] as const

/** The three ways to ask about a course: call, the contact page, a chat with the course question typed. */
function CourseActions({ light = false }: { light?: boolean }) {
  const { t } = useTranslation('course')
  const { t: common } = useTranslation('common')
  const links = useBookingLinks()
  const { href } = useLanguage()
  return (
    <>
      <a className={`button ${light ? 'button-light' : 'button-primary'}`} {...links.phone}>
        <PhoneIcon /> {t('actions.call')}
      </a>
      <a className={`button ${light ? 'button-ghost-light' : 'button-secondary'}`} href={href('/contact')}>
        <MailIcon /> {t('actions.contact')}
      </a>
      <a className={`button ${light ? 'button-ghost-light' : 'button-secondary'}`} {...links.chat(t('actions.chatGreeting'))}>
        <ChatIcon /> {t('actions.chat')}
        <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
      </a>
    </>
  )
}

export default function Page() {
  const { t } = useTranslation('course')
  const { href } = useLanguage()
  const strings = (key: string) => t(key, { returnObjects: true }) as unknown as string[]
  // The contact page's form, its message already naming the course (site/client/contact-form.ts reads `message`).
  const askAbout = (course: string) => `${href('/contact')}?${new URLSearchParams({ message: t('courses.askMessage', { course }) })}#message`
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={<PenArt />} actions={<CourseActions />} />

      <SplitSection
        id="instructor"
        tone="alt"
        className="course-instructor"
        eyebrow={t('instructor.eyebrow')}
        title={t('instructor.title')}
        aside={<StatList stats={['years', 'clients']} extra={[{ value: t('instructor.studentsValue'), label: t('instructor.studentsLabel') }]} />}
      >
        <p className="course-role">{t('instructor.role')}</p>
        <p>{t('instructor.bio1')}</p>
        <p>{t('instructor.bio2')}</p>
      </SplitSection>

      <Section id="learn" eyebrow={t('learn.eyebrow')} title={t('learn.title')} intro={t('learn.intro')}>
        <CheckList items={strings('learn.items')} className="course-learn" />
      </Section>

      <Section id="courses" tone="blush" eyebrow={t('courses.eyebrow')} title={t('courses.title')} intro={t('courses.intro')}>
        <div className="grid grid-4">
          {COURSES.map((course) => {
            const name = t(`courses.items.${course}.name`)
            return (
              <article key={course} className="card course-card">
                <h3>{name}</h3>
                <p>{t(`courses.items.${course}.text`)}</p>
                <ul className="course-facts">
                  {strings(`courses.items.${course}.facts`).map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
                <a className="text-link" href={askAbout(name)}>
                  {t('courses.ask')}
                  <span className="visually-hidden"> ({name})</span> <ArrowRightIcon />
                </a>
              </article>
            )
          })}
        </div>
        <div className="course-price">
          <PriceBox
            title={t('courses.price.title')}
            price={t('courses.price.range')}
            note={t('courses.price.note')}
            includes={strings('courses.price.includes')}
            featured
          />
        </div>
      </Section>

      <Section id="format" title={t('format.title')} intro={t('format.intro')}>
        <div className="grid grid-2">
          <div className="card">
            <h3>{t('format.format.title')}</h3>
            <CheckList items={strings('format.format.items')} />
          </div>
          <div className="card">
            <h3>{t('format.payment.title')}</h3>
            <CheckList items={strings('format.payment.items')} />
          </div>
        </div>
      </Section>

      <Section id="about" tone="alt" title={t('about.title')}>
        <div className="grid grid-3">
          {ABOUT.map(([key, AboutIcon]) => (
            <IconCard key={key} Icon={AboutIcon} title={t(`about.${key}.title`)} text={t(`about.${key}.text`)} />
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
