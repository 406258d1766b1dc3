import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { CHROMIUM_FLAGS } from './chromium.ts'
import { LIGHTHOUSE_REPORTS, type Route } from './config.ts'
import { median, onCleanup, sleep } from './processes.ts'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export interface LighthouseRow {
  route: Route
  runs: number
  /** Median over the runs of each figure on its own. Scores 0–100. */
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  siMs: number
  /** Every run's performance score, to show the spread. */
  performanceRuns: number[]
  /** The LCP element (its HTML snippet) of the first run, and the LCP's phases (each phase's median over the runs). */
  lcpElement: string
  lcpPhases: Array<{ phase: string; ms: number }>
  /** Lighthouse's own count of the bytes the load transferred (total-byte-weight), median. */
  totalBytes: number
  /** Audits that cost points in any run (the first run that failed each). */
  findings: Finding[]
  warnings: string[]
}

export interface Finding {
  category: Category
  id: string
  title: string
  display: string
  /** What failed, for accessibility / best practices / SEO: element snippets or issue types. */
  items: string[]
}

export interface LighthouseSummary {
  rows: LighthouseRow[]
  lighthouseVersion: string
  userAgent: string
  benchmarkIndexes: number[]
  throttling: string
  /** Runs that failed and were run again. */
  retries: string[]
}

/**
 * Lighthouse's default config (mobile: Moto G Power screen, simulated slow 4G and 4× CPU slowdown) in one
 * headless Chromium, `runs` times per route. The runs go round the routes (all routes once, then again) so a
 * burst of load on the machine does not land on one route only.
 */
