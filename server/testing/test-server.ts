import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { CookieJar } from 'tough-cookie'
import { expect } from 'vitest'
import type { Post, PostInput } from '#shared/schema/post.ts'
import { loadConfig } from '../config.ts'
import { type RunningServer, type StartOptions, startServer } from '../start.ts'

export const ADMIN = { username: 'admin', password: 'correct horse battery staple' }
export const ROOT = resolve(import.meta.dirname, '../..')

export interface TestServer extends RunningServer {
  dataDir: string
  /** Stops the server and deletes its data folder. */
  destroy(): Promise<void>
}

/** The real server on an ephemeral port with a temporary DATA_DIR (no mocks). `options`: e.g. short email retry waits. */
export async function startTestServer(env: Record<string, string> = {}, dataDir?: string, options: StartOptions = {}): Promise<TestServer> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'studio-test-')))
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // Backups are on by default, beside the data folder: in the shared temporary folder. A test asks for them.
    ...(env.BACKUP_DIR || env.BACKUP_EVERY ? {} : { BACKUP_EVERY: 'off' }),
    ...env,
  })
  // Every write of every API test is read back from the disk and held against memory (a difference fails the write).
  const running = await startServer(config, ROOT, { checkWrites: true, ...options })
  return {
    ...running,
    url: `http://127.0.0.1:${running.port}`,
    dataDir: dir,
    async destroy() {
      await running.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A fetch client with its own cookie jar, like one browser. JSON bodies are sent as JSON; a FormData body as
 * multipart. Answers keep their status, headers and parsed JSON.
 */
export class Client {
  #jar = new CookieJar()
  constructor(readonly baseUrl: string) {}

  /** The Cookie header this client sends to the server's root. Setting it replaces every cookie (a forged or replayed session). */
  get cookie(): string {
    return this.#jar.getCookieStringSync(this.baseUrl)
  }
  set cookie(header: string) {
    this.#jar = new CookieJar()
    for (const pair of header.split('; ').filter(Boolean)) this.#jar.setCookieSync(pair, this.baseUrl)
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const url = this.baseUrl + path
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' }
    const sendHeaders = init.headers as Record<string, string>
    const cookie = await this.#jar.getCookieString(url)
    if (cookie) sendHeaders.cookie = cookie
    if (body instanceof FormData) init.body = body
    else if (typeof body === 'string') init.body = body
    else if (body !== undefined) {
      init.body = JSON.stringify(body)
      sendHeaders['content-type'] ??= 'application/json'
    }
    const response = await fetch(url, init)
    for (const line of response.headers.getSetCookie()) await this.#jar.setCookie(line, url, { ignoreError: true })
    const text = await response.text()
    let json: any
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    return { status: response.status, headers: response.headers, json, text }
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers)
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers)
  put = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('PUT', path, body, headers)
  patch = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('PATCH', path, body, headers)
  delete = (path: string, headers?: Record<string, string>) => this.request('DELETE', path, undefined, headers)

  async login(username = ADMIN.username, password = ADMIN.password) {
    const answer = await this.post('/api/admin/login', { username, password })
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`)
    return answer
  }
}

/**
 * Signs `client` in with the temporary password the owner was given, then chooses a password of its own, as the
 * console's first sign-in asks before anything else. Answers the new password.
 */
export async function firstSignIn(client: Client, username: string, temporaryPassword: string, headers?: Record<string, string>): Promise<string> {
  const signedIn = await client.post('/api/admin/login', { username, password: temporaryPassword }, headers)
  expect(signedIn.status, signedIn.text).toBe(200)
  const newPassword = `own ${temporaryPassword} chosen`
  const chosen = await client.post('/api/admin/password/choose', { newPassword }, headers)
  expect(chosen.status, chosen.text).toBe(200)
  return newPassword
}

/** A valid post body for the admin API; override any field. */
export function postBody(overrides: Record<string, unknown> = {}): PostInput {
  return {
    title: 'Healing Week by Week',
    slug: `healing-${Math.random().toString(36).slice(2, 10)}`,
    excerpt: 'What your brows look like during the first month.',
    content: '<p>Day one: bold. Day ten: soft.</p>',
    category: 'Aftercare',
    tags: ['aftercare', 'microblading'],
    language: 'en',
    published: true,
    featuredImage: '',
    metaTitle: '',
    metaDescription: '',
    ...overrides,
  } as PostInput
}

/** A test server with a signed-in admin and a visitor without a session: the post API tests' usual start. */
export async function startSignedIn(options: StartOptions = {}): Promise<{ server: TestServer; admin: Client; visitor: Client }> {
  const server = await startTestServer({}, undefined, options)
  const admin = new Client(server.url)
  await admin.login()
  return { server, admin, visitor: new Client(server.url) }
}

/** Creates a post through the API as `admin` (`postBody` with `overrides`): the stored post, after its 201. */
export async function createPost(admin: Client, overrides: Record<string, unknown> = {}): Promise<Post> {
  const answer = await admin.post('/api/blog/posts', postBody(overrides))
  expect(answer.status, answer.text).toBe(201)
  return answer.json as Post
}
