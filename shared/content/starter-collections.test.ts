import { describe, expect, it } from 'vitest'
import { FaqInputSchema } from '../schema/faq.ts'
import { TestimonialInputSchema } from '../schema/testimonial.ts'
import { SAMPLE_TESTIMONIALS, STARTER_FAQ } from './starter-collections.ts'
import { DEFAULT_STUDIO } from './studio.ts'

const faqTexts = STARTER_FAQ.flatMap((item) => [item.question.en, item.question.es, item.answer.en, item.answer.es])

describe('the starter FAQ', () => {
  it('is 12 questions for the FAQ page and 4 for each service page, each publishable as it is (both languages, known placeholders)', () => {
    const count = (page: string) => STARTER_FAQ.filter((item) => item.page === page).length
    expect([count('faq'), count('microblading'), count('lips'), count('pricing')]).toEqual([12, 4, 4, 4])
    for (const item of STARTER_FAQ) {
      const parsed = FaqInputSchema.safeParse({ ...item, published: true })
      expect(parsed.error?.issues ?? [], item.question.en).toEqual([])
    }
  })

  it("types none of the settings' facts: city, county, artists, phone, street, prices (the placeholders say them)", () => {
    const facts = [
      DEFAULT_STUDIO.address.city,
      DEFAULT_STUDIO.address.street,
      DEFAULT_STUDIO.phone,
      ...DEFAULT_STUDIO.team.flatMap((artist) => [artist.name, artist.name.split(' ')[0]!]),
    ]
    const typed = faqTexts.flatMap((text) => facts.filter((fact) => text.includes(fact)).map((fact) => `${fact}: ${text.slice(0, 60)}`))
    expect(typed).toEqual([])
    // No county either, whatever its name: {{county}} says it.
    expect(faqTexts.filter((text) => /\b(county|condado)\b/i.test(text))).toEqual([])
    // The one number typed is the legal age; prices, weeks and days are placeholders.
    const numbers = faqTexts.flatMap((text) => text.replace(/\{\{[^}]*\}\}/g, '').match(/\$|\d+/g) ?? [])
    expect(new Set(numbers)).toEqual(new Set(['18']))
  })
})

describe('the sample reviews', () => {
  it('are valid reviews that could only be drafts: nobody gave permission to quote them', () => {
    for (const sample of SAMPLE_TESTIMONIALS) {
      expect(TestimonialInputSchema.parse(sample)).toMatchObject({ permission: false, published: false, source: 'other' })
    }
  })
})
