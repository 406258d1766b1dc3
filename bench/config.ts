import { basename, join, resolve } from 'node:path'

/** The repository root (bench/..). */
export const ROOT = resolve(import.meta.dirname, '..')

/**
 * BENCH_QUICK=1: short settings for developing the bench itself (1 Lighthouse run, 2 s load tests, 100 posts).
 * Its figures are not the published ones and it never overwrites bench/RESULTS.md.
 */
export const QUICK = process.env.BENCH_QUICK === '1'

/**
 * BENCH_ONLY=photos,lighthouse,bytes,throughput,store,floods,api-searches,uploads,analytics,console runs only those parts (the build
 * runs too, unless skipped); so do the same names after `npm run bench --` (`npm run bench -- store-growth`: `store-growth` is
 * `store`, `upload-burst` is `uploads`). `floods` runs every flood, `api-searches` only the API's searches over large posts.
 * The three photo posts are made whenever photos, lighthouse, bytes or throughput run, so those parts measure the
 * site a full run measures; only `photos` times the uploads and samples the server's memory.
 */
export const PARTS = ['photos', 'lighthouse', 'bytes', 'throughput', 'store', 'floods', 'api-searches', 'uploads', 'analytics', 'console'] as const
export type Part = (typeof PARTS)[number]
const ALIASES: Record<string, Part> = { 'store-growth': 'store', 'upload-burst': 'uploads' }
// Arguments count only for `npm run bench` itself: the servers it spawns import this module too.
const commandLine = process.argv[1] && basename(process.argv[1]) === 'run.ts' ? process.argv.slice(2) : []
const named = [...(process.env.BENCH_ONLY?.split(',') ?? []), ...commandLine].map((part) => part.trim()).filter(Boolean)
for (const part of named) {
  if (!(PARTS as readonly string[]).includes(part) && !ALIASES[part])
    throw new Error(`Unknown bench part "${part}": use ${[...PARTS, ...Object.keys(ALIASES)].join(', ')}`)
}
const only = named.length > 0 ? named.map((part) => ALIASES[part] ?? (part as Part)) : undefined
export function runs(part: Part): boolean {
  return !only || only.includes(part)
}
/** BENCH_SKIP_BUILD=1 reuses the previous bench build (development only; the published run always builds). */
export const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1'

/** Only a run with every part, full settings and a fresh build writes bench/RESULTS.md. */
export const FULL_RUN = !QUICK && !only && !SKIP_BUILD

/**
 * The bench builds into its own folder (inside node_modules, so the server bundle still resolves our packages and
 * git ignores it), never into the shared dist/: other people's builds cannot pull files from under the running
 * bench, and the bench does not break their dist/ either. BENCH_SITE_ROOT moves it: git worktrees that share one
 * node_modules would otherwise build into the same folder (any folder under the checkout resolves our packages).
 */
export const SITE_ROOT = process.env.BENCH_SITE_ROOT ? resolve(process.env.BENCH_SITE_ROOT) : join(ROOT, 'node_modules', '.cache', 'belleza-bench')
export const BUILD_OUT_DIR = join(SITE_ROOT, 'dist')
/** Every Lighthouse report (JSON) of the last run, for a closer look (open one in https://googlechrome.github.io/lighthouse/viewer/). */
export const LIGHTHOUSE_REPORTS = join(SITE_ROOT, 'lighthouse')

export const RESULTS_FILE = FULL_RUN ? join(ROOT, 'bench', 'RESULTS.md') : (process.env.BENCH_OUT ?? '/tmp/belleza-bench-RESULTS.partial.md')

export const SETTINGS = {
  lighthouseRuns: QUICK ? 1 : 3,
  /** autocannon per target, after a warm-up of `warmupSeconds`. */
  loadSeconds: QUICK ? 2 : 10,
  /** The visitor-counting load's seconds are split in twice this many slices, alternating counting on and off. */
  loadSlices: QUICK ? 2 : 5,
  /**
   * Ours against the bare server: the load seconds are split in this many pairs of slices (ours, then bare, half a
   * second each), and the ratio is the median of the pairs' ratios.
   */
  throughputPairs: QUICK ? 2 : 20,
  warmupSeconds: QUICK ? 1 : 2,
  connections: 10,
  /** The "API read while 1,000 requests/s are offered" test. */
  offeredRate: 1000,
  rateSeconds: QUICK ? 2 : 10,
  /** Rounds of that test per server and load generator; the report gives the medians. */
  rateRounds: QUICK ? 1 : 3,
  /** Store sizes measured, up to 10,000 posts. */
  storeSizes: QUICK ? [100] : [100, 1000, 5000, 10_000],
  storeSamples: QUICK ? 5 : 20,
  /** Reads of the API's first page per store size (anonymous, then signed in): enough for a p99. */
  storeLatencySamples: QUICK ? 100 : 500,
  /** Uncached reads of /rss.xml and /sitemap.xml per store size, each after a create. */
  storeFeedSamples: QUICK ? 3 : 10,
  storeWarmup: 3,
} as const

/**
 * The server logs as in production: one JSON line per request at level info, to a file in its DATA_DIR.
 * BENCH_LOG_LEVEL=silent measures it without the log, for comparison; the published run keeps it on.
 */
export const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info'

/** What Chromium sends: the load tests ask like a browser, so they get (and the bare server replays) what visitors get. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' }

export const ADMIN = { username: 'admin', password: 'bench-password-not-secret' }

/** The public routes measured (and the photo post); the posts' paths are filled in once the server runs. */
export interface Route {
  label: string
  path: string
}
export function publicRoutes(blogPostPath: string, photoPostPath?: string, heroPhotoPath?: string): Route[] {
  const routes: Route[] = [
    { label: 'Home', path: '/' },
    { label: 'Services', path: '/services' },
    { label: 'FAQ', path: '/faq' },
    { label: 'Blog', path: '/blog' },
    { label: 'Blog post', path: blogPostPath },
    ...(photoPostPath ? [{ label: 'Photo post', path: photoPostPath }] : []),
    ...(heroPhotoPath ? [{ label: 'Photo hero', path: heroPhotoPath }] : []),
    { label: 'Contact', path: '/contact' },
    { label: 'Home (es)', path: '/es' },
  ]
  return routes
}
