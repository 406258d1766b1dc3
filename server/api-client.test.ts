import { CookieJar } from 'tough-cookie'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
// The contract test runs the real server (no mocked HTTP); only this test reaches into server/.
import { ADMIN, type TestServer, startTestServer } from './testing/test-server.ts'
import { ApiError } from '../shared/api/api-error.ts'
import { createHttpApi, queryString } from '../shared/api/http-api.ts'
import type { StudioApi } from '../shared/api/studio-api.ts'

/** A 1×1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (char) => char.charCodeAt(0))

let server: TestServer
let api: StudioApi

/** Node's fetch keeps no cookies; this jar plays the browser's part of `credentials: 'include'`. */
function fetchWithCookies(): typeof fetch {
  const realFetch = globalThis.fetch
  const jar = new CookieJar()
  return async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString()
    const headers = new Headers(init?.headers)
    const cookie = await jar.getCookieString(url)
    if (cookie) headers.set('cookie', cookie)
    const response = await realFetch(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) await jar.setCookie(line, url, { ignoreError: true })
    return response
  }
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

beforeAll(async () => {
  server = await startTestServer()
  vi.stubGlobal('fetch', fetchWithCookies())
  api = createHttpApi(server.url)
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await server.destroy()
})

describe('the browser transport against the real server', () => {
  it('signs in, reports the server error for bad credentials, and checks the session', async () => {
    const unauthenticated = await rejection(api.checkAuth())
    expect(unauthenticated.status).toBe(401)
    const wrong = await rejection(api.login({ username: ADMIN.username, password: 'wrong password!' }))
    expect([wrong.status, wrong.error]).toEqual([401, 'Invalid credentials'])
    expect(wrong.message).toBe('401: {"error":"Invalid credentials"}')
    await expect(api.login(ADMIN)).resolves.toMatchObject({ ok: true, user: { username: 'admin' } })
    await expect(api.checkAuth()).resolves.toMatchObject({ authenticated: true, user: { username: 'admin' } })
  })

  it('creates, renames and deletes a category, and reports a duplicate slug per field', async () => {
    const category = await api.createCategory({ name: 'Contract Test', slug: 'contract-test', description: '' })
    const duplicate = await rejection(api.createCategory({ name: 'Another', slug: 'contract-test' }))
    expect(duplicate.status).toBe(409)
    expect(duplicate.fields).toEqual({ slug: 'This slug is already used' })
    const renamed = await api.updateCategory(category.id, { name: 'Contract Tested', slug: 'contract-tested', updatedAt: category.updatedAt })
    expect(renamed.name).toBe('Contract Tested')
    expect((await api.listCategories()).some((item) => item.id === category.id)).toBe(true)
    await expect(api.deleteCategory(category.id)).resolves.toEqual({ ok: true })
  })

  it('creates a post from Markdown, reads it back by slug and lists drafts', async () => {
    const [category] = await api.listCategories()
    const post = await api.createPost({
      title: 'Contract post',
      slug: 'contract-post',
      excerpt: 'An excerpt.',
      category: category!.name,
      markdown: 'Soft **brows** <u>here</u>.',
    })
    expect(post.content).toContain('<strong>brows</strong>')
    expect((await api.getPost('contract-post')).id).toBe(post.id)
    const drafts = await api.listPosts({ published: false })
    expect(drafts.some((item) => item.id === post.id)).toBe(true)
  })

  it('answers 409 with the current version when the post changed since the editor loaded it', async () => {
    const post = await api.getPost('contract-post')
    const first = await api.updatePost(post.id, { title: 'Changed by Camila', updatedAt: post.updatedAt })
    const collision = await rejection(api.updatePost(post.id, { title: 'Changed by Daniela', updatedAt: post.updatedAt }))
    expect(collision.status).toBe(409)
    expect(collision.fields?.updatedAt).toBe(first.updatedAt)
    const overwritten = await api.updatePost(post.id, { title: 'Changed by Daniela', updatedAt: collision.fields?.updatedAt })
    expect(overwritten.title).toBe('Changed by Daniela')
    await expect(api.deletePost(post.id)).resolves.toEqual({ ok: true })
  })

  it('previews Markdown as the server sanitizes it', async () => {
    const { html } = await api.previewContent('**hi** <script>alert(1)</script>')
    expect(html).toContain('<strong>hi</strong>')
    expect(html).not.toContain('<script')
  })

  it('uploads image bytes as multipart and gets an /uploads address', async () => {
    const { imageUrl } = await api.uploadImage({ name: 'dot.png', type: 'image/png', bytes: PNG })
    expect(imageUrl).toMatch(/^\/uploads\/[\w-]+\.png$/)
    const refused = await rejection(api.uploadImage({ name: 'x.png', type: 'image/png', bytes: new TextEncoder().encode('nope') }))
    expect(refused.status).toBe(415)
  })

  it('lists inquiries newest first and marks one replied', async () => {
    const sent = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' }),
    })
    expect(sent.status).toBe(201)
    const [newest] = await api.listInquiries()
    expect(newest).toMatchObject({ firstName: 'Ana', status: 'new' })
    await expect(api.setInquiryStatus(newest!.id, { status: 'replied', updatedAt: newest!.updatedAt })).resolves.toMatchObject({ status: 'replied' })
  })

  it('lists, adds, changes, resets and removes a staff account', async () => {
    const created = await api.createAccount({ username: 'contract-editor', displayName: 'Contract Editor', role: 'editor' })
    expect(created.account).toMatchObject({ username: 'contract-editor', displayName: 'Contract Editor', role: 'editor', disabled: false })
    expect(created.temporaryPassword.length).toBeGreaterThanOrEqual(10)
    expect((await api.listAccounts()).map((account) => account.username)).toEqual(['admin', 'contract-editor'])
    const taken = await rejection(api.createAccount({ username: 'Contract-Editor', displayName: 'Again' }))
    expect([taken.status, taken.fields]).toEqual([409, { username: 'This username is already used' }])
    await expect(api.updateAccount(created.account.id, { disabled: true, displayName: 'C. Editor' })).resolves.toMatchObject({
      disabled: true,
      displayName: 'C. Editor',
    })
    const reset = await api.resetAccountPassword(created.account.id)
    expect(reset.temporaryPassword).not.toBe(created.temporaryPassword)
    await expect(api.deleteAccount(created.account.id)).resolves.toEqual({ ok: true })
    const lastOwner = await rejection(api.updateAccount((await api.checkAuth()).user.id, { role: 'editor' }))
    expect(lastOwner.status).toBe(409)
  })

  it('changes the password, then logout ends the session', async () => {
    const wrong = await rejection(api.changePassword({ currentPassword: 'not it at all', newPassword: 'a new long password' }))
    expect(wrong.fields).toEqual({ currentPassword: 'Not correct' })
    await expect(api.changePassword({ currentPassword: ADMIN.password, newPassword: 'a new long password' })).resolves.toEqual({ ok: true })
    await expect(api.logout()).resolves.toEqual({ ok: true })
    expect((await rejection(api.checkAuth())).status).toBe(401)
  })
})

describe('queryString', () => {
  it('writes the list filters as the server reads them', () => {
    expect(queryString({ published: true, limit: 3 })).toBe('?published=true&limit=3')
    expect(queryString({ category: 'Lip Blushing', language: 'es' })).toBe('?category=Lip+Blushing&language=es')
    expect(queryString()).toBe('')
  })
})
