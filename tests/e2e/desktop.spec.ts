import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { draftKey } from '#shared/admin/forms/autosave.ts'
import { BRIDGE_FUNCTION_NAMES, OPERATION_NAMES, type MenuCommand, type OperationName } from '../../desktop/bridge/contract.ts'
import { createBridgeHandlers, type DesktopHost } from '../../desktop/bridge/dispatch.ts'
import { createCookieJarFetch } from '../../desktop/core/cookie-jar-fetch.ts'
import { createDesktopCore, type DesktopCore } from '../../desktop/core/desktop-core.ts'
import { createRendererFiles } from '../../desktop/main/app-protocol.ts'
import type { ImageFile } from '#shared/api/studio-api.ts'
import { ADMIN } from './helpers.ts'

// The built renderer in Chromium, its `window.studio` bound to a real desktop/core through
// exposeBinding, with the same function names as the preload and the same handlers (argument parsing included)
// as the main process. Only Electron itself is missing: this page is served by the handler main uses for app://.

const ROOT = resolve(import.meta.dirname, '../..')
const RENDERER = join(ROOT, 'out/renderer')
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

test.describe.configure({ mode: 'serial' })

let appServer: Server
let appUrl: string
/** The core the page in front of us talks to (the static server proxies /uploads to its server). */
let currentCore: DesktopCore | null = null
const folders: string[] = []
const cores: DesktopCore[] = []
const openedInBrowser: string[] = []

test.beforeAll(async () => {
  test.setTimeout(180_000)
  if (rendererIsStale()) {
    const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
    if (build.status !== 0) throw new Error(`electron-vite build failed:\n${build.stdout}\n${build.stderr}`)
  }
  const files = createRendererFiles({
    rendererDir: RENDERER,
    serverUrl: () => currentCore?.settings().serverUrl ?? null,
    fetch: (input, init) => fetch(input, init),
  })
  appServer = createServer(async (req, res) => {
    const answer = await files(new Request(`${appUrl}${req.url ?? '/'}`, { method: req.method }))
    res.writeHead(answer.status, Object.fromEntries(answer.headers))
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((done) => appServer.listen(0, '127.0.0.1', done))
  appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await Promise.all(cores.map((core) => core.close()))
  await new Promise((done) => appServer?.close(done))
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

/** The renderer is rebuilt when a desktop or shared source is newer than the last build. */
function rendererIsStale(): boolean {
  const built = join(RENDERER, 'index.html')
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  const newer = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return entry.name !== 'node_modules' && newer(path)
      return /\.(tsx?|css|html)$/.test(entry.name) && !entry.name.endsWith('.test.ts') && statSync(path).mtimeMs > builtAt
    })
  return newer(join(ROOT, 'desktop')) || newer(join(ROOT, 'shared')) || statSync(join(ROOT, 'electron.vite.config.ts')).mtimeMs > builtAt
}

async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'studio-desktop-e2e-'))
  folders.push(folder)
  return folder
}

/** Starts the core as the main process does, on a data folder (a second call on the same folder is a restart). */
async function startCore(dataDir: string): Promise<DesktopCore> {
  const fetch = await createCookieJarFetch(join(dataDir, 'cookies.json'))
  const core = await createDesktopCore({ dataDir, fetch, healthRetry: { firstMs: 60_000, maxMs: 60_000 } })
  cores.push(core)
  currentCore = core
  return core
}

/** What File › Insert Image…'s file dialog gives next (then nothing again). */
let chosenImage: ImageFile | null = null
/** Every bridge operation the page called, by name. */
const bridgeCalls: string[] = []

const host: DesktopHost = {
  openExternal: async (url) => void openedInBrowser.push(url),
  chooseImageFile: async () => {
    const chosen = chosenImage
    chosenImage = null
    return chosen
  },
  chooseSaveFile: async () => null,
  findInPage: () => {},
  stopFindInPage: () => {},
}

