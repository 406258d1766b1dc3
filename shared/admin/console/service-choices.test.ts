import { describe, expect, it } from 'vitest'
import type { StudioService } from '#shared/schema/service.ts'
import { serviceChoiceLabel, serviceChoices } from './service-choices.ts'

const service = (slug: string, en: string, hidden = false) => ({ slug, name: { en, es: `${en} (es)` }, hidden }) as StudioService
const SERVICES = [service('microblading', 'Microblading'), service('lash-tint', 'Lash Tint'), service('correction', 'Correction', true)]
const options = { extra: [['consultation', 'Consultation']] as const, hidden: (name: string) => `${name} (hidden)` }

describe('a service picker’s choices', () => {
  it('are the studio’s services in its order by name, a hidden one marked, then what is not a service', () => {
    expect(serviceChoices(SERVICES, options)).toEqual([
      ['microblading', 'Microblading'],
      ['lash-tint', 'Lash Tint'],
      ['correction', 'Correction (hidden)'],
      ['consultation', 'Consultation'],
    ])
    expect(serviceChoices([{ ...service('lash-lift', ''), name: { en: '', es: 'Lifting de pestañas' } }], options)[0]).toEqual([
      'lash-lift',
      'Lifting de pestañas',
    ])
  })

  it('name the services in the Spanish console by their Spanish names, else the English ones', () => {
    const spanish = serviceChoices([...SERVICES, { ...service('lash-lift', 'Lash Lift'), name: { en: 'Lash Lift', es: '' } }], { ...options, language: 'es' })
    expect(spanish.map(([, label]) => label)).toEqual(['Microblading (es)', 'Lash Tint (es)', 'Correction (es) (hidden)', 'Lash Lift', 'Consultation'])
  })

  it('keep a record’s service the studio no longer has, by its slug, and only the extras while the services load', () => {
    expect(serviceChoices(SERVICES, { ...options, current: 'brow-henna' }).at(-1)).toEqual(['brow-henna', 'brow-henna'])
    expect(serviceChoices(SERVICES, { ...options, current: 'lash-tint' })).toHaveLength(4)
    expect(serviceChoices(undefined, { ...options, current: 'microblading' })).toEqual([
      ['consultation', 'Consultation'],
      ['microblading', 'microblading'],
    ])
  })

  it('name a stored value as the picker does, or by itself', () => {
    const choices = serviceChoices(SERVICES, options)
    expect(serviceChoiceLabel(choices, 'correction')).toBe('Correction (hidden)')
    expect(serviceChoiceLabel(choices, 'brow-henna')).toBe('brow-henna')
  })
})
