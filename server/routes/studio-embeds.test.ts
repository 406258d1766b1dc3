import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { StudioSettings, StudioSettingsInput } from '#shared/schema/studio.ts'
import { ADMIN, Client, startTestServer, type TestServer } from '../testing/test-server.ts'

let server: TestServer
let owner: Client

async function start(dataDir?: string) {
  server = await startTestServer({}, dataDir)
  owner = new Client(server.url)
  await owner.post('/api/admin/login', ADMIN)
}
beforeAll(() => start())
afterAll(() => server.destroy())

const stored = async () => (await new Client(server.url).get('/api/studio')).json as StudioSettings
async function input(): Promise<StudioSettingsInput> {
  const { updatedAt: _, ...settings } = await stored()
  return settings
}
const fieldsOf = (answer: { json: unknown }) => (answer.json as { fields: Record<string, string> }).fields

const INSTAGRAM = 'https://www.instagram.com/lumiere.brows/embed'
const FACEBOOK = 'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Flumiere.brows&tabs=timeline'

describe('the portfolio feeds and the parking in Settings', () => {
  it('start as the site showed them before they were settings', async () => {
    const settings = await stored()
    expect(settings.embeds).toEqual(DEFAULT_STUDIO.embeds)
    expect(settings.freeParking).toBe(true)
  })

  it('save the studio’s feed addresses, an empty one (no feed) and the parking', async () => {
    const saved = await owner.put('/api/admin/studio', { ...(await input()), embeds: { instagram: ` ${INSTAGRAM} `, facebook: '' }, freeParking: false })
    expect(saved.status, saved.text).toBe(200)
    expect(await stored()).toMatchObject({ embeds: { instagram: INSTAGRAM, facebook: '' }, freeParking: false })
    const again = await owner.put('/api/admin/studio', { ...(await input()), embeds: { instagram: '', facebook: FACEBOOK } })
    expect(again.status, again.text).toBe(200)
    expect((await stored()).embeds).toEqual({ instagram: '', facebook: FACEBOOK })
  })

  it('refuse a feed on another host than the network’s own (the only frames the site allows) with 400 naming the field', async () => {
    const before = await stored()
    const good = await input()
    for (const [embeds, field] of [
      [{ ...good.embeds, instagram: 'https://evil.example/embed' }, 'embeds.instagram'],
      [{ ...good.embeds, instagram: 'http://www.instagram.com/lumiere.brows/embed' }, 'embeds.instagram'],
      [{ ...good.embeds, instagram: 'https://instagram.com.evil.example/embed' }, 'embeds.instagram'],
      [{ ...good.embeds, facebook: INSTAGRAM }, 'embeds.facebook'],
      [{ ...good.embeds, facebook: 'javascript:alert(1)' }, 'embeds.facebook'],
    ] as const) {
      const refused = await owner.put('/api/admin/studio', { ...good, embeds })
      expect(refused.status).toBe(400)
      expect(Object.keys(fieldsOf(refused))).toEqual([field])
    }
    const refused = await owner.put('/api/admin/studio', { ...good, embeds: { ...good.embeds, instagram: 'https://www.youtube.com/embed/x' } })
    expect(fieldsOf(refused)).toEqual({ 'embeds.instagram': 'Instagram feed: paste Instagram’s embed address, starting with https://www.instagram.com/' })
    expect(await stored()).toEqual(before)
  })

  it('read a db.json from before the feeds and the parking were settings with the values the site showed, and refuse a save without them', async () => {
    await server.close()
    const file = join(server.dataDir, 'db.json')
    const data = JSON.parse(await readFile(file, 'utf8')) as { studio: Record<string, unknown> }
    delete data.studio.embeds
    delete data.studio.freeParking
    await writeFile(file, JSON.stringify(data))
    await start(server.dataDir)

    const settings = await stored()
    expect(settings.embeds).toEqual(DEFAULT_STUDIO.embeds)
    expect(settings.freeParking).toBe(DEFAULT_STUDIO.freeParking)
    // Still the sample's accounts: the checklist lists both.
    const checklist = (await owner.get('/api/admin/launch-checklist')).json as { items: Array<{ id: string }> }
    expect(checklist.items.map((item) => item.id)).toEqual(expect.arrayContaining(['example-embeds.instagram', 'example-embeds.facebook']))
    // A console that does not know the fields is told, rather than dropping the owner's feeds.
    const { embeds: _embeds, freeParking: _parking, ...older } = await input()
    const refused = await owner.put('/api/admin/studio', older)
    expect(refused.status).toBe(400)
    expect(Object.keys(fieldsOf(refused)).sort()).toEqual(['embeds', 'freeParking'])
  })
})
