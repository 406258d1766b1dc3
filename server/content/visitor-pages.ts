import { BLOG_PAGE_SIZE, parseBlogView } from '#shared/content/blog-views.ts'
import { PAGES, localizedPath, splitLanguage } from '#shared/content/routes.ts'
import type { Language } from '#shared/schema/common.ts'
import { AttemptLimiter } from '../security/attempt-limiter.ts'
import { SEARCH_BUSY, SearchGate } from '../security/search-gate.ts'
import { isAddedPageAddress } from '../store/added-pages.ts'
import { hasCategory } from '../store/categories.ts'
import { everyPost } from '../store/posts.ts'
import { hasService } from '../store/services.ts'
import type { Store } from '../store/store.ts'
import type { Answer, Answers } from './answers.ts'
import { RenderQueue, RenderQueueFull } from './render-queue.ts'

/**
 * What an address is, read from the store before anything is rendered:
 * - `page`: one of the site's own pages (the pages, the blog list, a post, a service's page, the console's sign-in): a set the
 *   studio's content bounds, held with the other answers (decision 004);
 * - `view`: another view of the blog list (a category, a language, a later page) that exists: bounded by the
 *   content too, but held apart, so that going through them never pushes a page out;
 * - `search`: a search's results, whose path the visitor writes: limited per address and overall, held apart;
 * - `console`: an address of the console, which the browser fills in: one shell per language for all of them;
 * - `not-found` and `post-not-found`: answered from one page per language.
 * The shared ones (console and not-found) are rendered once per store revision.
 */
export type PageKind = 'page' | 'view' | 'search' | 'console' | 'not-found' | 'post-not-found'
type SharedKind = Extract<PageKind, 'console' | 'not-found' | 'post-not-found'>

const SITE_PATHS = new Set<string>(PAGES.map((page) => page.path))
/** The console's door: a signed-out member of staff lands here. The console's other addresses are its own. */
const CONSOLE_SIGN_IN = '/admin/login'

/**
 * Where the shared pages are rendered from: the console's door (the browser shows the address it was opened at), and
 * addresses where no page lives, nor can a post (a slug has no lone dash).
 */
const SHARED_PATHS: Record<SharedKind, string> = { console: CONSOLE_SIGN_IN, 'not-found': '/not-found', 'post-not-found': '/blog/-' }

/**
 * Searches. A render holds the event loop 20–50 ms (150 ms on a busy machine), and every held page asked for
 * meanwhile waits: to keep the held pages' p99, new searches go through the budget they share with the API's
 * (SearchGate: a few at once, together 1 % of the event loop's time unless SEARCH_LOOP_SHARE says otherwise, about
 * one search every two to five seconds), and one address may make `perAddress` (as many as it may search the API:
 * SEARCH_LIMIT in server/routes/posts.ts). A studio's visitors make a few searches an hour, and a search once made is
 * held (`held` entries and bytes per store revision, with the other views held apart) and costs nothing again, whoever asks.
 */
export const SEARCHES = {
  perAddress: { attempts: 60, windowMs: 60_000 },
  held: { entries: 200, bytes: 16 * 1024 * 1024 },
}

/** Brotli quality of the bytes of the views held apart. */
const VIEW_QUALITY = 5

/** What the kinds are told by: the slugs at which a post answers (its own, or one it had before) and the number of published posts. */
interface Published {
  revision: number
  slugs: Set<string>
  count: number
}

/** The published posts' slugs and count, read once per store revision. */
function published(store: Store, cache?: Published): Published {
  if (cache?.revision === store.revision) return cache
  const slugs = new Set<string>()
  let count = 0
  for (const post of everyPost(store)) {
    if (!post.published || post.deletedAt) continue
    count += 1
    slugs.add(post.slug)
    for (const previous of post.previousSlugs) slugs.add(previous)
  }
  return Object.assign(cache ?? {}, { revision: store.revision, slugs, count })
}

