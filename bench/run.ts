// npm run bench: builds the site, measures it (Lighthouse, bytes, load, store growth) and writes
// bench/RESULTS.md. Everything it starts is stopped at the end, on failure and on Ctrl-C.
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { postPath } from '../shared/content/routes.ts'
import type { Language } from '../shared/schema/common.ts'
import { type BuildResult, buildSite } from './build.ts'
import { measureAnalyticsLoad } from './analytics.ts'
import { measureBytes } from './bytes.ts'
import { measureConsole } from './console.ts'
import { measureFloods } from './floods.ts'
import { chromiumPath } from './chromium.ts'
import { BUILD_OUT_DIR, FULL_RUN, QUICK, RESULTS_FILE, SETTINGS, SKIP_BUILD, publicRoutes, runs } from './config.ts'
import { runLighthouse } from './lighthouse.ts'
import { describeMachine } from './machine.ts'
import { measurePhotos } from './photos.ts'
import { installSignalHandlers, interruption, runCleanups } from './processes.ts'
import { type BenchResults, renderReport, targets } from './report.ts'
import { startProductionServer } from './server.ts'
import { measureStoreGrowth } from './store-growth.ts'
import { measureThroughput } from './throughput.ts'
import { measureUploadBurst } from './upload-burst.ts'

async function build(): Promise<BuildResult | undefined> {
  if (SKIP_BUILD && existsSync(join(BUILD_OUT_DIR, 'server', 'entry.mjs'))) {
    console.log('[bench] BENCH_SKIP_BUILD=1: reusing the previous bench build')
    return undefined
  }
  console.log('[bench] building (vike build)…')
  const result = await buildSite()
  console.log(`[bench] build: ${result.seconds.toFixed(1)} s`)
  return result
}

/** The first published post, at its address (in its own language). */
async function firstPostPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/blog/posts?published=true&limit=1`)
  const posts = (await response.json()) as Array<{ slug: string; language: Language }>
  if (!posts[0]) throw new Error('The seeded store has no published post')
  return postPath(posts[0])
}

async function main(): Promise<void> {
  installSignalHandlers()
  const startedAt = new Date()
  const t0 = performance.now()
  console.log(`[bench] ${QUICK ? 'quick run (BENCH_QUICK=1)' : 'full run'}${FULL_RUN ? '' : `, results to ${RESULTS_FILE}`}`)
  const chrome = chromiumPath()
  const machine = await describeMachine(chrome)
  const results: BenchResults = {
    startedAt,
    seconds: 0,
    machine,
    loadAverageEnd: [],
    blogPostPath: '',
    partial: !FULL_RUN,
  }
  try {
    results.build = await build()

    // The main server serves the parts that measure the site; the store growth starts servers of its own.
    if (runs('photos') || runs('lighthouse') || runs('bytes') || runs('throughput')) {
      const server = await startProductionServer({ label: 'main' })
      try {
        // The "Blog post" row measures a seeded text post: its path is read before the photo posts exist (the
        // newest published post is a photo post afterwards).
        results.blogPostPath = await firstPostPath(server.url)
        console.log(`[bench] server on ${server.url}; blog post ${results.blogPostPath}`)
        // Photo uploads (timed, memory sampled) and three photo posts. Every image is ready, and the encode
        // queue idle, before any page is measured; the load tests come after as well.
        results.photos = await measurePhotos(server, { measure: runs('photos') })
        const routes = publicRoutes(results.blogPostPath, results.photos?.posts.photoPostPath, results.photos?.posts.heroPhotoPath)
        // A running site has rendered its pages before: the first Lighthouse run should not time a cold render.
        for (const route of routes) await (await fetch(new URL(route.path, server.url))).arrayBuffer()
        if (runs('lighthouse')) results.lighthouse = await runLighthouse(server.url, routes, SETTINGS.lighthouseRuns, chrome)
        if (runs('bytes')) results.bytes = await measureBytes(server.url, routes, chrome)
        if (runs('throughput')) {
          results.throughput = await measureThroughput(server.url, server.child.pid, [
            { label: 'API read', path: '/api/blog/posts?published=true' },
            { label: 'Blog post', path: results.blogPostPath },
            { label: 'Home', path: '/' },
            { label: 'Services', path: '/services' },
          ])
        }
      } finally {
        await server.stop()
      }
    }

    if (runs('store')) results.store = await measureStoreGrowth(SETTINGS.storeSizes)
    if (runs('floods') || runs('api-searches')) results.floods = await measureFloods({ pages: runs('floods'), apiSearches: true })
    if (runs('uploads')) results.uploadBurst = await measureUploadBurst()
    if (runs('analytics')) results.analytics = await measureAnalyticsLoad('/')
    if (runs('console')) results.console = await measureConsole(chrome)

    results.seconds = (performance.now() - t0) / 1000
    results.loadAverageEnd = os.loadavg()
    await writeFile(RESULTS_FILE, renderReport(results))
    console.log(`\n[bench] wrote ${RESULTS_FILE} (${Math.round(results.seconds)} s)`)
    for (const target of targets(results)) {
      console.log(`  ${target.holds === undefined ? '—' : target.holds ? '✅' : '❌'} ${target.target}: ${target.measured.replaceAll('`', '')}`)
    }
  } finally {
    await runCleanups()
  }
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    const stoppedBy = interruption()
    if (!stoppedBy) console.error('\n[bench] failed:', error instanceof Error ? (error.stack ?? error.message) : error)
    await runCleanups()
    process.exit(stoppedBy?.code ?? 1)
  },
)
