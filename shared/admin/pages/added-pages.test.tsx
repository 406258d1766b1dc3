// @vitest-environment jsdom
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCookieJarFetch } from '../../../desktop/core/cookie-jar-fetch.ts'
import { startServerProcess } from '../../../server/testing/server-process.ts'
import { ADMIN } from '../../../server/testing/test-server.ts'
import { createHttpApi } from '#shared/api/http-api.ts'
import type { StudioApi } from '#shared/api/studio-api.ts'
import type { AddedPage } from '#shared/schema/page-sections.ts'
import { AdminProvider } from '../console/admin-context.tsx'
import { ConsoleContext, type Console } from '../console/console-context.tsx'
import { LeaveGuardProvider } from '../forms/leave-guard.tsx'
import { createConsoleI18n } from '../i18n/console-i18n.ts'
import { ConfirmProvider } from '../ui/confirm-dialog.tsx'
import { ToastProvider } from '../ui/toast.tsx'
import { AddedPageEditor } from './added-page-editor.tsx'
import { newAddedPage } from './added-page-values.ts'
import { PageList } from './page-list.tsx'

// The pages the owner adds, in jsdom against the real server in a process of its own (jsdom's globals are not Node's),
// over fetch with a cookie jar like a browser's. The browser test (tests/e2e/admin-added-pages.spec.ts) walks the
// owner's whole trip, the public pages included.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

// jsdom has no modal dialogs: open and close are enough here (the browser tests have the real ones).
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false
}

let server: ReturnType<typeof startServerProcess>
let folder: string
let api: StudioApi
let root: Root
let host: HTMLElement
const showError = vi.fn()

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'studio-added-pages-'))
  server = startServerProcess(join(folder, 'data'))
  const url = await server.listening
  api = createHttpApi(url, await createCookieJarFetch(join(folder, 'cookies.json')))
  await api.login(ADMIN)
})
afterAll(async () => {
  server.child.kill('SIGTERM')
  await server.exited
  await rm(folder, { recursive: true, force: true })
})
beforeEach(() => {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  showError.mockReset()
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

function OpenedPage() {
  return <p data-opened={useParams().id}>opened</p>
}

async function render(screen: ReactNode, { role = 'owner', at = '/pages' }: { role?: 'owner' | 'editor'; at?: string } = {}) {
  const console = { user: { id: 'u1', username: 'admin', displayName: 'Admin', role }, showError } as unknown as Console
  await act(async () =>
    root.render(
      <I18nextProvider i18n={createConsoleI18n('en')}>
        <AdminProvider value={{ api, siteUrl: '', draftStorage: undefined }}>
          <ToastProvider>
            <ConfirmProvider>
              <LeaveGuardProvider>
                <ConsoleContext.Provider value={console}>
                  <MemoryRouter initialEntries={[at]}>
                    <Routes>
                      <Route path="/pages" element={screen} />
                      <Route path="/pages/:id" element={<OpenedPage />} />
                    </Routes>
                  </MemoryRouter>
                </ConsoleContext.Provider>
              </LeaveGuardProvider>
            </ConfirmProvider>
          </ToastProvider>
        </AdminProvider>
      </I18nextProvider>,
    ),
  )
}

/** Polls (the answers come from the server) until `check` passes, or fails with its last error after 10 s. */
async function eventually(check: () => void): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    }
  }
}

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T | null
/** A button by its accessible name: its aria-label, else its text. */
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name) ?? null

async function click(element: Element | null) {
  expect(element).not.toBeNull()
  await act(async () => (element as HTMLElement).click())
}

/** Types into a React-controlled field (React listens for `input` with the native value setter). */
async function type(id: string, value: string) {
  const input = byId<HTMLInputElement | HTMLTextAreaElement>(id)
  expect(input, id).not.toBeNull()
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value)
    input!.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** The names of the section cards' headings, top to bottom. */
const sectionTitles = () => [...host.querySelectorAll('.adm-added-section__title')].map((heading) => heading.getAttribute('aria-label'))

async function savedPage(id: string): Promise<AddedPage> {
  return (await api.listAddedPages()).find((page) => page.id === id)!
}

async function showEditor(page: AddedPage) {
  const services = await api.listServices()
  await render(<AddedPageEditor page={page} services={services} />)
}

