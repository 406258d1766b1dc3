import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { StudioSettings, StudioSettingsInput } from '#shared/schema/studio.ts'
import { createBridgeHandlers } from '../../desktop/bridge/dispatch.ts'
import { createCookieJarFetch } from '../../desktop/core/cookie-jar-fetch.ts'
import { createDesktopCore } from '../../desktop/core/desktop-core.ts'
import { ADMIN, ALL_PAGES, FRESH_CONNECTIONS } from './helpers.ts'
import { startOwnServer } from './admin-helpers.ts'

// The owner changes the studio's facts in the admin and every page follows at once, in both languages and
// in the structured data, without a rebuild. These tests change what every page shows, so they run on a server of
// their own (one at a time: the second test starts from the first one's settings).
test.describe.configure({ mode: 'serial' })

let server: Awaited<ReturnType<typeof startOwnServer>>
let api: APIRequestContext

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  const signedIn = await api.post('/api/admin/login', { data: ADMIN })
  expect(signedIn.status()).toBe(200)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

/** Every JSON-LD object of a page, `@graph`s flattened. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as Record<string, unknown>
    return Array.isArray(data['@graph']) ? (data['@graph'] as Array<Record<string, unknown>>) : [data]
  })
}

async function html(path: string): Promise<string> {
  const answer = await api.fetch(path, { headers: { cookie: '' } })
  expect(answer.status(), path).toBe(200)
  return answer.text()
}

async function current(): Promise<StudioSettings> {
  return (await api.get('/api/studio')).json()
}

function changed(settings: StudioSettingsInput, phone: string, artistName: string, license: string): StudioSettingsInput {
  const [founder, second, ...rest] = settings.team
  return {
    ...settings,
    phone,
    booking: { ...settings.booking, url: 'https://book.example.org/new-studio', services: { lipBlushing: 'https://book.example.org/new-studio/lips' } },
    team: [founder!, { ...second!, name: artistName, license }, ...rest],
  }
}

test('a new phone, booking address and artist appear on every page in both languages and in the JSON-LD, without a rebuild', async () => {
  // It renders every page twice on a fresh server, one after another: 6 s on a quiet machine, and past the usual 30 s
  // on a 2-core machine running other suites besides this one (seen once).
  test.slow()
  const { updatedAt: _, ...before } = await current()
  expect(before.phone).toBe(DEFAULT_STUDIO.phone)
  // Every page is rendered once before the change, so a page kept from before it would show here.
  for (const { url } of ALL_PAGES) expect(await html(url)).toContain(DEFAULT_STUDIO.phone)

  const saved = await api.put('/api/admin/studio', { data: changed(before, '(404) 555-0199', 'Lucía Fernández', 'PMU-2468') })
  expect(saved.status()).toBe(200)

  for (const { url, language } of ALL_PAGES) {
    const page = await html(url)
    // The footer of every page: the number people see and the one their phone dials.
    expect(page, url).toContain('(404) 555-0199')
    expect(page, url).toContain('href="tel:+14045550199"')
    expect(page, url).not.toContain(DEFAULT_STUDIO.phone)
    expect(page, url).not.toContain('+17705550142')
    expect(page, `${url} lang`).toContain(`<html lang="${language}"`)
  }
  for (const url of ['/booking', '/es/booking']) {
    const page = await html(url)
    expect(page, url).toContain('href="https://book.example.org/new-studio"')
    expect(page, url).not.toContain(DEFAULT_STUDIO.booking.url)
  }
  for (const url of ['/artists', '/es/artists']) {
    const page = await html(url)
    expect(page, url).toContain('Lucía Fernández')
    expect(page, url).toContain('PMU-2468')
    expect(page, url).not.toContain(DEFAULT_STUDIO.team[1]!.name)
    const people = jsonLd(page).filter((data) => data['@type'] === 'Person')
    expect(people.map((person) => person.name)).toEqual([DEFAULT_STUDIO.team[0]!.name, 'Lucía Fernández'])
  }
  // The catalogues name the artists too ("Meet Daniela Reyes and Lucía Fernández").
  expect(await html('/faq')).toContain('Daniela Reyes and Lucía Fernández')
  expect(await html('/es/faq')).toContain('Daniela Reyes y Lucía Fernández')

  for (const url of ['/', '/es', '/microblading-atlanta-location', '/es/microblading-gainesville-location']) {
    const salon = jsonLd(await html(url)).find((data) => data['@type'] === 'BeautySalon')
    expect(salon, url).toMatchObject({ telephone: '+14045550199' })
    expect(
      (salon!.employee as Array<{ name: string }>).map((person) => person.name),
      url,
    ).toContain('Lucía Fernández')
  }

  const sitemap = await (await api.get('/sitemap.xml')).text()
  const { updatedAt } = await current()
  expect(sitemap).toContain(`<lastmod>${updatedAt}</lastmod>`)
})

test('a bad value is refused with the field named, and no page changes', async () => {
  const { updatedAt, ...settings } = await current()
  const refused = await api.put('/api/admin/studio', {
    data: { ...settings, phone: 'call us', booking: { ...settings.booking, url: 'http://book.example.org', services: {} } },
  })
  expect(refused.status()).toBe(400)
  const body = (await refused.json()) as { error: string; fields: Record<string, string> }
  expect(Object.keys(body.fields).sort()).toEqual(['booking.url', 'phone'])
  expect((await current()).updatedAt).toBe(updatedAt)
  expect(await html('/contact')).toContain(settings.phone)
})

test('the desktop app changes the settings through its bridge and the site follows', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-desktop-settings-'))
  const core = await createDesktopCore({
    dataDir,
    fetch: await createCookieJarFetch(join(dataDir, 'cookies.json')),
    healthRetry: { firstMs: 60_000, maxMs: 60_000 },
  })
  try {
    await core.connect(server.url)
    const host = {
      openExternal: async () => {},
      chooseImageFile: async () => null,
      chooseSaveFile: async () => null,
      findInPage: () => {},
      stopFindInPage: () => {},
    }
    const bridge = createBridgeHandlers(core, host)
    const unwrap = async (answer: Promise<unknown>) => {
      const result = (await answer) as { ok: boolean; value?: unknown; error?: unknown }
      if (!result.ok) throw new Error(JSON.stringify(result.error))
      return result.value
    }
    await unwrap(bridge.login([ADMIN]))
    const { updatedAt: _, ...settings } = (await unwrap(bridge.getStudio([]))) as StudioSettings
    await unwrap(bridge.updateStudio([changed(settings, '(678) 555-0123', 'Sofía Martín', 'PMU-1357')]))

    for (const url of ['/contact', '/es/contact', '/artists', '/es/artists']) {
      const page = await html(url)
      expect(page, url).toContain('(678) 555-0123')
      expect(page, url).not.toContain('(404) 555-0199')
    }
    expect(await html('/es/artists')).toContain('Sofía Martín')
  } finally {
    await core.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})

test("a post by an account linked to an artist carries a byline to the artist's profile and the artist as its author", async () => {
  const { team } = await current()
  const artist = team[1]!
  const created = await api.post('/api/admin/accounts', { data: { username: 'byline-artist', displayName: artist.name, role: 'editor', artistId: artist.id } })
  expect(created.status()).toBe(201)
  const refused = await api.patch(`/api/admin/accounts/${((await created.json()) as { account: { id: string } }).account.id}`, { data: { artistId: 'nobody' } })
  expect(refused.status()).toBe(400)

  const writer = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  try {
    const signedIn = await writer.post('/api/admin/login', {
      data: { username: 'byline-artist', password: ((await created.json()) as { temporaryPassword: string }).temporaryPassword },
    })
    expect(signedIn.status()).toBe(200)
    // The temporary password is replaced first: until then every console call is refused.
    expect((await writer.post('/api/admin/password/choose', { data: { newPassword: 'my own byline password' } })).status()).toBe(200)
    const post = await writer.post('/api/blog/posts', {
      data: {
        title: 'Mis cejas, paso a paso',
        slug: 'mis-cejas-paso-a-paso',
        excerpt: 'Del diseño al retoque.',
        content: '<p>Hola.</p>',
        category: 'Microblading',
        tags: [],
        language: 'es',
        published: true,
      },
    })
    expect(post.status()).toBe(201)
  } finally {
    await writer.dispose()
  }

  const page = await html('/es/blog/mis-cejas-paso-a-paso')
  expect(page).toContain(`href="/es/artists#artist-${artist.id}"`)
  expect(page).toContain(`Por ${artist.name}`)
  const posting = jsonLd(page).find((data) => data['@type'] === 'BlogPosting')
  expect(posting?.author).toMatchObject({ '@type': 'Person', name: artist.name, '@id': expect.stringContaining(`#artist-${artist.id}`) })
  // The profile the byline points to exists under that anchor.
  expect(await html('/es/artists')).toContain(`id="artist-${artist.id}"`)
})
