import { describe, expect, it } from 'vitest'
import { OWNER_FIX_SECTIONS, launchFixPlace } from './launch-fix.ts'
import { FEATURES } from '../features.ts'
import { createConsoleI18n } from '../i18n/console-i18n.ts'
import type { SectionId } from '../features.ts'

/** The sections' English names, as the console's catalogue has them. */
const englishSection = (id: SectionId) => createConsoleI18n('en').t(`sections.${id}`, { ns: 'shell' })

describe('where a checklist item is fixed', () => {
  it('a Settings field: its tab’s address with the input’s id, for the owner only', () => {
    expect(launchFixPlace({ kind: 'settings', tab: 'studio', field: 'embeds.instagram' }, englishSection).to).toBe('/settings/studio#settings-embeds-instagram')
    expect(launchFixPlace({ kind: 'settings', tab: 'studio', field: 'booking.services.lipBlushing' }, englishSection)).toEqual({
      to: '/settings/studio#settings-booking-services-lipBlushing',
      place: 'Settings → Studio',
      ownerOnly: true,
    })
    expect(launchFixPlace({ kind: 'settings', tab: 'policies', field: 'policies.deposit.en' }, englishSection).to).toBe(
      '/settings/policies#settings-policies-deposit-en',
    )
  })

  it('an artist’s field: the Team tab at that artist’s input', () => {
    expect(launchFixPlace({ kind: 'settings', tab: 'team', member: 'camila-ortiz', field: 'headshot.image' }, englishSection).to).toBe(
      '/settings/team#settings-team-camila-ortiz-headshot-image',
    )
  })

  it('a page’s texts and a section: their addresses, the owner’s where only the owner changes them', () => {
    expect(launchFixPlace({ kind: 'page', page: 'site' }, englishSection)).toEqual({ to: '/pages/site', place: 'Pages → Header & footer', ownerOnly: true })
    // A page's text: the editor at that text's input (page-fields.tsx's ids).
    expect(launchFixPlace({ kind: 'page', page: 'pricing', field: 'es.payment.items.financing.text' }, englishSection).to).toBe(
      '/pages/pricing#page-es.payment.items.financing.text',
    )
    expect(launchFixPlace({ kind: 'section', section: 'gallery' }, englishSection)).toEqual({ to: '/gallery', place: 'Gallery', ownerOnly: false })
    expect(launchFixPlace({ kind: 'section', section: 'reviews' }, englishSection)).toMatchObject({ to: '/reviews', ownerOnly: true })
  })

  it('says a section is the owner’s exactly when its console section is hidden from editors', () => {
    for (const [section, ownerOnly] of Object.entries(OWNER_FIX_SECTIONS)) {
      const feature = FEATURES.find((candidate) => candidate.id === section)!
      expect('ownerOnly' in feature && feature.ownerOnly === true, section).toBe(ownerOnly)
    }
  })
})
