import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#shared/api/api-error.ts'
import { OPERATION_NAMES as API_OPERATION_NAMES } from '#shared/api/operations.ts'
import { createDesktopCore, type DesktopCore } from '../core/desktop-core.ts'
import { BRIDGE_FUNCTION_NAMES, OPERATION_NAMES, channelOf, type StudioBridge } from './contract.ts'
import { createBridgeHandlers, type DesktopHost } from './dispatch.ts'
import { createBridgeApi } from '../renderer/bridge-api.ts'

let folder: string
let core: DesktopCore
const host = {
  openExternal: vi.fn(async () => {}),
  chooseImageFile: vi.fn(async () => null),
  chooseSaveFile: vi.fn(async () => null),
  findInPage: vi.fn(),
  stopFindInPage: vi.fn(),
} satisfies DesktopHost
const serverCalls: string[] = []

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'studio-bridge-'))
  // A fetch that records what reaches "the server" (nothing must, when the arguments are wrong).
  core = await createDesktopCore({
    dataDir: folder,
    fetch: async (input) => {
      serverCalls.push(String(input instanceof Request ? input.url : input))
      return Response.json({ ok: true, service: 'belleza-studio' })
    },
  })
  await core.connect('https://studio.test')
  serverCalls.length = 0
})
afterAll(async () => {
  await core.close()
  await rm(folder, { recursive: true, force: true })
})

const handlers = () => createBridgeHandlers(core, host)

describe('the bridge contract', () => {
  it('has every operation of the table, plus the desktop’s own, each on its own channel, with a handler and clients', () => {
    const bridge = handlers()
    const renderer = createBridgeApi({} as StudioBridge)
    for (const name of API_OPERATION_NAMES) {
      expect(OPERATION_NAMES, name).toContain(name)
      expect(typeof bridge[name], `bridge handler ${name}`).toBe('function')
      expect(typeof core.api[name], `desktop core ${name}`).toBe('function')
      expect(typeof renderer[name], `renderer client ${name}`).toBe('function')
    }
    expect(Object.keys(core.api).sort()).toEqual([...API_OPERATION_NAMES].sort())
    expect(Object.keys(renderer).sort()).toEqual([...API_OPERATION_NAMES].sort())
    expect(Object.keys(bridge).sort()).toEqual([...OPERATION_NAMES].sort())
    expect(new Set(OPERATION_NAMES.map(channelOf)).size).toBe(OPERATION_NAMES.length)
    expect(BRIDGE_FUNCTION_NAMES).toEqual([...OPERATION_NAMES, 'onMenuCommand', 'onCoreEvent'])
  })

  it('refuses arguments of the wrong shape with a 400 naming the field, and calls nothing', async () => {
    const bridge = handlers()
    const cases: [keyof typeof bridge, unknown][] = [
      ['login', [{ username: 'admin' }]],
      ['createPost', [{ title: '', slug: 'Not A Slug' }]],
      ['updatePost', ['', { title: 'x' }]],
      ['deletePost', []],
      ['setInquiryStatus', ['abc', { status: 'done' }]],
      ['createAccount', [{ username: 'has space', displayName: 'Ana', role: 'admin' }]],
      ['updateAccount', ['abc', { role: 'superuser' }]],
      ['updateStudio', [{ name: 'Belleza', phone: 'call me' }]],
      ['uploadImage', [{ name: 'a.png', type: 'image/png', bytes: 'not bytes' }]],
      ['uploadImage', [{ name: 'a.png', type: 'image/png', bytes: new Uint8Array(11 * 1024 * 1024) }]],
      ['listPosts', [{ limit: 1000 }]],
      ['backupDraft', ['key', 'not json']],
      ['connect', ['http://192.168.1.20', { acceptUnencrypted: 'yes' }]],
      ['connect', ['http://192.168.1.20', { trustEverything: true }]],
      ['openExternal', ['file:///etc/passwd']],
      ['openExternal', ['javascript:alert(1)']],
      ['checkAuth', 'not a list'],
      ['checkAuth', [1]],
    ]
    for (const [index, [name, args]] of cases.entries()) {
      const answer = await bridge[name](args)
      expect(answer, `case ${index}: ${name}`).toMatchObject({ ok: false, error: { status: 400 } })
      if (!answer.ok) expect(ApiError.from(answer.error).error).toBe('The request was not valid')
    }
    expect(serverCalls).toEqual([])
    expect(host.openExternal).not.toHaveBeenCalled()
  })

  it('passes parsed arguments on and answers data', async () => {
    const bridge = handlers()
    await expect(bridge.getSettings([])).resolves.toEqual({ ok: true, value: { serverUrl: 'https://studio.test' } })
    await expect(bridge.openExternal(['https://belleza-studio.example/blog'])).resolves.toEqual({ ok: true, value: { ok: true } })
    expect(host.openExternal).toHaveBeenCalledWith('https://belleza-studio.example/blog')
    await expect(bridge.findInPage(['brows', {}])).resolves.toMatchObject({ ok: true })
    expect(host.findInPage).toHaveBeenCalledWith('brows', { forward: true, findNext: false, matchCase: false })
    await bridge.logout([])
    // The admin list's fixed query (no text) travels over IPC too.
    await bridge.listPostsPage([{ limit: 5 }])
    expect(serverCalls).toEqual(['https://studio.test/api/admin/logout', 'https://studio.test/api/blog/posts?limit=5&content=false'])
  })

  it('carries the connect screen’s “I understand” to the core, which refuses a plain-http address of another computer without it', async () => {
    const other = await createDesktopCore({ dataDir: join(folder, 'unencrypted'), fetch: async () => Response.json({ ok: true, service: 'belleza-studio' }) })
    try {
      const bridge = createBridgeHandlers(other, host)
      const refused = await bridge.connect(['http://192.168.1.20:3000'])
      expect(refused).toMatchObject({ ok: false, error: { status: 400 } })
      if (!refused.ok) expect(ApiError.from(refused.error).fields).toEqual({ serverUrl: expect.stringContaining('tick “I understand”') })
      await expect(bridge.connect(['http://192.168.1.20:3000', { acceptUnencrypted: true }])).resolves.toEqual({
        ok: true,
        value: { serverUrl: 'http://192.168.1.20:3000' },
      })
    } finally {
      await other.close()
    }
  })

  it('sends an API failure as data that becomes the same ApiError again', async () => {
    const failing = await createDesktopCore({
      dataDir: join(folder, 'failing'),
      fetch: async (input) =>
        String(input).endsWith('/api/health')
          ? Response.json({ ok: true, service: 'belleza-studio' })
          : Response.json({ error: 'This slug is already used', fields: { slug: 'This slug is already used' } }, { status: 409 }),
    })
    try {
      await failing.connect('https://studio.test')
      const answer = await createBridgeHandlers(failing, host).createPost([{ title: 'T', slug: 'taken', excerpt: 'E', category: 'Aftercare' }])
      expect(answer.ok).toBe(false)
      if (!answer.ok) {
        const error = ApiError.from(answer.error)
        expect(error).toMatchObject({ status: 409, error: 'This slug is already used', fields: { slug: 'This slug is already used' } })
      }
      // A refusal is not a missing server: nothing is queued.
      expect(failing.status().queue).toEqual([])
    } finally {
      await failing.close()
    }
  })
})

