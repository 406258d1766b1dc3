import { describe, expect, it } from 'vitest'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { StudioSettingsInput } from '#shared/schema/studio.ts'
import {
  bioParagraphs,
  fieldKeyOf,
  fieldLabelOf,
  newHoursRow,
  newMember,
  newMemberId,
  normalizeBio,
  settingsCandidate,
  settingsToValues,
  specialtiesToText,
  tabChanged,
  tabErrors,
  textToSpecialties,
  validateSettings,
  withTab,
  type SettingsFormValues,
} from './studio-settings-form.ts'

const stored: StudioSettingsInput = structuredClone(DEFAULT_STUDIO)

function saved(tab: 'studio' | 'team' | 'policies', values: SettingsFormValues): StudioSettingsInput {
  const result = validateSettings(settingsCandidate(tab, stored, values))
  if (!result.ok) throw new Error(JSON.stringify(result.problems))
  return result.input
}

describe('the studio settings form', () => {
  it('gives back the stored settings unchanged when nothing was edited, whichever tab is saved', () => {
    const values = settingsToValues(stored)
    for (const tab of ['studio', 'team', 'policies'] as const) {
      expect(saved(tab, values)).toEqual(stored)
      expect(tabChanged(tab, values, settingsToValues(stored))).toBe(false)
    }
  })

  it('keeps numbers as typed and sends them as numbers', () => {
    const values = settingsToValues(stored)
    expect(values.studio['prices.courseTo']).toBe(String(stored.prices.courseTo))
    values.studio['prices.courseTo'] = ' 4200 '
    values.studio['stats.reviewsStars'] = '4.9'
    values.studio['address.country'] = 'us'
    const input = saved('studio', values)
    expect(input.prices.courseTo).toBe(4200)
    expect(input.stats.reviewsStars).toBe(4.9)
    expect(input.address.country).toBe('US')
  })

  it('offers no per-service price or booking link (they are the services’), and sends the stored ones unchanged', () => {
    const withLinks = { ...stored, booking: { ...stored.booking, services: { lipBlushing: 'https://booking.example.com/belleza-studio/lips' } } }
    const values = settingsToValues(withLinks)
    expect(Object.keys(values.studio).filter((key) => key.startsWith('booking.services') || /^prices\.(?!course)/.test(key))).toEqual([])
    values.studio.phone = '(770) 555-0199'
    const input = validateSettings(settingsCandidate('studio', withLinks, values))
    expect(input.ok && input.input.booking.services).toEqual(withLinks.booking.services)
    expect(input.ok && input.input.prices).toEqual(stored.prices)
  })

  it('edits the county and the drive from Atlanta with the address; an empty county or drive is refused by name', () => {
    const values = settingsToValues(stored)
    expect(values.studio['address.county']).toBe('Hall County')
    expect(values.studio['address.minutesFromAtlanta']).toBe('45')
    values.studio['address.city'] = 'Marietta'
    values.studio['address.county'] = ' Cobb County '
    values.studio['address.minutesFromAtlanta'] = '25'
    expect(saved('studio', values).address).toMatchObject({ city: 'Marietta', county: 'Cobb County', minutesFromAtlanta: 25 })

    values.studio['address.county'] = ' '
    values.studio['address.minutesFromAtlanta'] = ''
    const refused = validateSettings(settingsCandidate('studio', stored, values))
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.problems['address.county']).toBe('County is required')
    expect(refused.problems['address.minutesFromAtlanta']).toMatch(/^Minutes from downtown: /)
    expect(fieldLabelOf('address.county', values)).toBe('County')
  })

  it('moves the studio into its metro area: "in" keeps the stored drive it no longer shows, "a drive from" sends the typed one', () => {
    const values = settingsToValues(stored)
    expect(values.studio['address.metro']).toBe('Atlanta')
    expect(values.studio['address.metroRelation']).toBe('near')
    values.studio['address.city'] = 'Atlanta'
    values.studio['address.metroRelation'] = 'in'
    // Typed before the choice hid it: not sent, and not refused.
    values.studio['address.minutesFromAtlanta'] = ''
    expect(saved('studio', values).address).toMatchObject({ city: 'Atlanta', metro: 'Atlanta', metroRelation: 'in', minutesFromAtlanta: 45 })
    expect(tabChanged('studio', values, settingsToValues(stored))).toBe(true)

    values.studio['address.metroRelation'] = 'near'
    values.studio['address.minutesFromAtlanta'] = '10'
    values.studio['address.metro'] = ' Charlotte '
    expect(saved('studio', values).address).toMatchObject({ metro: 'Charlotte', metroRelation: 'near', minutesFromAtlanta: 10 })
  })

  it('refuses a settings save without the metro area or its relation, by name, in the form’s words', () => {
    const values = settingsToValues(stored)
    values.studio['address.metro'] = ' '
    values.studio['address.metroRelation'] = ''
    const refused = validateSettings(settingsCandidate('studio', stored, values))
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.problems['address.metro']).toBe('Metro area is required')
    expect(refused.problems['address.metroRelation']).toBe('Choose whether the studio is in the metro area or a drive from it')
    const { errors, labels } = tabErrors('studio', refused.problems, values)
    expect(errors['address-metroRelation']).toBe('Choose whether the studio is in the metro area or a drive from it')
    expect(labels['address-metroRelation']).toBe('Where the studio is')
    expect(fieldKeyOf('address.metroRelation', values)).toBe('address-metroRelation')
  })

  it('sends opening hours with the days in the week’s order', () => {
    const values = settingsToValues(stored)
    values.hours = [{ ...newHoursRow('new-1'), days: ['Saturday', 'Monday'], opens: '10:00', closes: '14:00' }]
    expect(saved('studio', values).hours).toEqual([{ days: ['Monday', 'Saturday'], opens: '10:00', closes: '14:00' }])
  })

  it('saves only the tab’s own part over the stored settings', () => {
    const values = settingsToValues(stored)
    values.studio.phone = '(404) 555-0199'
    values.policies['policies.deposit.en'] = 'A $50 deposit secures your appointment.'
    const policies = saved('policies', values)
    expect(policies.phone).toBe(stored.phone)
    expect(policies.policies.deposit.en).toBe('A $50 deposit secures your appointment.')
    expect(tabChanged('studio', values, settingsToValues(stored))).toBe(true)
    expect(tabChanged('team', values, settingsToValues(stored))).toBe(false)
    // Discarding a tab's changes takes its part from the stored values again.
    expect(tabChanged('studio', withTab('studio', values, settingsToValues(stored)), settingsToValues(stored))).toBe(false)
  })
})