/** Opens the built renderer with `window.studio` bound to the core, as the preload binds it in the app. */
async function openApp(context: BrowserContext, core: DesktopCore): Promise<Page> {
  const handlers = createBridgeHandlers(core, host)
  const page = await context.newPage()
  await page.exposeBinding('__studioCall', (_source, name: string, args: unknown) => {
    if (!(OPERATION_NAMES as string[]).includes(name)) throw new Error(`not an operation: ${name}`)
    bridgeCalls.push(name)
    return handlers[name as OperationName](args)
  })
  await page.addInitScript(
    (names: string[]) => {
      type Listener = (payload: unknown) => void
      const listeners: Record<string, Set<Listener>> = { menu: new Set(), core: new Set() }
      const call = (window as unknown as { __studioCall(name: string, args: unknown[]): Promise<unknown> }).__studioCall
      const studio: Record<string, unknown> = {}
      for (const name of names) studio[name] = (...args: unknown[]) => call(name, args)
      const subscribe = (channel: string) => (listener: Listener) => {
        listeners[channel]!.add(listener)
        return () => listeners[channel]!.delete(listener)
      }
      studio.onMenuCommand = subscribe('menu')
      studio.onCoreEvent = subscribe('core')
      Object.defineProperty(window, 'studio', { value: Object.freeze(studio) })
      Object.defineProperty(window, '__studioPush', {
        value: (channel: string, payload: unknown) => listeners[channel]?.forEach((listener) => listener(payload)),
      })
    },
    [...OPERATION_NAMES],
  )
  core.subscribe((event) => {
    if (!page.isClosed())
      void page
        .evaluate(([payload]) => (window as unknown as { __studioPush: (c: string, p: unknown) => void }).__studioPush('core', payload), [event])
        .catch(() => {})
  })
  await page.goto(appUrl)
  return page
}

/** What the application menu sends (File › New Post, File › Save...). */
async function menu(page: Page, command: MenuCommand): Promise<void> {
  await page.evaluate((name) => (window as unknown as { __studioPush: (c: string, p: unknown) => void }).__studioPush('menu', name), command)
}

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

test('first run: the connect screen checks the address, remembers it, and the bridge has the preload’s functions', async ({ context, baseURL }) => {
  const core = await startCore(await dataFolder())
  const page = await openApp(context, core)

  expect(await page.evaluate(() => Object.keys(window.studio ?? {}))).toEqual([...BRIDGE_FUNCTION_NAMES])
  const csp = (await page.request.get(appUrl)).headers()['content-security-policy']
  expect(csp).toContain("script-src 'self'")

  await expect(page.getByRole('heading', { name: 'Connect to your studio' })).toBeVisible()
  const address = page.getByLabel('Server address')
  await expect(address).toHaveValue('http://localhost:3000')

  // Nothing answers there: a clear message, nothing remembered.
  await address.fill('http://127.0.0.1:9')
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('alert')).toContainText('No answer from http://127.0.0.1:9')
  expect(core.settings().serverUrl).toBeNull()

  await address.fill(baseURL!)
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  expect(core.settings().serverUrl).toBe(baseURL)
})

