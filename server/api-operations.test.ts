import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
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

  it('registers every operation from its entry with the routes helper, none restated by hand', async () => {
    const files = (await readdir(import.meta.dirname, { recursive: true })).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    const sources = await Promise.all(files.map((file) => readFile(join(import.meta.dirname, file), 'utf8')))
    const routeOf = (name: OperationName) => `${OPERATIONS[name].method} ${OPERATIONS[name].path}`
    // `route('name', …)`, or `operationRoutes(router, store)('name', …)` for a router of one operation.
    const registered = sources.flatMap((source) => [
      ...[...source.matchAll(/(?:\broute|operationRoutes\([^)]*\))\(\s*'(\w+)'/g)].map((match) => match[1]!),
      // An ordered collection's five, named to orderedCollectionRoutes: `{ list: 'listFaqs', … }`.
      ...[...source.matchAll(/\b(?:list|create|reorder|update|remove): '(\w+)'/g)].map((match) => match[1]!),
    ])
    const registeredRoutes = new Set(registered.filter((name): name is OperationName => name in OPERATIONS).map(routeOf))
    // An operation on another's route (a page of the same list) is answered by that one's handler.
    expect(OPERATION_NAMES.filter((name) => !registeredRoutes.has(routeOf(name)))).toEqual([])
    const byHand = sources.flatMap((source) =>
      [...source.matchAll(/router\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)].map((match) => `${match[1]!.toUpperCase()} ${match[2]}`),
    )
    const operationRoutes = new Set(OPERATION_NAMES.map(routeOf))
    expect(byHand.filter((route) => operationRoutes.has(route))).toEqual([])
    expect(byHand).toContain('POST /contact') // the plain routes are found: the visitors' form is no console operation
  })

  it('has a browser client function for every operation', () => {
    const api = createHttpApi('http://studio.test')
    for (const name of OPERATION_NAMES) expect(typeof api[name], name).toBe('function')
    expect(Object.keys(api).sort()).toEqual([...OPERATION_NAMES].sort())
  })
})
