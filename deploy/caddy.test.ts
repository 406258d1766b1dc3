import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { type ClientRequest, type IncomingHttpHeaders, request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { type AddressInfo, type Server as TcpServer, type Socket, connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPERATIONS } from '#shared/api/operations.ts'
import { MAX_BACKUP_ARCHIVE_BYTES, MAX_BACKUP_ARCHIVE_MB } from '#shared/schema/backups.ts'
import { SIGN_IN_LIMITS } from '../server/security/sign-in-guard.ts'
import { CONTACT_LIMITS } from '../server/routes/inquiries.ts'
import { startServerProcess } from '../server/testing/server-process.ts'
import { ADMIN, ROOT } from '../server/testing/test-server.ts'

// The real server behind a real Caddy (Debian's package) using deploy/Caddyfile itself, with Caddy's own
// certificate authority instead of Let's Encrypt, on local ports instead of 80 and 443. CI installs caddy (.ci/run).
const hasCaddy = spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0
/** CI must run it: there a missing caddy is a failure, not a quiet skip. */
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false'
if (!hasCaddy && !inCi) console.warn('caddy is not installed: the HTTPS end-to-end test did not run (apt-get install caddy)')

/**
 * Visitors' addresses. Caddy listens on 127.0.0.1 and reaches the server from 127.0.0.1, so the server must see
 * these (Linux answers from any 127.x address), never 127.0.0.1: that would be Caddy's, shared by every visitor.
 */
const VISITOR = { signIn: '127.0.0.2', contact: '127.0.0.3', other: '127.0.0.4', secure: '127.0.0.5' }
/** Addresses a visitor claims in its own X-Forwarded-For (documentation ranges: never contacted). */
const claimed = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index}, 198.51.100.${index}` })

/** Caddy's first start makes its certificate authority and the site's certificate: generous on a busy machine. */
const CADDY_START_MS = 60_000
/** Seven bcrypt checks at cost 12, one at a time: about 5 s here, 12 s on a loaded machine; room for more. */
const SEVEN_SIGN_INS_MS = 90_000

interface Reply {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** A port free right now on 127.0.0.1 (for Caddy, which cannot report the one it picked). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Sends a request made by node:http or node:https, with its body, and reads the whole answer. */
function exchange(outgoing: ClientRequest, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    outgoing.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }))
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

describe.runIf(hasCaddy || inCi)('HTTPS behind Caddy (deploy/Caddyfile)', () => {
  let folder: string
  let ports: { http: number; https: number }
  let authority: Buffer
  let server: ReturnType<typeof startServerProcess> | undefined
  let caddy: ChildProcess | undefined
  let caddyOutput = ''
  let relay: TcpServer | undefined
  /** Connections between Caddy and the server, through a plain TCP relay: which side let each one go first. */
  const relayed = { open: 0, endedFirstBy: [] as Array<'caddy' | 'server'> }

  /** A TCP relay in front of the server (Caddy's upstream): it changes nothing, and sees who ends a connection. */
  async function relayTo(server: URL): Promise<string> {
    relay = createServer((fromCaddy: Socket) => {
      const toServer = connect(Number(server.port), server.hostname)
      relayed.open++
      let first: 'caddy' | 'server' | undefined
      fromCaddy.on('end', () => (first ??= 'caddy'))
      toServer.on('end', () => (first ??= 'server'))
      fromCaddy.on('error', () => toServer.destroy())
      toServer.on('error', () => fromCaddy.destroy())
      let closed = 0
      const onClose = () => {
        if (++closed < 2) return
        relayed.open--
        if (first) relayed.endedFirstBy.push(first)
      }
      fromCaddy.on('close', onClose)
      toServer.on('close', onClose)
      fromCaddy.pipe(toServer)
      toServer.pipe(fromCaddy)
    })
    const port = await new Promise<number>((resolve) => relay!.listen(0, '127.0.0.1', () => resolve((relay!.address() as AddressInfo).port)))
    return `127.0.0.1:${port}`
  }

  /** A request to Caddy over HTTPS for the site `localhost`, trusting only Caddy's own authority. */
  function overHttps(path: string, options: { method?: string; from?: string; headers?: Record<string, string>; json?: unknown } = {}) {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json)
    const headers: Record<string, string> = { host: `localhost:${ports.https}`, ...options.headers }
    if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) })
    const from = options.from ?? VISITOR.other
    return exchange(
      httpsRequest({
        host: '127.0.0.1',
        port: ports.https,
        servername: 'localhost',
        ca: authority,
        localAddress: from,
        agent: false,
        method: options.method ?? 'GET',
        path,
        headers,
      }),
      body,
    )
  }

  /** Waits until Caddy has written its authority's root and answers over HTTPS; fails at once if Caddy exits. */
  async function caddyAnswers(): Promise<void> {
    const root = join(folder, 'storage', 'pki', 'authorities', 'local', 'root.crt')
    const deadline = Date.now() + CADDY_START_MS
    let lastError: unknown
    while (Date.now() < deadline) {
      if (caddy!.exitCode !== null || caddy!.signalCode !== null) throw new Error(`caddy exited (${caddy!.exitCode ?? caddy!.signalCode}):\n${caddyOutput}`)
      try {
        authority = await readFile(root)
        if ((await overHttps('/api/health')).status === 200) return
      } catch (error) {
        lastError = error
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`caddy did not answer over HTTPS within ${CADDY_START_MS / 1000} s (${String(lastError)}):\n${caddyOutput}`)
  }

  beforeAll(async () => {
    if (!hasCaddy) throw new Error('caddy is not installed, and CI must run this test: .ci/run installs it (apt-get install -y caddy)')
    folder = await mkdtemp(join(tmpdir(), 'studio-caddy-'))
    ports = { http: await freePort(), https: await freePort() }
    // Backups on (into the test's folder), so that a restore from a file reads the whole body it is sent.
    server = startServerProcess(join(folder, 'data'), {
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `https://localhost:${ports.https}`,
      BACKUP_DIR: join(folder, 'backups'),
      BACKUP_EVERY: '24h',
    })
    const upstream = await relayTo(new URL(await server.listening))

    // Test-only global options before the real site block: Caddy's own authority (never installed in the system's
    // trust store), no admin endpoint, everything in the temporary folder, local ports, and no HTTP/3 (one UDP port
    // less to find free; the test speaks HTTP/1.1).
    const caddyfile = join(folder, 'Caddyfile')
    await writeFile(
      caddyfile,
      [
        '{',
        '\tlocal_certs',
        '\tskip_install_trust',
        '\tadmin off',
        `\tstorage file_system ${join(folder, 'storage')}`,
        `\thttp_port ${ports.http}`,
        `\thttps_port ${ports.https}`,
        '\tdefault_bind 127.0.0.1',
        '\tservers {',
        '\t\tprotocols h1 h2',
        '\t}',
        '}',
        `import ${join(ROOT, 'deploy', 'Caddyfile')}`,
        '',
      ].join('\n'),
    )
    caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      cwd: folder,
      env: {
        PATH: process.env.PATH,
        HOME: folder,
        XDG_CONFIG_HOME: join(folder, 'config'),
        XDG_DATA_HOME: join(folder, 'data-caddy'),
        STUDIO_DOMAIN: 'localhost',
        STUDIO_UPSTREAM: upstream,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    caddy.stdout!.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()))
    caddy.stderr!.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()))
    await caddyAnswers()
  }, CADDY_START_MS + 30_000)

  afterAll(async () => {
    await Promise.all([caddy && stopped(caddy), server && stopped(server.child)])
    relay?.close()
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it("lets an idle connection to the server go before the server's keep-alive ends it (a POST never meets a closing connection)", async () => {
    expect((await overHttps('/api/health')).status).toBe(200)
    // Caddy's keep-alive (4 s) ends before the server's (Node's 5 s): every connection is let go by Caddy.
    const deadline = Date.now() + 8_000
    while (relayed.open > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(relayed.open).toBe(0)
    expect(relayed.endedFirstBy.length).toBeGreaterThan(0)
    expect(relayed.endedFirstBy.filter((side) => side === 'server')).toEqual([])
  }, 15_000)

  it('serves the website and the API over HTTPS with a certificate the client checks', async () => {
    const home = await overHttps('/')
    expect(home.status).toBe(200)
    expect(home.headers['content-type']).toMatch(/text\/html/)
    const health = await overHttps('/api/health')
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body)).toMatchObject({ ok: true })
    // deploy/Caddyfile hides Caddy's name.
    expect(health.headers.server).toBeUndefined()
  })

  it('sends HSTS over HTTPS, from Express and from the answers held in memory alike', async () => {
    for (const path of ['/', '/api/health', '/api/blog/posts?published=true', '/api/blog/posts?published=true']) {
      expect((await overHttps(path)).headers['strict-transport-security'], path).toMatch(/^max-age=\d+/)
    }
  })

  it('redirects plain HTTP to HTTPS, keeping the path and query, without HSTS', async () => {
    const plain = await exchange(
      httpRequest({ host: '127.0.0.1', port: ports.http, path: '/blog?page=2', headers: { host: `localhost:${ports.http}` }, agent: false }),
    )
    expect(plain.status === 301 || plain.status === 308, `status ${plain.status}`).toBe(true)
    // Caddy redirects to the standard HTTPS port (443 in production), even when it listens on another one as here.
    const target = new URL(plain.headers.location!)
    expect({ protocol: target.protocol, hostname: target.hostname, path: target.pathname + target.search }).toEqual({
      protocol: 'https:',
      hostname: 'localhost',
      path: '/blog?page=2',
    })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
  })

  it('signs in over HTTPS with a Secure, HttpOnly session cookie', async () => {
    const answer = await overHttps('/api/admin/login', { method: 'POST', from: VISITOR.secure, json: ADMIN })
    expect(answer.status, answer.body).toBe(200)
    const cookies = answer.headers['set-cookie'] ?? []
    expect(cookies.some((cookie) => cookie.startsWith('studio_session='))).toBe(true)
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure(;|$)/i)
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*httponly(;|$)/i)
  })

  it(
    "counts failed sign-ins against the visitor's own address: not Caddy's, and not one the visitor claims",
    async () => {
      const wrong = { username: ADMIN.username, password: 'not the password at all' }
      // Each failure claims a fresh address: had the server believed it, the limit would never be reached.
      for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccountAndAddress; attempt++) {
        const answer = await overHttps('/api/admin/login', { method: 'POST', from: VISITOR.signIn, headers: claimed(attempt), json: wrong })
        expect(answer.status, answer.body).toBe(401)
      }
      const locked = await overHttps('/api/admin/login', { method: 'POST', from: VISITOR.signIn, headers: claimed(99), json: ADMIN })
      expect(locked.status, locked.body).toBe(429)
      // Had the server counted Caddy's address, every visitor would now be locked out together.
      const someoneElse = await overHttps('/api/admin/login', { method: 'POST', from: VISITOR.other, json: ADMIN })
      expect(someoneElse.status, someoneElse.body).toBe(200)
    },
    SEVEN_SIGN_INS_MS,
  )

  it("counts contact messages against the visitor's own address too", async () => {
    const message = (index: number) => ({
      firstName: 'Ana',
      lastName: 'García',
      email: `ana.caddy${index}@example.com`,
      phone: '(404) 555-0199',
      service: 'lip-pigmentation',
      message: '¿Tienen citas el sábado?',
    })
    for (let index = 0; index < CONTACT_LIMITS.perAddress.attempts; index++) {
      const sent = await overHttps('/api/contact', { method: 'POST', from: VISITOR.contact, headers: claimed(index), json: message(index) })
      expect(sent.status, sent.body).toBe(201)
    }
    const refused = await overHttps('/api/contact', { method: 'POST', from: VISITOR.contact, headers: claimed(50), json: message(50) })
    expect(refused.status, refused.body).toBe(429)
    const someoneElse = await overHttps('/api/contact', { method: 'POST', from: VISITOR.other, json: message(51) })
    expect(someoneElse.status, someoneElse.body).toBe(201)
  })

  it('answers an upload of 8 MB or more with 413 and a message, before reading it (not an empty 502)', async () => {
    const signedIn = await overHttps('/api/admin/login', { method: 'POST', from: VISITOR.secure, json: ADMIN })
    expect(signedIn.status, signedIn.body).toBe(200)
    const staff = (signedIn.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ')
    // The form's header says 9 MB; only its start is sent: Caddy must answer from the header alone.
    const boundary = 'caddy-test-boundary'
    const answer = await exchange(
      httpsRequest({
        host: '127.0.0.1',
        port: ports.https,
        servername: 'localhost',
        ca: authority,
        localAddress: VISITOR.secure,
        agent: false,
        method: 'POST',
        path: '/api/upload/image',
        headers: {
          host: `localhost:${ports.https}`,
          origin: `https://localhost:${ports.https}`,
          cookie: staff,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(9_000_000),
        },
      }),
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\n\r\n`,
    )
    expect(answer.status).toBe(413)
    expect(answer.headers['content-type']).toMatch(/application\/json/)
    expect(JSON.parse(answer.body).error).toMatch(/too large.*5 MB/)
  })

  /** Signs the owner in over HTTPS and sends a multipart body to `path`: `sent` of it, with `length` as its Content-Length. */
  async function ownerSends(path: string, boundary: string, sent: Buffer, length = sent.length): Promise<Reply> {
    const signedIn = await overHttps('/api/admin/login', { method: 'POST', from: VISITOR.secure, json: ADMIN })
    expect(signedIn.status, signedIn.body).toBe(200)
    const owner = (signedIn.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ')
    const outgoing = httpsRequest({
      host: '127.0.0.1',
      port: ports.https,
      servername: 'localhost',
      ca: authority,
      localAddress: VISITOR.secure,
      agent: false,
      method: 'POST',
      path,
      headers: {
        host: `localhost:${ports.https}`,
        origin: `https://localhost:${ports.https}`,
        cookie: owner,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    })
    return new Promise((resolve, reject) => {
      outgoing.on('response', (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }))
      })
      outgoing.on('error', reject)
      // A body sent whole is ended; one that only starts (its header claims more) is left open, as a slow upload's.
      if (length === sent.length) outgoing.end(sent)
      else outgoing.write(sent)
    })
  }

  it('passes a backup file over 8 MB on to the server, which reads it whole (the restore has its own limit)', async () => {
    const boundary = 'caddy-restore-boundary'
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="backup.tar.gz"\r\nContent-Type: application/gzip\r\n\r\n`
    const body = Buffer.concat([Buffer.from(start), Buffer.alloc(9 * 1024 * 1024, 'x'), Buffer.from(`\r\n--${boundary}--\r\n`)])
    const answer = await ownerSends('/api/admin/backups/restore', boundary, body)
    // The server's own answer to a file that is not a backup: it was given all 9 MB.
    expect(answer.status, answer.body).toBe(400)
    expect(JSON.parse(answer.body).error).toMatch(/not a \.tar\.gz archive/)
  }, 60_000)

  it('answers a backup file over its limit with 413 and a message about backups, before reading it', async () => {
    const boundary = 'caddy-restore-boundary'
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="backup.tar.gz"\r\n\r\n`
    const answer = await ownerSends('/api/admin/backups/restore', boundary, Buffer.from(start), 2_300_000_000)
    expect(answer.status).toBe(413)
    expect(answer.headers['content-type']).toMatch(/application\/json/)
    expect(JSON.parse(answer.body).error).toMatch(/backup can be at most 2048 MB/)
  })

  it("leaves an oversized body to the server's own clear answer (Caddy's limit is above the server's)", async () => {
    const answer = await overHttps('/api/blog/posts', { method: 'POST', json: { content: 'x'.repeat(3 * 1024 * 1024) } })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).error).toMatch(/too large/)
  })
})

