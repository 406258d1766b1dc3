// @vitest-environment jsdom
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createCookieJarFetch } from '../../../desktop/core/cookie-jar-fetch.ts'
import { startServerProcess } from '../../../server/testing/server-process.ts'
import { ADMIN } from '../../../server/testing/test-server.ts'
import { createHttpApi } from '#shared/api/http-api.ts'
import type { StudioApi } from '#shared/api/studio-api.ts'
import { AUDIT_PAGE } from '#shared/schema/audit.ts'
import { ActivitySection } from './activity-section.tsx'
import { AdminProvider } from '../console/admin-context.tsx'

// The Activity section in jsdom against the real server, in a process of its own (jsdom's globals are not Node's), over
// fetch with a cookie jar like a browser's.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let server: ReturnType<typeof startServerProcess>
let url: string
let folder: string
let api: StudioApi
let lashLift: { id: string; updatedAt: string }
let root: Root
let host: HTMLElement

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'studio-activity-'))
  server = startServerProcess(join(folder, 'data'))
  url = await server.listening
  api = createHttpApi(url, await createCookieJarFetch(join(folder, 'cookies.json')))
  await api.login(ADMIN)
  lashLift = await api.createCategory({ name: 'Lash Lift', slug: 'lash-lift', description: '' })
  await expect(createHttpApi(url).login({ username: 'nobody-here', password: 'a wrong guess' })).rejects.toMatchObject({ status: 401 })
})
afterAll(async () => {
  server.child.kill('SIGTERM')
  await server.exited
  await rm(folder, { recursive: true, force: true })
})
beforeEach(async () => {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  await act(async () => root.render(<AdminProvider value={{ api, siteUrl: '', draftStorage: undefined }}>{<ActivitySection />}</AdminProvider>))
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

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

const sentences = () => [...host.querySelectorAll('.adm-activity__what')].map((line) => line.textContent)
const button = (name: string) => [...host.querySelectorAll('button')].find((candidate) => candidate.textContent?.includes(name))

async function choose(label: string, value: string) {
  const select = [...host.querySelectorAll('label')].find((candidate) => candidate.textContent === label)!.control as HTMLSelectElement
  await act(async () => {
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

describe('the Activity section', () => {
  it('lists the trail in plain words, newest first, with when and from where', async () => {
    await eventually(() =>
      expect(sentences()).toEqual([
        'Failed sign-in for “nobody-here” from 127.0.0.1',
        'admin created the category “Lash Lift”',
        'admin signed in from 127.0.0.1',
      ]),
    )
    const list = host.querySelector('ul[aria-label="Activity, newest first"]')!
    expect(list.querySelectorAll('li time[datetime]')).toHaveLength(3)
    expect(list.querySelectorAll('li')[1]!.textContent).toContain('from 127.0.0.1')
    expect(host.querySelector('[role="status"]')!.textContent).toBe('Showing 3 entries, newest first')
  })

  it('filters by kind and by person', async () => {
    await eventually(() => expect(sentences()).toHaveLength(3))
    await choose('Kind', 'session')
    await eventually(() => expect(sentences()).toEqual(['Failed sign-in for “nobody-here” from 127.0.0.1', 'admin signed in from 127.0.0.1']))
    await choose('Kind', '')
    const admin = (await api.listAccounts())[0]!
    await choose('Person', admin.id)
    await eventually(() => expect(sentences()).toEqual(['admin created the category “Lash Lift”', 'admin signed in from 127.0.0.1']))
  })

  it('loads older entries a page at a time, and moves focus to the first one it brought', async () => {
    for (let round = 1; round <= AUDIT_PAGE.default; round += 1) {
      lashLift = await api.updateCategory(lashLift.id, {
        name: 'Lash Lift',
        slug: 'lash-lift',
        description: `Round ${round}`,
        updatedAt: lashLift.updatedAt,
      })
    }
    await act(async () => button('Refresh')!.click())
    await eventually(() => expect(sentences()).toHaveLength(AUDIT_PAGE.default))
    expect(new Set(sentences())).toEqual(new Set(['admin changed the category “Lash Lift” (description)']))

    await act(async () => button('Load older')!.click())
    await eventually(() => expect(sentences()).toHaveLength(AUDIT_PAGE.default + 3))
    expect(sentences().at(-1)).toBe('admin signed in from 127.0.0.1')
    await eventually(() => expect(document.activeElement?.textContent).toContain('Failed sign-in for “nobody-here”'))
    expect(button('Load older')).toBeUndefined()
  })
})