/** The kind of a path without its /es (see PageKind). */
export function pageKind(store: Store, path: string, posts: Published = published(store), language: Language = 'en'): PageKind {
  if (SITE_PATHS.has(path) || path === CONSOLE_SIGN_IN) return 'page'
  // /<slug>: a page the owner added, published, at its address in this language or one it had (a 301 there).
  const added = /^\/([a-z0-9-]+)$/.exec(path)
  if (added) return isAddedPageAddress(store, added[1]!, language) ? 'page' : 'not-found'
  if (path.startsWith('/admin/')) return 'console'
  // /services/<slug>: a service's own page (hidden: its page says 404; the three with original pages: a redirect to theirs).
  const service = /^\/services\/([^/]+)$/.exec(path)
  if (service) return hasService(store, service[1]!) ? 'page' : 'not-found'
  if (!path.startsWith('/blog/')) return 'not-found'
  const view = parseBlogView(path)
  if (view) {
    if (view.query) return 'search'
    if (view.category && !hasCategory(store, view.category)) return 'not-found'
    if (view.page > Math.max(1, Math.ceil(posts.count / BLOG_PAGE_SIZE))) return 'not-found'
    return 'view'
  }
  // /blog/<slug>: a post's address, or its 'Article Not Found'; deeper addresses are no page at all.
  const parts = path.split('/')
  if (parts.length !== 3) return 'not-found'
  return posts.slugs.has(parts[2]!) ? 'page' : 'post-not-found'
}

/**
 * The public pages as visitors get them, at a bounded cost: held pages are answered at once; the rest are rendered
 * one at a time (RenderQueue); addresses that are no page share one held not-found page per language, and the
 * console's addresses one shell; searches are limited, and they and the list's other views are held apart (docs/decisions/026-bounded-renders.md).
 */
export class VisitorPages {
  readonly queue = new RenderQueue()
  readonly #perAddress = new AttemptLimiter(SEARCHES.perAddress.attempts, SEARCHES.perAddress.windowMs)
  /** Searches and views, and redirects and not-found answers of pages, by path: all of one store revision. */
  readonly #apart = new Map<string, Answer>()
  #apartBytes = 0
  /** The shared pages, by kind and language. */
  readonly #shared = new Map<string, Answer>()
  /** Renders under way, by store revision and path: a crowd asking for one page costs one render. */
  readonly #rendering = new Map<string, Promise<Answer>>()
  readonly #published: Published = { revision: -1, slugs: new Set(), count: 0 }
  /** The store revision of the last sweep of what is held apart. */
  #sweptAt = -1

  constructor(
    private readonly store: Store,
    private readonly answers: Answers,
    /** Renders the page at this path for a visitor. */
    private readonly render: (path: string) => Promise<Answer>,
    /** Makes its Brotli bytes off the event loop (Answers.compressPage). */
    private readonly compress: (answer: Answer, quality?: number) => Promise<void>,
    /** The budget of new searches (shared with the API's). */
    private readonly searches = new SearchGate(),
  ) {}

