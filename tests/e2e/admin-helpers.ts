import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, asNewVisitor, FRESH_CONNECTIONS } from './helpers.ts'

/** A title or slug no other test (or earlier run against the same store) uses. */
export const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`

/** A real 64×32 PNG that decodes whole (the server checks the bytes, not the name, and now reads every pixel). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYUlEQVRYhe2SQQkAQRDD6l9Ff2cpclbEPcJAIQLS0PD1NNEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDf4yQNXM/jxXZNsMAAAAABJRU5ErkJggg==',
  'base64',
)

/** Signs in through the real login screen as a visitor of its own, and waits for the dashboard. */
export async function signIn(page: Page, baseUrl = ''): Promise<void> {
  await asNewVisitor(page)
  await page.goto(`${baseUrl}/admin/login`)
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

/** Opens a section from the sidebar. */
/**
 * Signed in with a temporary password, the console asks for a password of one's own before anything else: this
 * chooses one and waits for the console behind it. Answers the chosen password.
 */
export async function chooseOwnPassword(page: Page, password = `own password ${Date.now().toString(36)}`): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password)
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(password)
  await page.getByRole('button', { name: 'Save and continue' }).click()
  // Two bcrypt rounds (not the temporary one; the new hash), behind other sign-ins on a busy machine.
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible({ timeout: 30_000 })
  return password
}

export async function openSection(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
}

export interface PostFields {
  title: string
  slug: string
  excerpt?: string
  markdown?: string
  category?: string
  published?: boolean
}

/** Creates a post through the API (signed-in request context) and returns the stored post. */
export async function createPost(api: APIRequestContext, fields: PostFields) {
  const answer = await api.post('/api/blog/posts', {
    data: {
      excerpt: 'Written by the admin tests.',
      markdown: 'Some **content**.',
      category: 'Microblading',
      tags: ['tests'],
      language: 'en',
      published: false,
      ...fields,
    },
  })
  expect(answer.status()).toBe(201)
  return (await answer.json()) as { id: string; slug: string; title: string; excerpt: string; updatedAt: string }
}

/** Creates a category through the API and returns it. */
export async function createCategory(api: APIRequestContext, fields: { name: string; slug: string; description?: string }) {
  const answer = await api.post('/api/blog/categories', { data: { description: '', ...fields } })
  expect(answer.status()).toBe(201)
  return (await answer.json()) as { id: string; name: string; slug: string; description: string; updatedAt: string }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * A second production server with its own fresh store, for what would disturb the shared one: logging out ends
 * every session of the admin, including those of tests running beside this one. The port is free when chosen, but
 * another process may take it before the server listens: the server then exits at once (EADDRINUSE), and another
 * port is tried. `env`: settings of its own (scripts/e2e-server.mjs passes them on).
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<{ url: string; stop(): void }> {
  // The hook or test that calls this gets the time its tries may take, so their own error is the one reported.
  test.setTimeout(Math.max(test.info().timeout, 120_000))
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const server = spawn(process.execPath, [join(import.meta.dirname, '../../scripts/e2e-server.mjs')], {
      env: { ...process.env, ...env, E2E_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // The server's last words, for the error below: a start that fails says why instead of only "no answer".
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000))
    server.stdout.on('data', keep)
    server.stderr.on('data', keep)
    let exited = false
    server.once('exit', () => (exited = true))
    const started = Date.now()
    let lastAnswer = 'none'
    const url = `http://127.0.0.1:${port}`
    const probe = await playwrightRequest.newContext({ ...FRESH_CONNECTIONS, baseURL: url })
    try {
      const deadline = Date.now() + 30_000
      while (!exited && Date.now() < deadline) {
        const answer = await probe.get('/api/health', { timeout: 5_000 }).catch((error: Error) => error)
        if (!(answer instanceof Error) && answer.status() === 200 && !exited) return { url, stop: () => void server.kill('SIGTERM') }
        lastAnswer = answer instanceof Error ? answer.message.split('\n')[0]! : `${answer.status()} ${await answer.text()}`
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      await probe.dispose()
    }
    server.kill('SIGTERM')
    if (!exited || attempt === 3) {
      const how = exited ? 'exited' : `did not answer /api/health with 200 within ${Math.round((Date.now() - started) / 1000)} s (last answer: ${lastAnswer})`
      throw new Error(`The test's own server on port ${port} ${how}. Its last output:\n${output}`)
    }
  }
}

/** Holds the real requests to `url` until the returned function is called (then they go on to the server). */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => (open = resolve))
  await page.route(url, async (route) => {
    await gate
    await route.continue()
  })
  return open
}
