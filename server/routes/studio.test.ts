import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { StudioSettings, StudioSettingsInput } from '#shared/schema/studio.ts'
import { OWNER_ONLY } from '../security/session.ts'
import { ADMIN, Client, firstSignIn, startTestServer, type TestServer } from '../testing/test-server.ts'
import { imageForm, phoneJpeg } from '../testing/test-images.ts'

let server: TestServer
let owner: Client

let address = 0
const fresh = () => ({ 'x-forwarded-for': `10.14.${Math.floor(++address / 250)}.${address % 250}` })

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' })
  owner = new Client(server.url)
  await owner.post('/api/admin/login', ADMIN, fresh())
})
afterAll(() => server.destroy())

async function stored(): Promise<StudioSettings> {
  return (await new Client(server.url).get('/api/studio')).json as StudioSettings
}

async function input(): Promise<StudioSettingsInput> {
  const { updatedAt: _, ...settings } = await stored()
  return settings
}

describe('studio settings', () => {
  it('start from the first-run defaults, which anyone may read', async () => {
    const answer = await new Client(server.url).get('/api/studio')
    expect(answer.status).toBe(200)
    const { updatedAt, ...settings } = answer.json as StudioSettings
    expect(settings).toEqual(DEFAULT_STUDIO)
    expect(Date.parse(updatedAt)).toBeGreaterThan(0)
  })

  it('are changed by the owner only: 401 without a session, 403 for an editor', async () => {
    expect((await new Client(server.url).put('/api/admin/studio', await input())).status).toBe(401)
    const created = await owner.post('/api/admin/accounts', { username: 'studio-editor', displayName: 'Ana', role: 'editor' })
    expect(created.status, created.text).toBe(201)
    const editor = new Client(server.url)
    await firstSignIn(editor, 'studio-editor', (created.json as { temporaryPassword: string }).temporaryPassword, fresh())
    const refused = await editor.put('/api/admin/studio', { ...(await input()), phone: '(404) 555-0100' })
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual({ error: OWNER_ONLY })
    expect((await stored()).phone).toBe(DEFAULT_STUDIO.phone)
  })

  it('refuse each bad value with its field named, and change nothing', async () => {
    const before = await stored()
    const good = await input()
    const bad = {
      ...good,
      phone: '555-01',
      chat: { ...good.chat, greeting: { en: 'Hi', es: '' } },
      address: { ...good.address, mapUrl: 'javascript:alert(1)' },
      hours: [
        { days: ['Monday'], opens: '9am', closes: '18:00' },
        { days: ['Tuesday'], opens: '18:00', closes: '09:00' },
      ],
      booking: { ...good.booking, url: 'http://booking.example.com/studio', services: { microblading: 'https://user:pass@booking.example.com/x' } },
      prices: { ...good.prices, microblading: '370', touchUp: -5 },
      team: [{ ...good.team[0]!, name: '' }],
    }
    const answer = await owner.put('/api/admin/studio', bad)
    expect(answer.status).toBe(400)
    const { fields } = answer.json as { fields: Record<string, string> }
    expect(Object.keys(fields).sort()).toEqual(
      [
        'address.mapUrl',
        'booking.services.microblading',
        'booking.url',
        'chat.greeting.es',
        'hours.0.opens',
        'hours.1.closes',
        'phone',
        'prices.microblading',
        'prices.touchUp',
        'team.0.name',
      ].sort(),
    )
    expect(fields['hours.1.closes']).toBe('Closing time must be after opening time')
    expect(fields.phone).toMatch(/phone number/)
    expect(await stored()).toEqual(before)
  })

  it('refuse a team without artists, a day listed twice, and a headshot that is not in the media library', async () => {
    const good = await input()
    const noTeam = await owner.put('/api/admin/studio', { ...good, team: [] })
    expect((noTeam.json as { fields: Record<string, string> }).fields).toEqual({ team: 'The team needs at least one artist' })
    const twice = await owner.put('/api/admin/studio', { ...good, hours: [...good.hours, { days: ['Monday'], opens: '10:00', closes: '12:00' }] })
    expect((twice.json as { fields: Record<string, string> }).fields).toEqual({ hours: 'A day appears in two lines of the opening hours' })
    const headshot = { image: '/uploads/not-there.jpg', alt: { en: 'Daniela', es: 'Daniela' } }
    const missing = await owner.put('/api/admin/studio', { ...good, team: [{ ...good.team[0]!, headshot }] })
    expect(missing.status).toBe(400)
    expect((missing.json as { fields: Record<string, string> }).fields).toEqual({ 'team.0.headshot.image': 'This image is no longer in the media library' })
  })

  it('refuse a save based on an older version with 409 naming the newer one, and change nothing', async () => {
    const { updatedAt: loaded, ...settings } = await stored()
    // Two tabs loaded the same version; the first save wins.
    const first = await owner.put('/api/admin/studio', { ...settings, phone: '(404) 555-0101', updatedAt: loaded })
    expect(first.status, first.text).toBe(200)
    const newer = (first.json as StudioSettings).updatedAt
    expect(newer > loaded).toBe(true)
    const audit = (await owner.get('/api/admin/audit')).json as unknown[]

    const stale = await owner.put('/api/admin/studio', { ...settings, shortName: 'Stale Studio', updatedAt: loaded })
    expect(stale.status).toBe(409)
    expect(stale.json).toEqual({
      error: 'The studio settings were changed by someone else since you opened them',
      fields: { updatedAt: newer, savedBy: 'admin' },
    })
    expect(await stored()).toEqual(first.json)
    expect((await owner.get('/api/admin/audit')).json).toEqual(audit)

    // Saved again on the newer version, it goes through; a client that sends no version (an older one) saves as before.
    const again = await owner.put('/api/admin/studio', { ...settings, phone: '(404) 555-0101', shortName: 'Belleza', updatedAt: newer })
    expect(again.status, again.text).toBe(200)
    const unversioned = await owner.put('/api/admin/studio', settings)
    expect(unversioned.status, unversioned.text).toBe(200)
    expect(await stored()).toEqual({ ...settings, updatedAt: (unversioned.json as StudioSettings).updatedAt })
  })

  it('save whole, survive a restart, and keep a headshot in the media library while it is used', async () => {
    const upload = await owner.post('/api/upload/image', imageForm(await phoneJpeg(), 'daniela.jpg', 'image/jpeg'))
    expect(upload.status, upload.text).toBe(201)
    const { imageUrl } = upload.json as { imageUrl: string }
    const good = await input()
    const changed: StudioSettingsInput = {
      ...good,
      phone: '+52 55 1234 5678',
      hours: [{ days: ['Tuesday', 'Saturday'], opens: '10:00', closes: '19:30' }],
      team: [{ ...good.team[0]!, headshot: { image: imageUrl, alt: { en: 'Daniela at the studio', es: 'Daniela en el estudio' } } }],
    }
    const saved = await owner.put('/api/admin/studio', changed)
    expect(saved.status, saved.text).toBe(200)
    const { updatedAt, ...settings } = saved.json as StudioSettings
    expect(settings).toEqual(changed)

    const name = imageUrl.replace('/uploads/', '')
    const used = await owner.delete(`/api/admin/images/${name}`)
    expect(used.status).toBe(409)
    expect(JSON.stringify(used.json)).toContain('Headshot of Daniela Reyes')

    await server.close()
    server = await startTestServer({ TRUST_PROXY: 'loopback' }, server.dataDir)
    owner = new Client(server.url)
    await owner.post('/api/admin/login', ADMIN, fresh())
    expect(await stored()).toEqual({ ...changed, updatedAt })
  })
  it('read a db.json from before the county and the drive from Atlanta were settings with the first-run values, and refuse a save without them', async () => {
    await server.close()
    const file = join(server.dataDir, 'db.json')
    const data = JSON.parse(await readFile(file, 'utf8')) as { studio: { address: Record<string, unknown> } }
    delete data.studio.address.county
    delete data.studio.address.minutesFromAtlanta
    await writeFile(file, JSON.stringify(data))
    server = await startTestServer({ TRUST_PROXY: 'loopback' }, server.dataDir)
    owner = new Client(server.url)
    await owner.post('/api/admin/login', ADMIN, fresh())

    const { address } = await stored()
    expect(address.county).toBe(DEFAULT_STUDIO.address.county)
    expect(address.minutesFromAtlanta).toBe(DEFAULT_STUDIO.address.minutesFromAtlanta)
    // A console that does not know the new fields is told, rather than resetting the owner's county.
    const good = await input()
    const { county: _county, minutesFromAtlanta: _minutes, ...older } = good.address
    const refused = await owner.put('/api/admin/studio', { ...good, address: older })
    expect(refused.status).toBe(400)
    expect(Object.keys((refused.json as { fields: Record<string, string> }).fields).sort()).toEqual(['address.county', 'address.minutesFromAtlanta'])
    const saved = await owner.put('/api/admin/studio', { ...good, address: { ...good.address, county: 'Cobb County', minutesFromAtlanta: 25 } })
    expect(saved.status, saved.text).toBe(200)
    expect((await stored()).address).toMatchObject({ county: 'Cobb County', minutesFromAtlanta: 25 })
  })

  it('read settings from before Book Now had a choice as leading to the booking page, and refuse a save without the choice', async () => {
    await server.close()
    const file = join(server.dataDir, 'db.json')
    const data = JSON.parse(await readFile(file, 'utf8')) as { studio: { booking: Record<string, unknown> } }
    delete data.studio.booking.bookNowOpens
    await writeFile(file, JSON.stringify(data))
    server = await startTestServer({ TRUST_PROXY: 'loopback' }, server.dataDir)
    owner = new Client(server.url)
    await owner.post('/api/admin/login', ADMIN, fresh())

    expect((await stored()).booking.bookNowOpens).toBe('page')
    const good = await input()
    const { bookNowOpens: _choice, ...older } = good.booking
    const refused = await owner.put('/api/admin/studio', { ...good, booking: older })
    expect(refused.status).toBe(400)
    expect(Object.keys((refused.json as { fields: Record<string, string> }).fields)).toEqual(['booking.bookNowOpens'])
    const wrong = await owner.put('/api/admin/studio', { ...good, booking: { ...good.booking, bookNowOpens: 'somewhere' } })
    expect((wrong.json as { fields: Record<string, string> }).fields).toEqual({ 'booking.bookNowOpens': 'Choose where Book Now leads' })
    const saved = await owner.put('/api/admin/studio', { ...good, booking: { ...good.booking, bookNowOpens: 'platform' } })
    expect(saved.status, saved.text).toBe(200)
    expect((await stored()).booking.bookNowOpens).toBe('platform')
  })
})