  /** Answers held apart and shared pages: for tests and the logs. */
  get heldApart(): { views: number; shared: number } {
    this.#sweep()
    return { views: this.#apart.size, shared: this.#shared.size }
  }

  /** The answer for a visitor's GET of `path` from `address`: the page, or a 429 or 503 to come back later. */
  async answer(path: string, address: string): Promise<Answer> {
    const held = this.answers.get(path)
    if (held) return held
    this.#sweep()
    const { language, path: logical } = splitLanguage(path)
    const kind = pageKind(this.store, logical, published(this.store, this.#published), language)
    try {
      if (kind === 'console' || kind === 'not-found' || kind === 'post-not-found') return await this.#sharedPage(kind, language)
      const apart = this.#apart.get(path)
      if (apart) return apart
      if (kind !== 'search') return await this.#rendered(path, kind)
      const wait = Math.max(this.#perAddress.retryAfter(address), this.searches.retryAfter())
      if (wait > 0) return refusal(429, wait, SEARCH_BUSY)
      this.#perAddress.hit(address)
      return await this.searches.admitted(() => this.#rendered(path, kind))
    } catch (error) {
      if (error instanceof RenderQueueFull) return refusal(503, error.retryAfterSeconds, BUSY)
      throw error
    }
  }

  /** A signed-in member of staff's page (drafts in it: never held), rendered in turn with the others. */
  async forStaff(render: () => Promise<Answer>): Promise<Answer> {
    try {
      return await this.queue.run(render)
    } catch (error) {
      if (error instanceof RenderQueueFull) return refusal(503, error.retryAfterSeconds, BUSY)
      throw error
    }
  }

  async #sharedPage(kind: SharedKind, language: Language): Promise<Answer> {
    const key = `${kind} ${language}`
    const held = this.#shared.get(key)
    if (held) return held
    const page = await this.#once(key, () => this.render(localizedPath(SHARED_PATHS[kind], language)))
    if (page.revision === this.store.revision) this.#shared.set(key, page)
    return page
  }

  async #rendered(path: string, kind: 'page' | 'view' | 'search'): Promise<Answer> {
    const render =
      kind === 'search'
        ? async () => {
            const started = performance.now()
            try {
              return await this.render(path)
            } finally {
              this.searches.spend(performance.now() - started)
            }
          }
        : () => this.render(path)
    // A view's Brotli at a lower quality: it is made for few readers, and a worker's 200 ms is the other core's.
    const page = await this.#once(path, render, kind === 'page' ? undefined : VIEW_QUALITY)
    // A page made from a store that changed while it rendered is sent to those who asked, not kept; an error is made
    // again next time.
    if (page.revision !== this.store.revision || page.status >= 500) return page
    if (kind === 'page' && page.status === 200) this.answers.hold(path, page)
    else if (page.status === 200 || page.status === 301 || page.status === 404) this.#holdApart(path, page)
    return page
  }

  /** One render per store revision and key, in the queue, then its Brotli bytes off the event loop. */
  #once(key: string, render: () => Promise<Answer>, quality?: number): Promise<Answer> {
    const shared = `${this.store.revision} ${key}`
    let pending = this.#rendering.get(shared)
    if (!pending) {
      pending = this.queue
        .run(render)
        .then(async (page) => {
          if (page.status === 200 || page.status === 404) await this.compress(page, quality)
          return page
        })
        .finally(() => this.#rendering.delete(shared))
      this.#rendering.set(shared, pending)
    }
    return pending
  }

  #holdApart(path: string, page: Answer): void {
    const previous = this.#apart.get(path)
    if (previous) this.#drop(path, previous)
    const size = page.body.length * 3
    for (const [oldest, other] of this.#apart) {
      if (this.#apart.size < SEARCHES.held.entries && this.#apartBytes + size <= SEARCHES.held.bytes) break
      this.#drop(oldest, other)
    }
    if (size > SEARCHES.held.bytes) return
    this.#apart.set(path, page)
    this.#apartBytes += size
  }

  #drop(path: string, page: Answer): void {
    if (this.#apart.delete(path)) this.#apartBytes -= page.body.length * 3
  }

  /** The store changed: nothing held apart will be sent again. */
  #sweep(): void {
    if (this.#sweptAt === this.store.revision) return
    this.#sweptAt = this.store.revision
    const stale = (page: Answer) => page.revision !== this.store.revision
    for (const [path, page] of this.#apart) if (stale(page)) this.#drop(path, page)
    for (const [key, page] of this.#shared) if (stale(page)) this.#shared.delete(key)
  }
}

const BUSY = 'The site is busy. Try again in a few seconds.'
const refusals = new Map<string, Answer>()

/** A refusal to come back later: never held for an address, never cached; made once (a flood gets many alike). */
function refusal(status: 429 | 503, retryAfterSeconds: number, text: string): Answer {
  const key = `${status} ${retryAfterSeconds}`
  let answer = refusals.get(key)
  if (!answer) {
    answer = {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) },
      body: text,
    }
    if (refusals.size >= 200) refusals.clear()
    refusals.set(key, answer)
  }
  return answer
}