test('a plain-http address of another computer needs an explicit “I understand” first; https and localhost do not', async ({ context, baseURL }) => {
  const core = await startCore(await dataFolder())
  const page = await openApp(context, core)
  const address = page.getByLabel('Server address')
  const connect = page.getByRole('button', { name: 'Connect' })
  const warning = page.getByText('This address is not encrypted')
  const understood = page.getByRole('checkbox', { name: 'I understand: connect without encryption' })
  const connects = () => bridgeCalls.filter((name) => name === 'connect').length
  const before = connects()
  await expect(address).toHaveValue('http://localhost:3000')
  await expect(warning).toHaveCount(0)

  // The password would cross the studio Wi-Fi in clear. Connect alone does nothing but explain.
  await address.fill('http://studio.invalid:3000')
  await expect(warning).toBeVisible()
  await expect(page.getByText(/your password and everything you write cross the network in clear/)).toBeVisible()
  await connect.click()
  await expect(page.getByRole('alert')).toContainText('tick “I understand” to connect without encryption')
  await expect(understood).toBeFocused()
  expect(connects()).toBe(before)

  await understood.check()
  await connect.click()
  await expect(page.getByRole('alert')).toContainText('No answer from http://studio.invalid:3000: the host name was not found')
  expect(connects()).toBe(before + 1)

  // Another address is another question.
  await address.fill('http://192.0.2.80:3000')
  await expect(understood).not.toBeChecked()

  // https, and this computer, connect without the step.
  await address.fill('https://studio.invalid')
  await expect(warning).toHaveCount(0)
  await connect.click()
  await expect(page.getByRole('alert')).toContainText('No answer from https://studio.invalid')
  expect(connects()).toBe(before + 2)
  await address.fill(baseURL!)
  await expect(warning).toHaveCount(0)
  await connect.click()
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  expect(core.settings().serverUrl).toBe(baseURL)
})

test('a plain-http address saved before the warning existed opens the connect screen with that address and the warning, and the app stays unconnected', async ({
  context,
  baseURL,
}) => {
  const dataDir = await dataFolder()
  await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ version: 1, serverUrl: 'http://192.0.2.80:3000', window: null }))
  const core = await startCore(dataDir)
  const page = await openApp(context, core)
  await expect(page.getByRole('heading', { name: 'Confirm the studio server' })).toBeVisible()
  await expect(page.getByText('This app now asks before it connects without encryption.')).toBeVisible()
  await expect(page.getByLabel('Server address')).toHaveValue('http://192.0.2.80:3000')
  await expect(page.getByText('This address is not encrypted')).toBeVisible()
  expect(core.status().state).toBe('not-connected')
  // Staff may choose another address instead: this computer's, here.
  await page.getByLabel('Server address').fill(baseURL!)
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  expect(core.settings()).toEqual({ serverUrl: baseURL })
})

test('signs in, then creates and publishes a post with images that the site shows', async ({ context, baseURL, request }) => {
  const core = await startCore(await dataFolder())
  await core.connect(baseURL!)
  const page = await openApp(context, core)
  await signIn(page)

  // File › New Post (Ctrl/Cmd+N).
  await menu(page, 'new-post')
  await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
  const title = `Ombré brows before the wedding ${Date.now().toString(36)}`
  await page.locator('#post-title').fill(title)
  await page.locator('#post-excerpt').fill('When to book your ombré brows so they are healed for the big day.')
  await page.locator('#post-category').selectOption({ label: 'Aftercare' })
  const content = page.locator('#post-markdown')
  await content.fill('Book six to eight weeks ahead.\n\n')

  // An image dragged from the desktop onto the text is uploaded once (by the shared editor, not by the shell too),
  // described, and goes in at the caret.
  const uploadsBefore = bridgeCalls.filter((name) => name === 'uploadImage').length
  await page.evaluate(
    (bytes) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], 'healed-brows.png', { type: 'image/png' }))
      const target = document.querySelector('#post-markdown')!
      for (const type of ['dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }))
    },
    [...PNG],
  )
  const alt = page.getByRole('dialog', { name: 'Describe the image' }).getByRole('textbox', { name: 'Description (alt text)' })
  await expect(alt).toHaveValue('')
  await alt.fill('healed brows')
  await alt.press('Enter')
  await expect(content).toHaveValue(/!\[healed brows\]\(\/uploads\/[\w-]+\.png\)/)
  expect(bridgeCalls.filter((name) => name === 'uploadImage').length - uploadsBefore).toBe(1)

  // File › Insert Image… with the caret in the text: the same upload and alt-text prompt.
  chosenImage = { name: 'lip-blush.png', type: 'image/png', bytes: new Uint8Array(PNG) }
  await content.focus()
  await menu(page, 'insert-image')
  const menuAlt = page.getByRole('dialog', { name: 'Describe the image' }).getByRole('textbox', { name: 'Description (alt text)' })
  await expect(menuAlt).toHaveValue('')
  await menuAlt.fill('lip blush')
  await menuAlt.press('Enter')
  await expect(content).toHaveValue(/!\[lip blush\]\(\/uploads\/[\w-]+\.png\)/)

  // The featured image through the form's own upload button (its file dialog).
  await page.locator('input[type="file"]').setInputFiles({ name: 'featured.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.locator('#post-featuredImage')).toHaveValue(/^\/uploads\/[\w-]+\.png$/)
  const preview = page.locator('.adm-image-field__preview img')
  await expect(preview).toBeVisible()
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1)

  await page.locator('label[for="post-published"]').click() // the switch's visible part
  await expect(page.getByRole('switch', { name: 'Published' })).toBeChecked()
  const slug = await page.locator('#post-slug').inputValue()
  expect(slug).toMatch(/^ombre-brows-before-the-wedding-/)

  // File › Save (Ctrl/Cmd+S).
  await menu(page, 'save')
  await expect(page.getByText('Post created successfully')).toBeVisible()

  // "View on site" opens the system browser (shell.openExternal in the app), not a window of the app.
  await page.locator(`a[href="${baseURL}/blog/${slug}"]`).first().click()
  expect(openedInBrowser).toContain(`${baseURL}/blog/${slug}`)
  expect(context.pages()).toHaveLength(1)

  const published = await request.get(`/blog/${slug}`)
  expect(published.status()).toBe(200)
  const html = await published.text()
  expect(html).toContain(title)
  // The site shows an upload through its derivatives.
  expect(html).toMatch(/src="\/uploads\/(?:v\/)?[\w-]+\.png"/)
  expect(html).toContain('alt="lip blush"')
})

