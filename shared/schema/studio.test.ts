import { describe, expect, it } from 'vitest'
import { DEFAULT_STUDIO } from '../content/studio.ts'
import { StudioSettingsInputSchema, StudioSettingsSchema } from './studio.ts'

describe('the metro area in the studio’s settings', () => {
  it('reads settings stored before it was a setting as a drive from Atlanta, as the pages said then', () => {
    const { metro: _metro, metroRelation: _relation, ...older } = DEFAULT_STUDIO.address
    const stored = StudioSettingsSchema.parse({ ...DEFAULT_STUDIO, address: older, updatedAt: '2025-01-01T00:00:00.000Z' })
    expect(stored.address).toMatchObject({ metro: 'Atlanta', metroRelation: 'near', minutesFromAtlanta: 45 })
  })

  it('refuses a save without the metro area or its relation, each by name', () => {
    const { metro: _metro, metroRelation: _relation, ...older } = DEFAULT_STUDIO.address
    const refused = StudioSettingsInputSchema.safeParse({ ...DEFAULT_STUDIO, address: { ...older, metro: ' ', metroRelation: 'downtown' } })
    expect(refused.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['address.metro', 'Metro area is required'],
      ['address.metroRelation', 'Choose whether the studio is in the metro area or a drive from it'],
    ])
  })

  it('takes a studio in the metro area, keeping its drive for when it moves out again', () => {
    const moved = StudioSettingsInputSchema.parse({ ...DEFAULT_STUDIO, address: { ...DEFAULT_STUDIO.address, city: 'Atlanta', metroRelation: 'in' } })
    expect(moved.address).toMatchObject({ city: 'Atlanta', metro: 'Atlanta', metroRelation: 'in', minutesFromAtlanta: 45 })
  })
})