describe('the body limits of deploy/Caddyfile', () => {
  it("gives a restore from a file a limit of its own above the server's, and its own 413 above it; every other body 8 MB", async () => {
    const caddyfile = await readFile(join(ROOT, 'deploy', 'Caddyfile'), 'utf8')
    const restorePath = `/api${OPERATIONS.restoreBackupArchive.path}`
    const limit = (matcher: string) => Number(new RegExp(`request_body @${matcher} \\{\\s*max_size (\\d+)MB`).exec(caddyfile)?.[1]) * 1_000_000
    expect(caddyfile).toContain(`@restoreFromFile path ${restorePath}\n`)
    expect(caddyfile).toContain(`@everythingElse not path ${restorePath}\n`)
    expect(limit('everythingElse')).toBe(8_000_000)
    const restoreLimit = limit('restoreFromFile')
    // Above the server's limit and the form around the file, so that the server answers a file over its own limit.
    expect(restoreLimit).toBeGreaterThan(MAX_BACKUP_ARCHIVE_BYTES + 1024 * 1024)

    // Each 413 matcher starts exactly at its limit.
    const pattern = (matcher: string) => new RegExp(new RegExp(`@${matcher} \\{[^}]*header_regexp Content-Length (\\S+)`).exec(caddyfile)![1]!)
    expect(new RegExp(`@backupTooLarge \\{\\s*path ${restorePath}\\n`).test(caddyfile)).toBe(true)
    for (const [matcher, from] of [
      ['tooLarge', 8_000_000],
      ['backupTooLarge', restoreLimit],
    ] as const) {
      expect(pattern(matcher).test(String(from - 1)), `${matcher}: ${from - 1}`).toBe(false)
      expect(pattern(matcher).test(String(from)), `${matcher}: ${from}`).toBe(true)
      expect(pattern(matcher).test(String(from * 10)), `${matcher}: ${from * 10}`).toBe(true)
    }
    expect(caddyfile).toContain(`a backup can be at most ${MAX_BACKUP_ARCHIVE_MB} MB`)
  })
})