const save = () => click(host.querySelector('form button[type="submit"]'))

describe('Your pages, in Pages', () => {
  it('are the owner’s: an editor sees the spec’s pages only', async () => {
    await render(<PageList />, { role: 'editor' })
    await eventually(() => expect(host.querySelector('.adm-pages-table tbody tr')).not.toBeNull())
    expect(host.textContent).not.toContain('Your pages')
    expect(button('Add a page')).toBeNull()
  })

  it('adds a page from its two titles, with addresses made from them until the owner writes one, and opens its editor', async () => {
    await render(<PageList />)
    await eventually(() => expect(host.textContent).toContain('No pages of your own yet'))
    await click(button('Add a page'))
    expect(document.activeElement?.id).toBe('add-page-title.en')
    await type('add-page-title.en', 'Gift cards')
    await type('add-page-title.es', 'Tarjetas regalo')
    expect(byId<HTMLInputElement>('add-page-slug.en')?.value).toBe('gift-cards')
    expect(byId<HTMLInputElement>('add-page-slug.es')?.value).toBe('tarjetas-regalo')
    expect(byId('add-page-slug.es-hint')?.textContent).toContain('/es/tarjetas-regalo')
    await type('add-page-slug.es', 'regalos')
    await type('add-page-title.es', 'Tarjetas de regalo')
    // Written by the owner: the address no longer follows the title.
    expect(byId<HTMLInputElement>('add-page-slug.es')?.value).toBe('regalos')

    await click(button('Add the page'))
    await eventually(() => expect(host.querySelector('[data-opened]')).not.toBeNull())
    const [page] = await api.listAddedPages()
    expect(host.querySelector('[data-opened]')?.getAttribute('data-opened')).toBe(page!.id)
    expect(page).toMatchObject({ slug: { en: 'gift-cards', es: 'regalos' }, title: { en: 'Gift cards', es: 'Tarjetas de regalo' }, published: false })
    expect(page!.sections.map((section) => section.type)).toEqual(['hero', 'text'])
    await api.deleteAddedPage(page!.id)
  })

  it('refuses an address another page has, at the field', async () => {
    const other = await api.createAddedPage(newAddedPage({ en: 'Aftercare kit', es: 'Kit' }, { en: 'aftercare-kit', es: 'kit' }))
    await render(<PageList />)
    await eventually(() => expect(host.textContent).toContain('Aftercare kit'))
    await click(button('Add a page'))
    await type('add-page-title.en', 'Aftercare kit')
    await type('add-page-title.es', 'Kit de cuidados')
    await click(button('Add the page'))
    await eventually(() => expect(byId('add-page-slug.en')?.getAttribute('aria-invalid')).toBe('true'))
    expect(byId('add-page-slug.en-error')?.textContent).toContain('“Aftercare kit” is at this address')
    expect(byId('add-page-slug.es')?.getAttribute('aria-invalid')).toBeNull()
    await api.deleteAddedPage(other.id)
  })
})

