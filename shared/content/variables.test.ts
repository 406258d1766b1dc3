import { describe, expect, it } from 'vitest'
import type { Language } from '../schema/common.ts'
import type { StudioSettingsInput } from '../schema/studio.ts'
import { pageStudio } from './page-studio.ts'
import { STUDIO_PLACEHOLDERS, fillPlaceholders, unknownPlaceholderProblem } from './plain-text.ts'
import { STARTER_FAQ } from './starter-collections.ts'
import { STARTER_CONTENT } from './starter-content.ts'
import { DEFAULT_STUDIO } from './studio.ts'
import { placePhrases, studioVariables } from './variables.ts'

type Address = StudioSettingsInput['address']

/** The studio's settings with its address changed. */
const at = (address: Partial<Address>): StudioSettingsInput => ({ ...DEFAULT_STUDIO, address: { ...DEFAULT_STUDIO.address, ...address } })
/** The studio moved into Atlanta: city, street, county and "in the city". */
const IN_ATLANTA = at({ street: '200 Peachtree Street NE', city: 'Atlanta', county: 'Fulton County', postalCode: '30303', metroRelation: 'in' })
const phrases = (settings: StudioSettingsInput, language: Language) => placePhrases(language, settings.address)

describe('the place phrases', () => {
  it('say a studio near the metro is a drive from it, in English', () => {
    expect(phrases(DEFAULT_STUDIO, 'en')).toEqual({
      metro: 'Atlanta',
      areaLine: 'Gainesville & Atlanta',
      cityAndMetro: 'Gainesville, Atlanta',
      metroDistance: 'about 45 minutes from downtown Atlanta',
      cityPlace: 'Gainesville, about 45 minutes from downtown Atlanta',
      metroNear: 'near Atlanta',
      metroAccess: 'About 45 minutes from downtown Atlanta',
    })
  })

  it('say a studio near the metro is a drive from it, in Spanish', () => {
    expect(phrases(DEFAULT_STUDIO, 'es')).toEqual({
      metro: 'Atlanta',
      areaLine: 'Gainesville y Atlanta',
      cityAndMetro: 'Gainesville, Atlanta',
      metroDistance: 'a unos 45 minutos del centro de Atlanta',
      cityPlace: 'Gainesville, a unos 45 minutos del centro de Atlanta',
      metroNear: 'cerca de Atlanta',
      metroAccess: 'A unos 45 minutos del centro de Atlanta',
    })
  })

  it('name a studio in the metro city once, never a drive from it, in English', () => {
    expect(phrases(IN_ATLANTA, 'en')).toEqual({
      metro: 'Atlanta',
      areaLine: 'Atlanta',
      cityAndMetro: 'Atlanta',
      metroDistance: 'in Atlanta',
      cityPlace: 'Atlanta',
      metroNear: 'in Atlanta',
      metroAccess: 'Easy to reach from across Atlanta',
    })
  })

  it('name a studio in the metro city once, never a drive from it, in Spanish', () => {
    expect(phrases(IN_ATLANTA, 'es')).toEqual({
      metro: 'Atlanta',
      areaLine: 'Atlanta',
      cityAndMetro: 'Atlanta',
      metroDistance: 'en Atlanta',
      cityPlace: 'Atlanta',
      metroNear: 'en Atlanta',
      metroAccess: 'De fácil acceso desde cualquier parte de Atlanta',
    })
  })

  it('put a studio in a suburb of the metro "in metro Atlanta", with its own town named too', () => {
    const decatur = at({ city: 'Decatur', metroRelation: 'in' })
    expect(phrases(decatur, 'en')).toMatchObject({
      areaLine: 'Decatur & Atlanta',
      metroDistance: 'in metro Atlanta',
      cityPlace: 'Decatur, in metro Atlanta',
      metroAccess: 'Easy to reach from across metro Atlanta',
    })
    expect(phrases(decatur, 'es')).toMatchObject({
      metroDistance: 'en el área metropolitana de Atlanta',
      cityPlace: 'Decatur, en el área metropolitana de Atlanta',
    })
  })

  it('follow the metro’s name and the drive as the settings give them, numbers in each language’s habit', () => {
    const charlotte = at({ city: 'Concord', metro: 'Charlotte', minutesFromAtlanta: 1200 / 40 })
    expect(phrases(charlotte, 'en')).toMatchObject({ areaLine: 'Concord & Charlotte', metroDistance: 'about 30 minutes from downtown Charlotte' })
    expect(phrases(at({ minutesFromAtlanta: 1500 }), 'es').metroDistance).toBe('a unos 1,500 minutos del centro de Atlanta')
  })

  it('are studio variables, known to the placeholder checker', () => {
    const variables = studioVariables('en', pageStudio(IN_ATLANTA, 'en', undefined))
    expect(variables).toMatchObject({ metro: 'Atlanta', areaLine: 'Atlanta', metroDistance: 'in Atlanta', minutesFromAtlanta: '45' })
    for (const name of ['metro', 'areaLine', 'cityAndMetro', 'metroDistance', 'cityPlace', 'metroNear', 'metroAccess']) {
      expect(STUDIO_PLACEHOLDERS).toContain(name)
    }
    expect(unknownPlaceholderProblem('Serving {{cityAndMetro}} and North Georgia, {{metroDistance}}', new Set(STUDIO_PLACEHOLDERS))).toBeUndefined()
  })
})

/** Every starter text (the pages' and the FAQ's) of a language, filled with a studio's facts. */
function starterTexts(settings: StudioSettingsInput, language: Language): string[] {
  const values = studioVariables(language, pageStudio(settings, language, undefined))
  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(texts)
        : typeof value === 'object' && value
          ? Object.values(value).flatMap(texts)
          : []
  return [...Object.values(STARTER_CONTENT[language]).flatMap(texts), ...STARTER_FAQ.map((item) => item.answer[language])].map((text) =>
    fillPlaceholders(text, values),
  )
}

describe('the starter texts', () => {
  it('name no metro area or studio town themselves: the settings’ variables do', () => {
    for (const language of ['en', 'es'] as const) {
      const typed = starterTexts(at({ city: 'Townsville', metro: 'Metropolis' }), language).filter((text) => /Atlanta|Gainesville/.test(text))
      expect(typed, language).toEqual([])
    }
  })

  it('of a studio in Atlanta never name it twice or say it is a drive from Atlanta', () => {
    const wrong =
      /Atlanta (&|y) Atlanta|Atlanta, Atlanta|from (downtown )?Atlanta|del centro de Atlanta|de Atlanta, en Atlanta|in Atlanta, in Atlanta|drive (north|from)/i
    for (const language of ['en', 'es'] as const) {
      expect(
        starterTexts(IN_ATLANTA, language).filter((text) => wrong.test(text)),
        language,
      ).toEqual([])
    }
  })

  it('of a studio near Atlanta still quote the drive from downtown', () => {
    expect(starterTexts(DEFAULT_STUDIO, 'en').filter((text) => text.includes('about 45 minutes from downtown Atlanta')).length).toBeGreaterThan(5)
    expect(starterTexts(DEFAULT_STUDIO, 'es').filter((text) => text.includes('a unos 45 minutos del centro de Atlanta')).length).toBeGreaterThan(5)
  })
})