test('Pages: a page’s texts are edited in the app, and its preview shows the real page with its styles under the app’s CSP', async ({ context, baseURL }) => {
  const core = await startCore(await dataFolder())
  await core.connect(baseURL!)
  const page = await openApp(context, core)
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text())
  })
  await signIn(page)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Pages' }).click()
  await page.getByRole('link', { name: 'FAQ (edit)', exact: true }).click()
  const editor = page.getByRole('form', { name: 'FAQ' })
  const title = `Questions, answered ${Date.now().toString(36)}`
  // A preview only: the shared server's FAQ stays as it is.
  await editor.getByRole('region', { name: 'Hero banner' }).getByRole('textbox', { name: 'Heading (English)', exact: true }).fill(title)
  await editor.getByRole('button', { name: 'Preview' }).click()
  const heading = page.frameLocator('iframe[title="Preview of FAQ (English)"]').getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(title)
  // The page's own (inline) styles apply in the frame: its heading is not the browser's default black serif.
  expect(await heading.evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(0, 0, 0)')
  expect(bridgeCalls).toContain('previewPage')
  // The renderer's CSP (base-uri 'none') refuses the page's <base>, and only that: its links are dead in the preview
  // anyway, and its uploads' server-relative addresses are the app's own /uploads proxy (app-protocol.ts). Never a style.
  expect(blocked.filter((text) => /style/i.test(text))).toEqual([])

  // "View live page" opens the system browser.
  await editor.getByRole('link', { name: /View live page/ }).click()
  expect(openedInBrowser).toContain(`${baseURL}/faq`)
})

