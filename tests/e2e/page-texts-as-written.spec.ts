import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import type { ContentTree, PageContentEdit } from '#shared/schema/page-content.ts'
import { ADMIN, FRESH_CONNECTIONS } from './helpers.ts'
import { startOwnServer } from './admin-helpers.ts'

/**
 * The owner's words are data, never templates of the translation library: `$t(…)` nesting and i18next's `{{…}}`
 * formats show as written, in the preview and on the saved page; only the product's `{{placeholders}}` are filled.
 * Nesting three levels of 40 would have made 64,000 translations of one heading (the 29.9 s stall of the issue was
 * 1,300 characters a field). The home page is changed: a server of its own.
 */
test.describe.configure({ mode: 'serial' })

let server: { url: string; stop(): void }
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

const nesting = (key: string) => `$t(home:${key})`.repeat(40)
const TRICKS = 'In {{city}}: {{clients, number}} {{- city}} {{city, uppercase}} $t(common:footer.rights, {"count": 2})'

/** The home page's texts with a heading nesting three levels deep, each level 40 times, and i18next's syntax at the bottom. */
function nestedTexts(texts: ContentTree): ContentTree {
  return {
    ...texts,
    hero: { ...(texts.hero as ContentTree), title: nesting('services.title') },
    // A part the home page shows (its introduction is hidden until the owner shows it).
    services: { ...(texts.services as ContentTree), title: nesting('services.intro'), intro: nesting('services.eyebrow'), eyebrow: TRICKS },
  }
}

async function homeAndCity(): Promise<{ page: PageContentEdit; city: string }> {
  const page = (await (await api.get('/api/admin/pages/home')).json()) as PageContentEdit
  const studio = (await (await api.get('/api/studio')).json()) as { address: { city: string } }
  return { page, city: studio.address.city }
}

function expectAsWritten(html: string, city: string) {
  expect(html).toContain(`<h1`)
  expect(html).toContain(nesting('services.title'))
  expect(html).toContain(nesting('services.intro'))
  expect(html).toContain(nesting('services.eyebrow'))
  expect(html).toContain(`In ${city}: {{clients, number}} {{- city}} {{city, uppercase}} $t(common:footer.rights, {&quot;count&quot;: 2})`)
}

test('the preview shows $t(…) nesting and {{…}} formats in a page text as written, filling only the studio’s placeholders', async () => {
  const { page, city } = await homeAndCity()
  const answer = await api.post('/api/admin/pages/home/preview', { data: { language: 'en', en: nestedTexts(page.en), es: page.es } })
  expect(answer.status(), await answer.text()).toBe(200)
  expectAsWritten(((await answer.json()) as { html: string }).html, city)
})

test('a saved page text with $t(…) nesting and {{…}} formats reaches visitors as written', async () => {
  const { page, city } = await homeAndCity()
  const saved = await api.put('/api/admin/pages/home', { data: { en: nestedTexts(page.en), es: page.es, updatedAt: page.updatedAt } })
  expect(saved.status(), await saved.text()).toBe(200)
  const visitor = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: server.url })
  try {
    const home = await visitor.get('/')
    expect(home.status()).toBe(200)
    expectAsWritten(await home.text(), city)
  } finally {
    await visitor.dispose()
  }
})
