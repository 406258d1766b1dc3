import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// Like api-client.test.ts, this test holds the shared operation table against the real server.
import { noApiRoute } from './error-handler.ts'
import { Client, type TestServer, startTestServer } from './testing/test-server.ts'
import { createHttpApi } from '../shared/api/http-api.ts'
import { OPERATIONS, OPERATION_NAMES, type Method, type OperationName } from '../shared/api/operations.ts'

let server: TestServer
let owner: Client

beforeAll(async () => {
  server = await startTestServer()
  owner = new Client(server.url)
  // Signed in as the owner, so a guard in front of a whole prefix (/admin/images) does not hide a missing route.
  await owner.login()
})
afterAll(() => server.destroy())

/** A request to `/api<path>` with no body: a 401, 400 or a 404 for a missing entity all mean a route answered. */
async function answers(method: Method, path: string): Promise<{ routed: boolean; status: number; text: string }> {
  const answer = await owner.request(method, `/api${path}`)
  const routed = !(answer.status === 404 && answer.json?.error === noApiRoute(method, `/api${path}`))
  return { routed, status: answer.status, text: answer.text }
}

describe('the operation table (shared/api/operations.ts)', () => {
  it('tells a path no route answers from a missing entity', async () => {
    expect(await answers('GET', '/admin/no-such-operation')).toMatchObject({ routed: false, status: 404 })
    expect(await answers('PUT', '/admin/images/a.webp/nothing')).toMatchObject({ routed: false, status: 404 })
    expect(await answers('DELETE', '/blog/posts/no-such-post')).toMatchObject({ routed: true, status: 404 })
  })

  it('has a server route for every operation, with its method and path', async () => {
    // Signing out goes last: the other requests need the session.
    const names = [...OPERATION_NAMES.filter((name) => name !== 'logout'), 'logout' satisfies OperationName] as OperationName[]
    const missing: string[] = []
    for (const name of names) {
      const { method, path } = OPERATIONS[name]
      const filled = path.replace(/:\w+/g, (param) => (param === ':name' ? 'no-such-image.webp' : `no-such-${param.slice(1)}`))
      const answer = await answers(method, filled)
      if (!answer.routed) missing.push(`${name}: ${method} /api${path}`)
    }
    expect(missing).toEqual([])
  })

  it('has a browser client function for every operation', () => {
    const api = createHttpApi('http://studio.test')
    for (const name of OPERATION_NAMES) expect(typeof api[name], name).toBe('function')
    expect(Object.keys(api).sort()).toEqual([...OPERATION_NAMES].sort())
  })
})
