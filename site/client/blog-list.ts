import { fill, pluralText, text } from './text.ts'

/** How long typing must pause before the search goes to the server. */
const SEARCH_DELAY_MS = 350

interface Search {
  query: string
  /** Ids of the matching posts, newest first; null while the server is asked. */
  results: string[] | null
  failed: boolean
}

/**
 * SPEC §4 blog list. The server renders every published post as a card, the other language's hidden at first (issue
 * 14); with an empty search box the cards are filtered here by category and language. A non-empty search asks the server (/api/blog/search), ignores the
 * filters, and shows the matching cards in the server's order, with six placeholder cards while it answers.
 */
export function enhanceBlogList(root: ParentNode): void {
  const list = root.querySelector<HTMLElement>('[data-blog-list]')
  const form = list?.querySelector<HTMLFormElement>('form[role="search"]')
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]')
  if (!list || !form || !input) return

  const part = (name: string) => list.querySelector<HTMLElement>(`[data-blog-part="${name}"]`)!
  const filters = part('filters')
  const status = part('status')
  const results = part('results')
  const grid = part('posts')
  const empty = part('empty')
  const failure = part('error')
  const placeholders = part('loading')
  const cards = [...grid.querySelectorAll<HTMLElement>('[data-post-id]')]
  let category: string | null = null
  let language = list.dataset.language ?? 'all'
  let search: Search | null = null
  let controller: AbortController | undefined
  let typingTimer: ReturnType<typeof setTimeout> | undefined

  /** Puts exactly what the state calls for in the results area: nothing else stays in the page, hidden. */
  function render() {
    filters.hidden = search !== null
    let showing: HTMLElement[] | null
    if (!search) {
      showing = cards.filter((card) => (category === null || card.dataset.category === category) && (language === 'all' || card.dataset.language === language))
    } else if (search.results) {
      const byId = new Map(cards.map((card) => [card.dataset.postId, card]))
      // A post published after this page was rendered has no card here; the next visit shows it.
      showing = search.results.map((id) => byId.get(id)).filter((card) => card !== undefined)
    } else {
      showing = null
    }
    // The server hid the other language's cards (issue 14); a card picked now is shown whatever it was.
    for (const card of showing ?? []) card.hidden = false
    grid.replaceChildren(...(showing ?? []))
    empty.querySelector('p')!.textContent = search ? fill(text(empty, 'noResultsFor'), { query: search.query }) : text(empty, 'noResultsFilters')
    empty.querySelector<HTMLElement>('[data-clear-search]')!.hidden = !search
    const shown = search?.failed ? failure : showing === null ? placeholders : showing.length > 0 ? grid : empty
    shown.hidden = false
    results.replaceChildren(shown)
    status.textContent = search?.failed ? (failure.querySelector('p')!.textContent ?? '') : showing === null ? text(status, 'loading') : pluralText(status, 'results', showing.length)
  }

  async function startSearch(query: string | null) {
    clearTimeout(typingTimer)
    controller?.abort()
    search = query ? { query, results: null, failed: false } : null
    render()
    if (!search) return
    const current = search
    controller = new AbortController()
    try {
      const response = await fetch(`/api/blog/search?q=${encodeURIComponent(query!)}`, { credentials: 'include', signal: controller.signal })
      if (!response.ok) throw new Error(`Search failed with ${response.status}`)
      const posts = (await response.json()) as Array<{ id: string }>
      current.results = posts.map((post) => post.id)
    } catch (error) {
      if ((error as Error).name === 'AbortError') return
      current.failed = true
    }
    if (search === current) render()
  }

  function clearSearch() {
    input!.value = ''
    void startSearch(null)
    input!.focus()
  }

  input.addEventListener('input', () => {
    const query = input.value.trim()
    clearTimeout(typingTimer)
    if (!query) {
      if (search) void startSearch(null)
      return
    }
    if (query !== search?.query) typingTimer = setTimeout(() => void startSearch(query), SEARCH_DELAY_MS)
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const query = input.value.trim()
    if (query !== (search?.query ?? '')) void startSearch(query || null)
  })
  for (const button of list.querySelectorAll('[data-clear-search]')) button.addEventListener('click', clearSearch)
  for (const chip of list.querySelectorAll<HTMLButtonElement>('button[data-filter]')) {
    chip.addEventListener('click', () => {
      if (chip.dataset.filter === 'category') category = chip.dataset.value || null
      else language = chip.dataset.value ?? 'all'
      for (const other of list.querySelectorAll<HTMLButtonElement>(`button[data-filter="${chip.dataset.filter}"]`)) {
        other.setAttribute('aria-pressed', String(other === chip))
      }
      render()
    })
  }
}