describe('specialties and bios', () => {
  it('reads specialties one per line, or separated by commas on one line', () => {
    expect(textToSpecialties('Microblading\n  Ombre brows \n\nLip blushing\n')).toEqual(['Microblading', 'Ombre brows', 'Lip blushing'])
    expect(textToSpecialties('Microblading, Ombre brows ,, Lip blushing')).toEqual(['Microblading', 'Ombre brows', 'Lip blushing'])
    // On separate lines a comma belongs to the specialty.
    expect(textToSpecialties('Brows, lips and lashes\nTraining')).toEqual(['Brows, lips and lashes', 'Training'])
    expect(textToSpecialties('  \n ')).toEqual([])
    const list = ['Correction of previous work', 'Training & mentoring']
    expect(textToSpecialties(specialtiesToText(list))).toEqual(list)
  })

  it('splits a bio into paragraphs at blank lines and stores it with exactly one between them', () => {
    const typed = '  First paragraph,\nsame paragraph.\r\n\r\n\n  \nSecond one.  \n \n'
    expect(bioParagraphs(typed)).toEqual(['First paragraph,\nsame paragraph.', 'Second one.'])
    expect(normalizeBio(typed)).toBe('First paragraph,\nsame paragraph.\n\nSecond one.')
    expect(bioParagraphs('')).toEqual([])
  })
})

