import { text } from './text.ts'

/** How long typing must pause before the search goes to the server. */
const SEARCH_DELAY_MS = 350

/** The parts of a blog list page that a view changes. */
interface View {
  results: HTMLElement
  status: string
  searching: boolean
}

/**
 * The blog list. Every view is its own server-rendered page (`/blog/search/<text>` for a search), so the
 * list works as plain links and a form. This adds search as you type: after a pause it loads the search's page,
 * shows six placeholder cards meanwhile, and puts that page's results, count and pager in place of these, with its
 * address in the location bar. "Clear Search" brings the list back the same way.
 */
export function enhanceBlogList(root: ParentNode): void {
  const list = root.querySelector<HTMLElement>('[data-blog-list]')
  const form = list?.querySelector<HTMLFormElement>('form[role="search"]')
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]')
  if (!list || !form || !input) return

  const part = (name: string) => list.querySelector<HTMLElement>(`[data-blog-part="${name}"]`)!
  const filters = part('filters')
  showChosenChips(filters)
  const status = part('status')
  const placeholders = part('loading')
  const failure = part('error')
  const listHref = list.dataset.listHref!
  const searchHref = list.dataset.searchHref!
  // Views already seen, by address: the page's own, and each search's once loaded (a store change shows on the next visit).
  const openedSearching = filters.hidden === true
  const views = new Map<string, View>([[location.pathname, { results: part('results'), status: status.textContent ?? '', searching: openedSearching }]])
  // Where clearing the search returns: the view the page opened with, or the list's first page after a search's page.
  const unsearched = openedSearching ? listHref : location.pathname
  let shown = location.pathname
  /** What the results area holds now: a view's results, the placeholders or the error. */
  let slot = part('results')
  let controller: AbortController | undefined
  let typingTimer: ReturnType<typeof setTimeout> | undefined

  function put(content: HTMLElement, statusText: string, searching: boolean) {
    content.hidden = false
    if (slot !== content) slot.replaceWith(content)
    slot = content
    filters.hidden = searching
    status.textContent = statusText
  }

  async function show(address: string) {
    clearTimeout(typingTimer)
    controller?.abort()
    if (address === shown) return
    shown = address
    history.replaceState(history.state, '', address)
    const known = views.get(address)
    if (known) return put(known.results, known.status, known.searching)
    put(placeholders, text(status, 'loading'), address !== unsearched)
    controller = new AbortController()
    try {
      const response = await fetch(address, { signal: controller.signal })
      if (!response.ok) throw new Error(`The blog answered ${response.status}`)
      // The server spells the words its own way (one space, no slash: shared/content/blog-views.ts) and redirects there.
      if (response.redirected && shown === address) history.replaceState(history.state, '', new URL(response.url).pathname)
      const page = new DOMParser().parseFromString(await response.text(), 'text/html')
      const results = page.querySelector<HTMLElement>('[data-blog-list] [data-blog-part="results"]')
      if (!results) throw new Error('The blog page has no results')
      const view: View = {
        results: document.importNode(results, true),
        status: page.querySelector('[data-blog-list] [data-blog-part="status"]')?.textContent ?? '',
        searching: page.querySelector<HTMLElement>('[data-blog-list] [data-blog-part="filters"]')?.hidden !== false,
      }
      for (const button of view.results.querySelectorAll('[data-clear-search]')) button.addEventListener('click', clearSearch)
      if (address.startsWith(searchHref)) views.set(address, view)
      if (shown === address) put(view.results, view.status, view.searching)
    } catch (error) {
      if ((error as Error).name === 'AbortError') return
      if (shown === address) put(failure, failure.querySelector('p')?.textContent ?? '', true)
    }
  }

  function searchFor(value: string) {
    // Slashes and spaces alone are no search (as the server reads words: searchText in shared/content/blog-views.ts).
    const query = value.replace(/[\s/]+/g, ' ').trim()
    void show(query ? `${searchHref}/${encodeURIComponent(query)}` : unsearched)
  }

  function clearSearch(event: Event) {
    event.preventDefault()
    input!.value = ''
    searchFor('')
    input!.focus()
  }

  input.addEventListener('input', () => {
    clearTimeout(typingTimer)
    typingTimer = setTimeout(() => searchFor(input.value), input.value.trim() ? SEARCH_DELAY_MS : 0)
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    searchFor(input.value)
  })
  for (const button of list.querySelectorAll('[data-clear-search]')) button.addEventListener('click', clearSearch)
}

/**
 * On a phone each filter is a row that scrolls sideways (blog.css): the chosen chip, maybe far along its row, is
 * brought into the row's view (the row alone scrolls, not the page).
 */
function showChosenChips(filters: HTMLElement): void {
  for (const chip of filters.querySelectorAll<HTMLElement>('.chip[aria-current="page"]')) {
    const row = chip.parentElement!
    if (row.scrollWidth <= row.clientWidth) continue
    row.scrollLeft = chip.offsetLeft - row.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2
  }
}
