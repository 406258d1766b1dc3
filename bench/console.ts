import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'
import { measureBytes } from './bytes.ts'
import { CHROMIUM_FLAGS } from './chromium.ts'
import { onCleanup } from './processes.ts'
import { startProductionServer } from './server.ts'
import { fillStore, login } from './store-growth.ts'

export interface ConsoleSummary {
  /** The sign-in screen's cold load: every script, gzip level 9, and the largest ones. */
  signInJsGzip: number
  signInScripts: Array<{ path: string; gzip: number }>
  /** The console opened at /admin/dashboard, signed in, on a store of `posts` posts. */
  posts: number
  /** Bytes the API's answers took on the wire (headers and bodies) until the network was idle. */
  dataBytes: number
  apiRequests: number
  /** From the navigation to the dashboard's counters showing numbers: the median start's. */
  interactiveMs: number
  /** Every start's, in the order they ran. */
  interactiveRuns: number[]
}

/** One start of the console: its API bytes and requests, and when its counters showed. */
interface ConsoleStart {
  dataBytes: number
  apiRequests: number
  interactiveMs: number
}

const CONSOLE_START_ROUNDS = 3

export const CONSOLE_START_POSTS = 10_000

/** The console's first load: the sign-in screen on a fresh store, then the dashboard signed in at 10,000 posts. */
export async function measureConsole(executablePath: string): Promise<ConsoleSummary> {
  const fresh = await startProductionServer({ label: 'console sign-in' })
  let signIn
  try {
    ;[signIn] = await measureBytes(fresh.url, [{ label: 'Console sign-in', path: '/admin/login' }], executablePath)
  } finally {
    await fresh.stop()
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'belleza-bench-console-'))
  const forget = onCleanup('console store', () => rm(dataDir, { recursive: true, force: true }))
  try {
    await fillStore(dataDir, CONSOLE_START_POSTS)
    const server = await startProductionServer({ dataDir, label: 'console at 10,000 posts' })
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true })
    const closeBrowser = onCleanup('console chromium', () => browser.close())
    try {
      const cookie = await login(server.url)
      const cookies = cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=')
        return { name: name!, value: value.join('='), url: server.url }
      })
      // A running site has served pages before: the first start should not time the server's first render.
      for (const path of ['/', '/admin/login']) await (await fetch(new URL(path, server.url))).arrayBuffer()
      // Three starts, each in a fresh context (nothing cached): the median, since one start on a shared machine is
      // as much the machine as the console.
      const starts: ConsoleStart[] = []
      for (let round = 0; round < CONSOLE_START_ROUNDS; round++) starts.push(await consoleStart(browser, cookies, server.url))
      const byTime = [...starts].sort((a, b) => a.interactiveMs - b.interactiveMs)
      const median = byTime[Math.floor(byTime.length / 2)]!
      const summary: ConsoleSummary = {
        signInJsGzip: signIn!.groups.JS.gzip,
        signInScripts: signIn!.scripts.slice(0, 5).map(({ path, gzip }) => ({ path, gzip })),
        posts: CONSOLE_START_POSTS,
        dataBytes: median.dataBytes,
        apiRequests: median.apiRequests,
        interactiveMs: median.interactiveMs,
        interactiveRuns: starts.map((start) => start.interactiveMs),
      }
      console.log(
        `[bench] console: sign-in JS ${(summary.signInJsGzip / 1024).toFixed(1)} KB gzip; at ${CONSOLE_START_POSTS} posts ${summary.apiRequests} API answers, ` +
          `${(summary.dataBytes / 1024).toFixed(1)} KB, counters after ${summary.interactiveMs.toFixed(0)} ms ` +
          `(median of ${starts.map((start) => start.interactiveMs.toFixed(0)).join(', ')})`,
      )
      return summary
    } finally {
      closeBrowser()
      await browser.close()
      await server.stop()
    }
  } finally {
    forget()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** Opens the dashboard signed in, in a fresh context (an empty cache), and times it. */
async function consoleStart(browser: Browser, cookies: Parameters<BrowserContext['addCookies']>[0], url: string): Promise<ConsoleStart> {
  const context = await browser.newContext()
  try {
    await context.addCookies(cookies)
    const page = await context.newPage()
    const pending: Array<Promise<number>> = []
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) pending.push(request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize))
    })
    const t0 = performance.now()
    await page.goto(`${url}/admin/dashboard`, { waitUntil: 'commit' })
    await page.locator('.adm-stat__value').first().filter({ hasText: /\d/ }).waitFor({ timeout: 60_000 })
    const interactiveMs = performance.now() - t0
    await page.waitForLoadState('networkidle')
    const sizes = await Promise.all(pending)
    return { dataBytes: sizes.reduce((sum, size) => sum + size, 0), apiRequests: sizes.length, interactiveMs }
  } finally {
    await context.close()
  }
}
