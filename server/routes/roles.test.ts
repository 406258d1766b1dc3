import { Router } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPERATIONS, OPERATION_NAMES, pathParams } from '#shared/api/operations.ts'
import { EDITOR_WRITES } from '#shared/api/roles.ts'
import { ROLE_DESCRIPTION } from '#shared/schema/account.ts'
import { ADMIN, Client, type TestServer, firstSignIn, startTestServer } from '../testing/test-server.ts'
import { operationRoutes } from './operation-route.ts'

let server: TestServer
let editor: Client
let address = 0
const fresh = () => ({ 'x-forwarded-for': `10.6.${Math.floor(++address / 250)}.${address % 250}` })

beforeAll(async () => {
  server = await startTestServer()
  const owner = new Client(server.url)
  await owner.post('/api/admin/login', ADMIN, fresh())
  const created = await owner.post('/api/admin/accounts', { username: 'role-editor', displayName: 'Ana', role: 'editor' })
  editor = new Client(server.url)
  await firstSignIn(editor, 'role-editor', (created.json as { temporaryPassword: string }).temporaryPassword, fresh())
})
afterAll(() => server.destroy())

/** The operation's path with a made-up value for each parameter: the role is checked before anything is looked up. */
const pathOf = (path: string) => `/api${pathParams(path).reduce((filled, name) => filled.replace(`:${name}`, 'not-there'), path)}`

/** The calls a visitor makes (signing in and out, an invitation's first password). */
const VISITORS_CALLS = new Set(['login', 'logout', 'openInvite', 'acceptInvite'])
const WRITES = OPERATION_NAMES.filter((name) => OPERATIONS[name].method !== 'GET')

describe('what an editor may change', () => {
  it('is what the invite screen promises: posts, categories, gallery, media and inquiries', () => {
    expect(ROLE_DESCRIPTION.editor).toBe('Editor: posts, categories, gallery, media and inquiries')
  })

  // One request per write operation: an editor is refused (403) every change the promise leaves out, and reaches
  // every one it names (whatever the made-up input then gets: a 400 or a 404, never a 403).
  it.each(WRITES)('%s', async (name) => {
    const { method, path } = OPERATIONS[name]
    const asVisitor = await new Client(server.url).request(method, pathOf(path), {}, fresh())
    if (VISITORS_CALLS.has(name)) return expect(asVisitor.status).not.toBe(401) // a visitor's own call: no role to hold
    expect(asVisitor.status).toBe(401)
    const answer = await editor.request(method, pathOf(path), {}, fresh())
    // Choosing a first password is every account's own (an editor's too); one that has its own is refused with a 403 of its own.
    if (name === 'choosePassword') return expect(answer.json.error).toMatch(/Your password is your own already/)
    if (EDITOR_WRITES.has(name)) expect(answer.status, JSON.stringify(answer.json)).not.toBe(403)
    else expect(answer.status, JSON.stringify(answer.json)).toBe(403)
  })

  it("is the server's to keep: a staff route for a change only the owner may make does not start", () => {
    const route = operationRoutes(Router(), server.store)
    expect(() => route('updateService', 'staff', () => ({}) as never)).toThrow(/updateService is a change only the owner may make/)
    expect(() => route('updatePost', 'staff', () => ({}) as never)).not.toThrow()
  })
})
