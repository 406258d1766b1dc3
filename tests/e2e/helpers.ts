import type { APIRequestContext, Page } from '@playwright/test'
import { PAGES, localizedPath } from '#shared/content/routes.ts'
import type { Language } from '#shared/schema/common.ts'

export const ADMIN = { username: 'admin', password: 'correct horse battery staple' }

/** Every public page in both languages (the blog list included; posts are tested on their own). */
export const ALL_PAGES = PAGES.flatMap((page) => (['en', 'es'] as const).map((language) => ({ ...page, language, url: localizedPath(page.path, language) })))

let visitor = 0
/** Each test is its own visitor address (the server trusts X-Forwarded-For in tests), so rate limits stay apart. */
export async function asNewVisitor(page: Page): Promise<void> {
  visitor += 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.9.${process.pid % 250}.${visitor % 250}` })
}

/**
 * Options for the tests' own API clients: every request on a connection of its own. Node's client (Playwright's API
 * requests) reuses an idle connection and, unlike a browser, does not send a request again when the server's 5 s
 * keep-alive closed it meanwhile: a test idle for 5 s then failed with ECONNRESET. (In production Caddy lets idle
 * connections go first: deploy/caddy.test.ts.)
 */
export const FRESH_CONNECTIONS = { extraHTTPHeaders: { connection: 'close' } } as const

/** Signs in through the API and returns a request context holding the admin cookie. */
export async function adminApi(request: APIRequestContext) {
  const answer = await request.post('/api/admin/login', { data: ADMIN, headers: { 'x-forwarded-for': `10.8.${process.pid % 250}.1` } })
  if (!answer.ok()) throw new Error(`admin login failed: ${answer.status()}`)
  return request
}

export function languageOf(url: string): Language {
  return url === '/es' || url.startsWith('/es/') ? 'es' : 'en'
}

/** Opens a page and waits until its script has enhanced it (site/client/enhance.ts), so no click is lost. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url)
  await page.locator('html[data-enhanced="true"]').waitFor({ state: 'attached' })
  return response
}