describe('the preload', () => {
  it('exposes one function per operation on window.studio and never ipcRenderer itself', async () => {
    const exposed: Record<string, Record<string, unknown>> = {}
    const ipcRenderer = { invoke: vi.fn(async () => ({ ok: true, value: 'answer' })), on: vi.fn(), removeListener: vi.fn() }
    vi.doMock('electron', () => ({
      contextBridge: { exposeInMainWorld: (key: string, api: Record<string, unknown>) => (exposed[key] = api) },
      ipcRenderer,
    }))
    await import('../preload/index.ts')
    vi.doUnmock('electron')

    expect(Object.keys(exposed)).toEqual(['studio'])
    const studio = exposed.studio as unknown as StudioBridge & Record<string, unknown>
    expect(Object.keys(studio).sort()).toEqual([...BRIDGE_FUNCTION_NAMES].sort())
    for (const value of Object.values(studio)) {
      expect(typeof value).toBe('function')
      expect(value).not.toBe(ipcRenderer.invoke)
    }
    await expect(studio.createPost({ title: 'T', slug: 't', excerpt: 'E', category: 'Aftercare' })).resolves.toEqual({ ok: true, value: 'answer' })
    expect(ipcRenderer.invoke).toHaveBeenCalledWith('studio:createPost', [{ title: 'T', slug: 't', excerpt: 'E', category: 'Aftercare' }])

    // Subscriptions hand over the payload only (the IPC event carries `sender`) and can be undone.
    const listener = vi.fn()
    const unsubscribe = studio.onMenuCommand(listener)
    const [[channel, relay]] = ipcRenderer.on.mock.calls as unknown as [[string, (event: unknown, payload: unknown) => void]]
    expect(channel).toBe('studio:push:menu-command')
    relay({ sender: 'secret' }, 'save')
    expect(listener).toHaveBeenCalledWith('save')
    unsubscribe()
    expect(ipcRenderer.removeListener).toHaveBeenCalledWith(channel, relay)
  })
})