test('a form closed with unsaved changes is kept on disk and offered back after a restart', async ({ browser, baseURL }) => {
  const dataDir = await dataFolder()
  const core = await startCore(dataDir)
  await core.connect(baseURL!)
  await core.api.login(ADMIN)

  const firstRun = await browser.newContext()
  const page = await openApp(firstRun, core)
  // Signed in already (the session is the core's): straight to the dashboard.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.getByRole('button', { name: 'Blog Posts' }).click()
  await page.getByRole('button', { name: 'New Post' }).click()
  const title = `Lip blush healing diary ${Date.now().toString(36)}`
  await page.locator('#post-title').fill(title)
  await page.locator('#post-excerpt').fill('Day by day, what to expect.')
  await expect(page.getByText(/kept on this computer at/)).toBeVisible()
  await expect.poll(async () => (await core.drafts.get(draftKey('post', 'new')))?.json ?? '').toContain(title)

  // The window goes away without saving (a crash, a forced close); the app starts again later.
  await firstRun.close()
  await core.close()
  const restarted = await startCore(dataDir)
  const secondRun = await browser.newContext() // nothing of the old page survives, not even localStorage
  const again = await openApp(secondRun, restarted)
  await expect(again.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  // The console's own offer, fed from the app's data folder.
  await expect(again.getByRole('heading', { name: 'Unsaved posts on this computer' })).toBeVisible()
  await again.getByRole('button', { name: `Restore ${title}` }).click()
  await expect(again.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
  await expect(again.locator('#post-title')).toHaveValue(title)
  await expect(again.locator('#post-excerpt')).toHaveValue('Day by day, what to expect.')
  await secondRun.close()
})

test('says clearly when the server is unreachable, retries, and lets the address be changed', async ({ context, baseURL }) => {
  // A server that answers once, then goes away.
  const brief = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"service":"belleza-studio"}'))
  await new Promise<void>((done) => brief.listen(0, '127.0.0.1', done))
  const goneUrl = `http://127.0.0.1:${(brief.address() as AddressInfo).port}`
  const core = await startCore(await dataFolder())
  await core.connect(goneUrl)
  await new Promise((done) => brief.close(done))

  const page = await openApp(context, core)
  const banner = page.getByRole('alert').filter({ hasText: 'The studio server is unreachable' })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(`No answer from ${goneUrl}: the connection was refused`)

  await banner.getByRole('button', { name: 'Retry' }).click()
  await expect(banner.getByRole('button', { name: 'Retry' })).toBeEnabled()
  await expect(banner).toBeVisible()

  await banner.getByRole('button', { name: 'Change server' }).click()
  await expect(page.getByRole('heading', { name: 'Change the studio server' })).toBeVisible()
  await page.getByLabel('Server address').fill(baseURL!)
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  await expect(page.getByText('The studio server is unreachable')).toHaveCount(0)
})

test('Inquiries in the app: a new one is announced, its status is set, and the CSV export comes through the bridge as a download', async ({
  context,
  baseURL,
  request,
}) => {
  const core = await startCore(await dataFolder())
  await core.connect(baseURL!)
  const page = await openApp(context, core)
  await signIn(page)
  await core.checkInquiries() // the first look at a server only takes note

  const firstName = `Desktop${Date.now().toString(36)}`
  const sent = await request.post('/api/contact', {
    data: { firstName, lastName: 'Núñez', email: 'nunez@example.com', phone: '', service: 'microblading', message: 'Hola', language: 'es' },
    headers: { 'x-forwarded-for': `10.8.${process.pid % 250}.${Math.floor(Math.random() * 250) + 1}` },
  })
  expect(sent.status()).toBe(201)
  // The system notification as today: the core announces the new inquiry.
  expect(await core.checkInquiries()).toEqual([expect.objectContaining({ name: `${firstName} Núñez` })])

  await menu(page, 'open-inquiries')
  const card = page.getByRole('article', { name: `${firstName} Núñez` })
  await expect(card).toBeVisible()
  expect(new URL((await card.getByRole('link', { name: /^Reply to nunez@example\.com/ }).getAttribute('href'))!).searchParams.get('subject')).toMatch(
    /^Su consulta/,
  )
  await card.getByLabel(/^Status/).selectOption('closed')
  await expect(card).toHaveCount(0)
  await page.getByRole('button', { name: /^Closed \(\d+\)$/ }).click()
  await expect(card.getByLabel(/^Status/)).toHaveValue('closed')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^inquiries-.*\.csv$/)
  const bytes = await readFile((await file.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(bytes.toString('utf8')).toContain(`,closed,${firstName},Núñez,`)
  expect(bridgeCalls).toContain('exportInquiries')
})
