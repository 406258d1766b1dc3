import { describe, expect, it } from 'vitest'
import { pageStudio } from '#shared/content/page-studio.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import { createI18n } from './i18n.ts'

const STUDIO = pageStudio(DEFAULT_STUDIO, 'en', undefined)

/** `$t(home:<key>)` written `times` times: each level multiplies the work a nesting translator does. */
const nesting = (key: string, times = 40) => `$t(home:${key})`.repeat(times)

describe("a page's words", () => {
  it('shows $t(…) nesting and {{…}} formats as written, filling only the {{placeholders}} of studio facts and of the page', () => {
    const i18n = createI18n(
      'en',
      {
        common: {},
        home: {
          hero: { title: nesting('intro.title') },
          intro: {
            title: nesting('intro.text'),
            text: 'In {{city}}: {{clients, number}} {{- city}} {{city, uppercase}} {{ city }} $t(common:x, {"count": 2})',
          },
          services: { from: 'From {{price}} in {{constructor}} {{toString}} {{__proto__}}' },
        },
      },
      STUDIO,
    )
    const t = i18n.getFixedT('en', 'home')
    expect(t('hero.title')).toBe(nesting('intro.title'))
    expect(t('intro.title')).toBe(nesting('intro.text'))
    expect(t('intro.text')).toBe(
      `In ${STUDIO.address.city}: {{clients, number}} {{- city}} {{city, uppercase}} ${STUDIO.address.city} $t(common:x, {"count": 2})`,
    )
    // A value the page fills in is filled once: what it holds is not read again.
    expect(t('services.from', { price: '{{city}} $t(home:hero.title)' })).toBe(
      'From {{city}} $t(home:hero.title) in {{constructor}} {{toString}} {{__proto__}}',
    )
    expect(t('intro', { returnObjects: true })).toEqual({ title: nesting('intro.text'), text: t('intro.text') })
  })

  it("fills the product's words as before: counts, plural forms and the studio's facts", () => {
    const i18n = createI18n('en', { common: { found_one: '{{count}} post in {{city}}', found_other: '{{count}} posts in {{city}}' } }, STUDIO)
    expect(i18n.t('found', { count: 1 })).toBe(`1 post in ${STUDIO.address.city}`)
    expect(i18n.t('found', { count: 12 })).toBe(`12 posts in ${STUDIO.address.city}`)
  })
})
