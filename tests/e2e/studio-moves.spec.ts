import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import { postPath } from '#shared/content/routes.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { Category } from '#shared/schema/category.ts'
import type { PublicPost } from '#shared/schema/post.ts'
import type { StudioSettings, StudioSettingsInput } from '#shared/schema/studio.ts'
import { ADMIN, ALL_PAGES, FRESH_CONNECTIONS } from './helpers.ts'
import { startOwnServer } from './admin-helpers.ts'

// Nothing on a page contradicts the settings. The owner moves the studio to another city and county and
// changes the whole team; then no public page, in either language, in its words, titles, meta tags or structured
// data, still names the old place or the old artists. It changes what every page shows, so it has a server of its own.

let server: Awaited<ReturnType<typeof startOwnServer>>
let api: APIRequestContext

test.beforeAll(async () => {
  server = await startOwnServer()
  api = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
})

test.afterAll(async () => {
  await api?.dispose()
  server?.stop()
})

const artist = (id: string, name: string, role: [string, string]): StudioSettingsInput['team'][number] => ({
  id,
  name,
  role: { en: role[0], es: role[1] },
  bio: { en: `${name.split(' ')[0]} shapes brows and lips with a light hand.`, es: `${name.split(' ')[0]} diseña cejas y labios con mano ligera.` },
  license: 'PMU-7777',
  specialties: { en: ['Microblading'], es: ['Microblading'] },
  headshot: null,
})

/** The studio after the move: every place fact and the whole team new. */
function moved(settings: StudioSettingsInput): StudioSettingsInput {
  return {
    ...settings,
    foundingYear: 2011,
    address: {
      ...settings.address,
      street: '48 Church Street NE',
      city: 'Marietta',
      county: 'Cobb County',
      postalCode: '30060',
      minutesFromAtlanta: 25,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=48+Church+Street+NE+Marietta+GA+30060',
      geo: { latitude: 33.9526, longitude: -84.5499 },
    },
    team: [
      artist('lucia-fernandez', 'Lucía Fernández', ['Founder & Master Artist', 'Fundadora y artista principal']),
      artist('sofia-martin', 'Sofía Martín', ['Permanent Makeup Artist', 'Artista de maquillaje permanente']),
      artist('valeria-gomez', 'Valeria Gómez', ['Permanent Makeup Artist', 'Artista de maquillaje permanente']),
    ],
  }
}

/** What must be gone: the old town, county, street, ZIP, founding year and drive, the old artists, a team of two. */
const OLD_VALUES: Array<[string, RegExp]> = [
  ['the old city', new RegExp(DEFAULT_STUDIO.address.city, 'i')],
  ['the old county', /\bHall\b/],
  ['the old street', new RegExp(DEFAULT_STUDIO.address.street.split(',')[0]!, 'i')],
  ['the old ZIP code', new RegExp(`\\b${DEFAULT_STUDIO.address.postalCode}\\b`)],
  ['the old founding year', new RegExp(`\\b${DEFAULT_STUDIO.foundingYear}\\b`)],
  ['the old drive from Atlanta', new RegExp(`\\b${DEFAULT_STUDIO.address.minutesFromAtlanta}[- ]minut`, 'i')],
  ...DEFAULT_STUDIO.team.flatMap(({ name }): Array<[string, RegExp]> => name.split(' ').map((part) => [`the old artist ${name}`, new RegExp(`\\b${part}\\b`)])),
  ['a team of two', /\b(both|two) artists\b|\bdos artistas\b|\bambas artistas\b|\bambas tienen\b/i],
]

/**
 * A page's words without its addresses: the site's fixed paths (/microblading-gainesville-location) name the old
 * city, and links, images and JSON-LD ids carry them. Every absolute URL goes, and every attribute holding a path.
 */
function words(body: string): string {
  return body.replace(/https?:\/\/[^\s"'<>\\)]+/g, ' ').replace(/="\/[^"]*"/g, '=""')
}

/** Every old value a body still shows, with a few characters around it. */
function oldValuesIn(body: string): string[] {
  const text = words(body)
  return OLD_VALUES.flatMap(([what, pattern]) => {
    const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))
    if (!found) return []
    const at = text.search(pattern)
    return [`${what}: …${text.slice(Math.max(0, at - 60), at + 60).replace(/\s+/g, ' ')}…`]
  })
}

async function get(path: string, status = 200): Promise<string> {
  const answer = await api.fetch(path, { headers: { cookie: '' }, maxRedirects: 0 })
  expect(answer.status(), path).toBe(status)
  return answer.text()
}

/** Every public address: the pages, the blog's posts and views, the not-found page and the feeds. */
async function everyAddress(): Promise<Array<{ path: string; status: number }>> {
  const posts = (await (await api.get('/api/blog/posts?published=true', { headers: { cookie: '' } })).json()) as PublicPost[]
  const categories = (await (await api.get('/api/blog/categories')).json()) as Category[]
  expect(posts.length).toBeGreaterThan(0)
  const blogViews = ['/blog/language/all', ...categories.map((category) => `/blog/category/${category.slug}`)]
  return [
    ...ALL_PAGES.map(({ url }) => ({ path: url, status: 200 })),
    ...posts.map((post) => ({ path: postPath(post), status: 200 })),
    ...blogViews.flatMap((view) => [view, `/es${view}`]).map((path) => ({ path, status: 200 })),
    { path: '/no-such-page', status: 404 },
    { path: '/es/no-such-page', status: 404 },
    ...['/rss.xml', '/sitemap.xml', '/robots.txt'].map((path) => ({ path, status: 200 })),
  ]
}

test('after the studio moves and its team changes, no public page in either language names the old city, county, year or artists', async () => {
  // Every page twice, on a 2-core machine that may run other suites (see studio-settings.spec.ts).
  test.slow()
  const addresses = await everyAddress()
  // Before the move the defaults show (the old values are what this test looks for).
  expect(await get('/')).toContain(DEFAULT_STUDIO.address.city)

  const { updatedAt: _, ...before } = (await (await api.get('/api/studio')).json()) as StudioSettings
  const saved = await api.put('/api/admin/studio', { data: moved(before) })
  expect(saved.status(), await saved.text()).toBe(200)

  const left: string[] = []
  for (const { path, status } of addresses) for (const found of oldValuesIn(await get(path, status))) left.push(`${path} ${found}`)
  expect(left).toEqual([])

  // The new facts are where the old ones were.
  for (const path of ['/', '/es', '/microblading-gainesville-location', '/es/microblading-gainesville-location']) {
    expect((await get(path)).match(/<title>([^<]*)<\/title>/)?.[1], path).toContain('Marietta')
  }
  for (const path of ['/artists', '/es/artists']) {
    const page = await get(path)
    expect(page.match(/<article[^>]* id="artist-/g), path).toHaveLength(3)
    for (const name of ['Lucía Fernández', 'Sofía Martín', 'Valeria Gómez']) expect(page, path).toContain(name)
    expect(page, path).toContain('Cobb County')
  }
  expect(await get('/microblading-gainesville-location')).toContain('Cobb County')
  expect(await get('/')).toMatch(/\b25 minutes\b/)
  expect(await get('/es')).toMatch(/\b25 minutos\b/)
  expect(await get('/')).toContain('2011')
})
