import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRendererFiles, rendererCsp } from './app-protocol.ts'

let root: string
let dir: string
const fetched: string[] = []
let serve: (request: Request) => Promise<Response>

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'studio-renderer-'))
  dir = join(root, 'renderer')
  await mkdir(join(dir, 'assets'), { recursive: true })
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>')
  await writeFile(join(dir, 'assets', 'index-abc.js'), 'console.log(1)')
  await writeFile(join(root, 'secret.txt'), 'not for the page')
  serve = createRendererFiles({
    rendererDir: dir,
    serverUrl: () => 'http://localhost:3000',
    fetch: async (input) => {
      fetched.push(String(input))
      return String(input).endsWith('.png')
        ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
        : new Response('<html>', { headers: { 'content-type': 'text/html' } })
    },
  })
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('the app:// files', () => {
  it('serves the page with its Content-Security-Policy', async () => {
    const page = await serve(new Request('app://studio/index.html'))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("img-src 'self' data: blob: https: http://localhost:3000")
    expect(csp).not.toContain('unsafe-eval')
    expect((await serve(new Request('app://studio/'))).status).toBe(200)
    expect((await serve(new Request('app://studio/assets/index-abc.js'))).headers.get('content-type')).toContain('text/javascript')
  })

  it('never answers a file outside the renderer folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/missing.js']) {
      expect((await serve(new Request(`app://studio${path}`))).status, path).toBe(404)
    }
    expect((await serve(new Request('app://studio/index.html', { method: 'POST', body: 'x' }))).status).toBe(405)
  })

  it('shows uploaded images from the studio server, and nothing else from it', async () => {
    const image = await serve(new Request('app://studio/uploads/abc-123.png'))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(fetched).toEqual(['http://localhost:3000/uploads/abc-123.png'])
    expect((await serve(new Request('app://studio/uploads/v/abc-123-640.png'))).status).toBe(200) // a thumbnail
    expect(fetched.at(-1)).toBe('http://localhost:3000/uploads/v/abc-123-640.png')
    expect((await serve(new Request('app://studio/uploads/page.html'))).status).toBe(404) // not an image
    expect((await serve(new Request('app://studio/uploads/../api/admin/inquiries'))).status).toBe(404)
  })

  it('relaxes the policy for the dev server only', () => {
    expect(rendererCsp({ serverUrl: null })).not.toContain("unsafe-inline'; style")
    expect(rendererCsp({ serverUrl: null, dev: true })).toContain("script-src 'self' 'unsafe-inline'")
    expect(rendererCsp({ serverUrl: null })).toContain("script-src 'self';")
  })
})