describe('the team', () => {
  it('turns the form’s artist into the stored member: bio, specialties and headshot', () => {
    const values = settingsToValues(stored)
    const camila = values.team[1]!
    expect(camila.fields['specialties.en']).toBe('Lip blushing\nMicroshading\nLash lift\nBrow lamination')
    camila.fields['bio.en'] = 'One.\n\n\nTwo.'
    camila.fields['specialties.es'] = 'Lip blushing, Microshading'
    camila.fields['headshot.image'] = '/uploads/abc123.webp'
    camila.fields['headshot.alt.en'] = 'Camila smiling in the studio'
    camila.fields['headshot.alt.es'] = 'Camila sonriendo en el estudio'
    const member = saved('team', values).team[1]!
    expect(member).toMatchObject({
      id: 'camila-ortiz',
      bio: { en: 'One.\n\nTwo.' },
      specialties: { es: ['Lip blushing', 'Microshading'] },
      headshot: { image: '/uploads/abc123.webp', alt: { en: 'Camila smiling in the studio', es: 'Camila sonriendo en el estudio' } },
    })
    // Removing the headshot stores none, whatever descriptions were typed.
    camila.fields['headshot.image'] = ''
    expect(saved('team', values).team[1]!.headshot).toBeNull()
  })

  it('gives a new artist an id from the name with a short random part, unlike any other', () => {
    const taken = new Set(['ana-lopez-aaaa'])
    const answers = ['aaaa', 'bbbb']
    expect(newMemberId('Ana López', taken, () => answers.shift()!)).toBe('ana-lopez-bbbb')
    expect(newMemberId('  ', new Set(), () => 'x1y2')).toBe('artist-x1y2')

    const values = settingsToValues(stored)
    const ana = newMember('new-1')
    Object.assign(ana.fields, {
      name: 'Ana López',
      'role.en': 'Artist',
      'role.es': 'Artista',
      'bio.en': 'Ana joined in 2024.',
      'bio.es': 'Ana llegó en 2024.',
    })
    values.team.push(ana)
    const team = saved('team', values).team
    expect(team[2]!.id).toMatch(/^ana-lopez-[a-z0-9]{1,4}$/)
    expect(team.map((member) => member.id).slice(0, 2)).toEqual(['daniela-reyes', 'camila-ortiz'])
  })
})

describe('problems on their inputs', () => {
  it('puts the schema’s problems on the inputs of the tab being saved, named for the error summary', () => {
    const values = settingsToValues(stored)
    values.studio.phone = 'call us'
    values.studio['booking.url'] = 'http://booking.example.com/belleza-studio'
    values.studio['address.geo.latitude'] = '120'
    values.studio['prices.courseFrom'] = ''
    values.hours[0]!.closes = '08:00'
    const result = validateSettings(settingsCandidate('studio', stored, values))
    expect(result.ok).toBe(false)
    if (result.ok) return
    const { errors, labels } = tabErrors('studio', result.problems, values)
    expect(errors).toMatchObject({
      phone: 'Enter a phone number such as (770) 555-0142 or +52 55 1234 5678',
      'booking-url': 'Enter a full https:// address',
      'address-geo-latitude': 'Latitude is too high',
      'prices-courseFrom': 'Course (from): enter a price in dollars',
      'hours-line-0-closes': 'Closing time must be after opening time',
    })
    expect(labels).toMatchObject({ 'booking-url': 'Booking URL', 'hours-line-0-closes': 'Opening hours, line 1: closes' })
  })

  it('maps the server’s dotted paths by the rows that were sent, artists by their key', () => {
    const values = settingsToValues(stored)
    values.team.reverse()
    expect(fieldKeyOf('team.1.bio.es', values)).toBe('team-daniela-reyes-bio-es')
    expect(fieldKeyOf('team.0.headshot.image', values)).toBe('team-camila-ortiz-headshot-image')
    expect(fieldKeyOf('team.0.specialties.en.3', values)).toBe('team-camila-ortiz-specialties-en')
    expect(fieldKeyOf('team.0.id', values)).toBe('team-camila-ortiz')
    expect(fieldKeyOf('hours.1.days', values)).toBe('hours-line-1-days')
    expect(fieldKeyOf('hours', values)).toBe('hours')
    expect(fieldKeyOf('booking.services.microblading', values)).toBe('booking-services-microblading')
    expect(fieldLabelOf('team.1.bio.es', values)).toBe('Daniela Reyes: Bio (Spanish)')
    expect(fieldLabelOf('booking.services.touchUp', values)).toBe('Booking addresses')

    const { errors, labels } = tabErrors('team', { 'team.0.headshot.image': 'This image is no longer in the media library', phone: 'Bad' }, values)
    expect(errors).toEqual({
      'team-camila-ortiz-headshot-image': 'This image is no longer in the media library',
      'other-phone': 'Studio tab, Phone: Bad',
    })
    expect(labels).toEqual({ 'team-camila-ortiz-headshot-image': 'Camila Ortiz: Headshot' })
  })

  it('asks for the headshot’s descriptions once a headshot is chosen', () => {
    const values = settingsToValues(stored)
    values.team[0]!.fields['headshot.image'] = '/uploads/abc123.webp'
    const result = validateSettings(settingsCandidate('team', stored, values))
    expect(result.ok || tabErrors('team', result.problems, values).errors).toEqual({
      'team-daniela-reyes-headshot-alt-en': 'Headshot description (English) is required',
      'team-daniela-reyes-headshot-alt-es': 'Headshot description (Spanish) is required',
    })
  })
})