export async function runLighthouse(baseUrl: string, routes: Route[], runs: number, chromePath: string): Promise<LighthouseSummary> {
  await rm(LIGHTHOUSE_REPORTS, { recursive: true, force: true })
  await mkdir(LIGHTHOUSE_REPORTS, { recursive: true })
  let browser = await launchChromium(chromePath)
  const forget = onCleanup('lighthouse chromium', () => browser.stop())
  const results = new Map<Route, Result[]>(routes.map((route) => [route, []]))
  const benchmarkIndexes: number[] = []
  const retries: string[] = []
  let lighthouseVersion = ''
  let userAgent = ''
  let throttling = ''
  try {
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        const url = new URL(route.path, baseUrl).href
        const started = performance.now()
        let lhr: Result | undefined
        for (let attempt = 1; !lhr; attempt++) {
          try {
            lhr = await audit(url, browser.port)
          } catch (error) {
            // A loaded machine now and then breaks a trace (NO_NAVSTART, NO_FCP, a closed target): run it again
            // in a fresh browser, up to three attempts.
            const message = error instanceof Error ? error.message : String(error)
            const reason = error instanceof RunFailed ? error.code : message.split('\n')[0]!.slice(0, 120)
            if (attempt >= 3) throw error
            retries.push(`${route.path} run ${run} (${reason})`)
            console.warn(`[bench] lighthouse ${route.path} run ${run} failed (${message.split('\n')[0]}); retrying in a fresh browser`)
            await browser.stop()
            browser = await launchChromium(chromePath)
          }
        }
        results.get(route)!.push(lhr)
        await writeFile(join(LIGHTHOUSE_REPORTS, `${route.path.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home'}.run${run}.json`), JSON.stringify(lhr))
        benchmarkIndexes.push(lhr.environment.benchmarkIndex)
        lighthouseVersion = lhr.lighthouseVersion
        userAgent = lhr.environment.hostUserAgent
        const t = lhr.configSettings.throttling
        throttling = `${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling (RTT ${t.rttMs} ms, ${Math.round(((t.throughputKbps ?? 0) / 1024) * 10) / 10} Mbit/s, CPU ×${t.cpuSlowdownMultiplier})`
        const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100)
        console.log(`[bench] lighthouse ${route.path} run ${run}/${runs}: performance ${perf} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
      }
    }
  } finally {
    forget()
    await browser.stop()
  }
  return { rows: routes.map((route) => summarize(route, results.get(route)!)), lighthouseVersion, userAgent, benchmarkIndexes, throttling, retries }
}

/**
 * One Lighthouse run. The full-page screenshot and the back/forward-cache test are left out: neither counts towards
 * any score, and together they take seconds per run.
 */
async function audit(url: string, port: number): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache'],
  }
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { runtimeError } = result.lhr
  if (runtimeError) throw new RunFailed(runtimeError.code, `Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`)
  return result.lhr
}

class RunFailed extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Headless Chromium for Lighthouse, with our own profile folder, removed once the browser has really gone. */
async function launchChromium(chromePath: string): Promise<{ port: number; stop(): Promise<void> }> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'belleza-bench-lighthouse-'))
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    userDataDir,
    handleSIGINT: false,
    logLevel: 'silent',
  })
  let stopped: Promise<void> | undefined
  return {
    port: chrome.port,
    stop() {
      stopped ??= (async () => {
        const closed = new Promise<void>((resolve) => {
          if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve()
          else chrome.process.once('close', () => resolve())
        })
        chrome.kill()
        await Promise.race([closed, sleep(5000)])
        await rm(userDataDir, { recursive: true, force: true, maxRetries: 5 })
      })()
      return stopped
    },
  }
}

function summarize(route: Route, lhrs: Result[]): LighthouseRow {
  const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
  const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(lhrs.map((lhr) => score(lhr, category)))])) as Record<Category, number>
  const findings = new Map<string, Finding>()
  const warnings = new Set<string>()
  for (const lhr of lhrs) {
    for (const warning of lhr.runWarnings) warnings.add(warning)
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const result = lhr.audits[ref.id]
        if (!result || result.score === null || result.score >= 1) continue
        if (result.scoreDisplayMode !== 'binary' && result.scoreDisplayMode !== 'numeric' && result.scoreDisplayMode !== 'metricSavings') continue
        if (category === 'performance') {
          // The metrics are in the table; list the insights Lighthouse flags as costing time (they weigh 0).
          if (ref.group === 'metrics' || ref.weight > 0 || result.scoreDisplayMode !== 'metricSavings' || result.score >= 0.5) continue
          if (ref.id === 'largest-contentful-paint-element') continue
        } else if (ref.weight === 0) {
          continue
        }
        const key = `${category}:${ref.id}`
        if (findings.has(key)) continue
        findings.set(key, {
          category,
          id: ref.id,
          title: result.title,
          display: result.displayValue ?? '',
          items: category === 'performance' ? [] : itemsOf(result.details),
        })
      }
    }
  }
  return {
    route,
    runs: lhrs.length,
    scores,
    lcpMs: median(lhrs.map((lhr) => numeric(lhr, 'largest-contentful-paint'))),
    tbtMs: median(lhrs.map((lhr) => numeric(lhr, 'total-blocking-time'))),
    cls: median(lhrs.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))),
    fcpMs: median(lhrs.map((lhr) => numeric(lhr, 'first-contentful-paint'))),
    siMs: median(lhrs.map((lhr) => numeric(lhr, 'speed-index'))),
    performanceRuns: lhrs.map((lhr) => score(lhr, 'performance')),
    lcpElement: lhrs.map(lcpElementOf).find(Boolean) ?? '',
    lcpPhases: (lcpPhasesOf(lhrs[0]!) ?? []).map(({ phase }) => ({
      phase,
      ms: median(lhrs.map((lhr) => lcpPhasesOf(lhr)?.find((other) => other.phase === phase)?.ms ?? Number.NaN)),
    })),
    totalBytes: median(lhrs.map((lhr) => numeric(lhr, 'total-byte-weight'))),
    findings: [...findings.values()],
    warnings: [...warnings],
  }
}

type ListDetails = { type?: string; items?: Array<{ type?: string; items?: Array<Record<string, unknown>> }> }

/** The LCP element's snippet, from the largest-contentful-paint-element audit. */
function lcpElementOf(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as ListDetails | undefined
  for (const table of details?.items ?? []) {
    for (const item of table.items ?? []) {
      const node = item.node as { snippet?: string } | undefined
      if (node?.snippet)
        return node.snippet
          .replace(/https?:\/\/127\.0\.0\.1:\d+/g, '')
          .replace(/\s+/g, ' ')
          .slice(0, 300)
    }
  }
  return ''
}

/** TTFB, load delay, load time and render delay of the LCP (the audit's phase table), in ms. */
function lcpPhasesOf(lhr: Result): Array<{ phase: string; ms: number }> | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details as ListDetails | undefined
  for (const table of details?.items ?? []) {
    const rows = (table.items ?? []).filter((item) => typeof item.phase === 'string' && typeof item.timing === 'number')
    if (rows.length) return rows.map((item) => ({ phase: item.phase as string, ms: item.timing as number }))
  }
  return undefined
}

/** Up to five short descriptions of the failing items of an audit (element snippets, issue types, URLs). */
function itemsOf(details: Result['audits'][string]['details']): string[] {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return []
  const found = new Set<string>()
  for (const item of details.items as Array<Record<string, unknown>>) {
    const node = item.node as { snippet?: string; nodeLabel?: string; explanation?: string } | undefined
    let text = node?.snippet ?? (item.issueType as string | undefined) ?? (item.url as string | undefined) ?? (item.description as string | undefined)
    if (node?.snippet && node.nodeLabel) text += ` "${node.nodeLabel.split('\n')[0]}"`
    const why = node?.explanation?.replace(/^Fix (any|all) of the following:\s*/, '').split('\n')[0]
    if (why) text += ` — ${why}`
    if (typeof text === 'string') found.add(text.replace(/\s+/g, ' ').slice(0, 300))
    if (found.size >= 5) break
  }
  return [...found]
}