describe('an added page’s editor', () => {
  let page: AddedPage
  beforeEach(async () => {
    page = await api.createAddedPage(newAddedPage({ en: 'About us', es: 'Sobre nosotras' }, { en: `about-${Date.now()}`, es: `sobre-${Date.now()}` }))
  })
  afterEach(async () => {
    await api.deleteAddedPage(page.id).catch(() => {})
  })

  it('labels every control, each text in both languages, in its language', async () => {
    await showEditor(page)
    // The upload's own file input is hidden: its button opens it.
    const controls = [...host.querySelectorAll('input:not([hidden]), textarea, select')]
    expect(controls.length).toBeGreaterThan(8)
    for (const control of controls) {
      const label = document.querySelector(`label[for="${control.id}"]`) ?? control.closest('label')
      expect(label?.textContent?.trim(), control.outerHTML).toBeTruthy()
    }
    const ids = [...host.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    const body = byId<HTMLTextAreaElement>(`added-page-section.${page.sections[1]!.id}.texts.body.es`)!
    expect(body.lang).toBe('es')
    expect(body.getAttribute('spellcheck')).toBe('true')
    expect(document.querySelector(`label[for="${body.id}"]`)?.textContent).toContain('Text (Spanish)')
  })

  it('moves a section, the focus staying on the moved section’s button, and saves the order', async () => {
    await showEditor(page)
    expect(sectionTitles()).toEqual(['Hero: About us', 'Text: Write your text here.'])
    const text = page.sections[1]!
    await click(button('Move “Text: Write your text here.” up'))
    expect(sectionTitles()).toEqual(['Text: Write your text here.', 'Hero: About us'])
    // At the top its Move up is disabled: its Move down has the focus.
    expect(document.activeElement?.id).toBe(`added-page-down-${text.id}`)
    expect(host.querySelector('[role="status"].visually-hidden')?.textContent).toBe('“Text: Write your text here.” moved to position 1 of 2')
    expect(host.textContent).toContain('Unsaved changes')
    await save()
    await eventually(() => expect(host.textContent).toMatch(/Saved at/))
    expect((await savedPage(page.id)).sections.map((section) => section.id)).toEqual([text.id, page.sections[0]!.id])
  })

  it('removes a section with an undo, and adds one from the list of kinds where its button is', async () => {
    await showEditor(page)
    await click(button('Remove “Text: Write your text here.”'))
    expect(sectionTitles()).toEqual(['Hero: About us'])
    expect(document.activeElement?.textContent).toContain('Undo')
    await click(button('Undo: put “Text: Write your text here.” back'))
    expect(sectionTitles()).toEqual(['Hero: About us', 'Text: Write your text here.'])
    expect(document.activeElement?.id).toBe(`added-page-section-${page.sections[1]!.id}-title`)

    await click(button('Add a section here, between “Hero: About us” and “Text: Write your text here.”'))
    const dialog = document.querySelector('dialog[open]')!
    expect(dialog.textContent).toContain('It goes between “Hero: About us” and “Text: Write your text here.”')
    const reviews = [...dialog.querySelectorAll('button')].find((choice) => choice.textContent?.startsWith('Reviews'))
    await click(reviews ?? null)
    expect(sectionTitles()).toEqual(['Hero: About us', 'Reviews: What clients say', 'Text: Write your text here.'])
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Reviews: What clients say')
    // Its settings: every service, or one; how many.
    const service = host.querySelector<HTMLSelectElement>('select[id$=".settings.service"]')!
    expect(service.options[0]!.textContent).toBe('All services')
    expect(service.options.length).toBeGreaterThan(2)
    await save()
    await eventually(() => expect(host.textContent).toMatch(/Saved at/))
    expect((await savedPage(page.id)).sections.map((section) => section.type)).toEqual(['hero', 'reviews', 'text'])
  })

  it('checks before sending, as the server does: the problem on its field and in the focused summary', async () => {
    await showEditor(page)
    const hero = page.sections[0]!
    await type(`added-page-section.${hero.id}.texts.title.es`, '')
    await type('added-page-slug.en', 'About Us')
    await save()
    const summary = host.querySelector('.adm-error-summary')
    expect(document.activeElement).toBe(summary)
    const field = byId(`added-page-section.${hero.id}.texts.title.es`)!
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(byId(`${field.id}-error`)?.textContent).toContain('Write the Spanish headline')
    expect([...summary!.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['#added-page-slug.en', `#added-page-section.${hero.id}.texts.title.es`]),
    )
    expect(summary?.textContent).toContain('Hero: About us › Headline (Spanish)')
    expect((await savedPage(page.id)).updatedAt).toBe(page.updatedAt)
  })

  it('shows the server’s refusal of an address at its field', async () => {
    await showEditor(page)
    await type('added-page-slug.en', 'admin')
    await save()
    await eventually(() => expect(byId('added-page-slug.en-error')?.textContent).toContain('The site already uses /admin'))
    expect(showError).toHaveBeenCalledWith('The page was not saved', expect.anything())
  })

  it('asks before deleting, saying its addresses will answer 404', async () => {
    await showEditor(page)
    await click(button('Delete page'))
    const question = document.querySelector('dialog[open][role="alertdialog"]')!
    expect(question.textContent).toContain(`/${page.slug.en} and /es/${page.slug.es} will answer “page not found” (404)`)
    await click([...question.querySelectorAll('button')].find((choice) => choice.textContent === 'Delete page') ?? null)
    await eventually(() => expect(document.body.textContent).toContain('Page deleted'))
    expect(await savedPage(page.id)).toBeUndefined()
  })
})
