import { describe, expect, it } from 'vitest'
import { formatLongDate, formatShortDate, readingMinutes } from './reading.ts'
import { parseTags, slugify } from './slug.ts'

describe('slugify', () => {
  it.each([
    ['Microblading vs. Ombre Brows!', 'microblading-vs-ombre-brows'],
    ['  --Lip   Blushing 101-- ', 'lip-blushing-101'],
    ['Cómo cuidar tus cejas: guía', 'como-cuidar-tus-cejas-guia'],
    ['¿El lip blushing es para ti?', 'el-lip-blushing-es-para-ti'],
    ['!!!', ''],
  ])('turns "%s" into "%s"', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })
})

describe('parseTags', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(parseTags(' microblading, permanent makeup ,, atlanta ,')).toEqual(['microblading', 'permanent makeup', 'atlanta'])
    expect(parseTags('')).toEqual([])
  })
})

describe('readingMinutes', () => {
  it('divides the words by 200 and rounds up, ignoring markup', () => {
    expect(readingMinutes(`<p>${'word '.repeat(200)}</p>`)).toBe(1)
    expect(readingMinutes(`<p>${'word '.repeat(201)}</p><img src="x">`)).toBe(2)
    expect(readingMinutes('')).toBe(1)
  })
})

describe('dates', () => {
  it('formats long dates per language and short dates for the admin', () => {
    expect(formatLongDate('2025-01-05T15:00:00.000Z', 'en')).toBe('January 5, 2025')
    expect(formatLongDate('2025-01-05T15:00:00.000Z', 'es')).toBe('5 de enero de 2025')
    expect(formatShortDate('2025-01-05T15:00:00.000Z')).toBe('Jan 5, 2025')
  })
})
