import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import { postPath } from '#shared/content/routes.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { PublicPost } from '#shared/schema/post.ts'
import type { StudioSettings, StudioSettingsInput } from '#shared/schema/studio.ts'
import { ADMIN, ALL_PAGES, FRESH_CONNECTIONS } from './helpers.ts'
import { startOwnServer } from './admin-helpers.ts'

// Issue 39, "places are data": the owner moves the studio into Atlanta (city, address, "in the city"). No public page,
// in either language, then names Atlanta twice, says the studio is a drive from Atlanta, or shows the old town
// anywhere but in the spec's fixed addresses (/microblading-gainesville-location…). It changes what every page
// shows, so it has a server of its own; its two tests run in order, before and after the move.

test.describe.configure({ mode: 'serial' })

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

/** The studio after the move: in Atlanta itself. */
function inAtlanta(settings: StudioSettingsInput): StudioSettingsInput {
  return {
    ...settings,
    address: {
      ...settings.address,
      street: '200 Peachtree Street NE, Suite 5',
      city: 'Atlanta',
      county: 'Fulton County',
      postalCode: '30303',
      metro: 'Atlanta',
      metroRelation: 'in',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=200+Peachtree+Street+NE+Atlanta+GA+30303',
      geo: { latitude: 33.7596, longitude: -84.3877 },
    },
  }
}

/**
 * A page's words, titles, meta tags and structured data without its addresses: the spec's fixed paths name the old
 * town, and links, images and JSON-LD ids carry them. Every absolute URL goes, and every attribute holding a path.
 */
function words(body: string): string {
  return body.replace(/https?:\/\/[^\s"'<>\\)]+/g, ' ').replace(/="\/[^"]*"/g, '=""')
}

/** What a studio in Atlanta must never read, in either language. */
const WRONG_IN_ATLANTA: Array<[string, RegExp]> = [
  ['Atlanta twice', /Atlanta (&|&amp;|y) Atlanta|Atlanta, Atlanta/],
  ['a drive from Atlanta', /from (downtown )?Atlanta|del centro de Atlanta|drive from Atlanta|a poca distancia de Atlanta/i],
  ['the old town', new RegExp(DEFAULT_STUDIO.address.city, 'i')],
]

function wrongIn(body: string): string[] {
  const text = words(body)
  return WRONG_IN_ATLANTA.flatMap(([what, pattern]) => {
    const at = text.search(pattern)
    return at < 0 ? [] : [`${what}: …${text.slice(Math.max(0, at - 60), at + 60).replace(/\s+/g, ' ')}…`]
  })
}

async function get(path: string): Promise<string> {
  const answer = await api.fetch(path, { headers: { cookie: '' }, maxRedirects: 0 })
  expect(answer.status(), path).toBe(200)
  return answer.text()
}

/** The header's tagline, the page's title and its first heading. */
const tagline = (body: string) => body.match(/class="brand-tagline"[^>]*>([^<]*)</)?.[1]

test('a studio a drive from Atlanta reads as before: its town and Atlanta, and the drive from downtown', async () => {
  const home = await get('/')
  expect(tagline(home)).toBe('Permanent makeup · Gainesville &amp; Atlanta')
  expect(home).toContain('Serving Gainesville, Atlanta and North Georgia')
  const spanish = await get('/es')
  expect(tagline(spanish)).toBe('Maquillaje permanente · Gainesville y Atlanta')
  // The drive from downtown: the Atlanta page says it (the home page's introduction is the owner's to show).
  const atlanta = await get('/microblading-atlanta-location')
  expect(atlanta).toContain('Our studio is in Gainesville, about 45 minutes from downtown Atlanta')
  expect(await get('/es/microblading-atlanta-location')).toContain('Nuestro estudio está a unos 45 minutos del centro de Atlanta')
  expect((await get('/services')).match(/<title>([^<]*)<\/title>/)?.[1]).toContain('Gainesville &amp; Atlanta, GA')
})

test('after the studio moves into Atlanta, no public page in either language names Atlanta twice, a drive from it, or the old town', async () => {
  // Every page twice, on a 2-core machine that may run other suites (see studio-moves.spec.ts).
  test.slow()
  const { updatedAt: _, ...before } = (await (await api.get('/api/studio')).json()) as StudioSettings
  const saved = await api.put('/api/admin/studio', { data: inAtlanta(before) })
  expect(saved.status(), await saved.text()).toBe(200)

  const posts = (await (await api.get('/api/blog/posts?published=true', { headers: { cookie: '' } })).json()) as PublicPost[]
  const paths = [...ALL_PAGES.map(({ url }) => url), ...posts.map((post) => postPath(post))]
  const left: string[] = []
  for (const path of paths) for (const found of wrongIn(await get(path))) left.push(`${path} ${found}`)
  expect(left).toEqual([])

  // The new place is where the old one was, each once.
  expect(tagline(await get('/'))).toBe('Permanent makeup · Atlanta')
  expect(tagline(await get('/es'))).toBe('Maquillaje permanente · Atlanta')
  expect((await get('/services')).match(/<title>([^<]*)<\/title>/)?.[1]).toContain('Services | Atlanta, GA')
  const atlanta = await get('/microblading-atlanta-location')
  expect(atlanta).toContain('One studio for all of metro Atlanta')
  expect(atlanta).toContain('Easy to reach from across Atlanta')
  const spanishAtlanta = await get('/es/microblading-atlanta-location')
  expect(spanishAtlanta).toContain('Nuestro estudio está en Atlanta')
  // The studio's own town's page is Atlanta's now.
  expect((await get('/microblading-gainesville-location')).match(/<title>([^<]*)<\/title>/)?.[1]).toContain('Microblading in Atlanta, GA')
})
