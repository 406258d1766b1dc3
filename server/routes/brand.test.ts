import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Brand } from '#shared/schema/brand.ts'
import { imageForm, phoneJpeg, transparentPng } from '../testing/test-images.ts'
import { ADMIN, Client, firstSignIn, startTestServer, type TestServer } from '../testing/test-server.ts'

let server: TestServer
let owner: Client
let editor: Client
let address = 0
const fresh = () => ({ 'x-forwarded-for': `10.25.${Math.floor(++address / 250)}.${address % 250}` })

beforeAll(async () => {
  server = await startTestServer()
  owner = new Client(server.url)
  await owner.post('/api/admin/login', ADMIN, fresh())
  const created = await owner.post('/api/admin/accounts', { username: 'brand-editor', displayName: 'Ana', role: 'editor' })
  editor = new Client(server.url)
  await firstSignIn(editor, 'brand-editor', (created.json as { temporaryPassword: string }).temporaryPassword, fresh())
})
afterAll(() => server.destroy())

const LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
  <defs><linearGradient id="ink"><stop offset="0" stop-color="#6d3b62"/><stop offset="1" stop-color="#35152e"/></linearGradient></defs>
  <rect width="240" height="80" rx="12" fill="url(#ink)"/><text x="20" y="52" font-size="32" fill="#fbf7f2">Lumière</text>
</svg>`

const svgForm = (text: string, name = 'logo.svg') => imageForm(new TextEncoder().encode(text), name, 'image/svg+xml')
const upload = (client: Client, kind: string, form: FormData) => client.post(`/api/admin/brand/${kind}`, form)

describe('the studio’s logo and favicon', () => {
  it('takes an SVG logo from the owner, sized by its own width and height, served as is with no script allowed, and a PNG social card of it', async () => {
    const answer = await upload(owner, 'logo', svgForm(LOGO))
    expect(answer.status, answer.text).toBe(200)
    const { logo } = answer.json as Brand
    expect(logo).toMatchObject({ type: 'svg', width: 240, height: 80, url: expect.stringMatching(/^\/brand\/logo-[\da-f]{16}\.svg$/) })
    const served = await fetch(`${server.url}${logo!.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(served.headers.get('cache-control')).toContain('immutable')
    expect(await served.text()).toContain('Lumière')
    const card = await fetch(`${server.url}/brand/logo-${logo!.hash}-card.png`)
    expect(card.status).toBe(200)
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
    expect(((await editor.get('/api/admin/brand')).json as Brand).logo).toEqual(logo)
  })

  it('refuses an SVG with a script, an event handler, a foreign object or an outside address, saying why, and keeps the logo it had', async () => {
    const before = ((await owner.get('/api/admin/brand')).json as Brand).logo
    const cases: [string, RegExp][] = [
      [LOGO.replace('</svg>', '<script>alert(1)</script></svg>'), /cannot contain scripts.*<script>/],
      [LOGO.replace('<rect ', '<rect onload="alert(1)" '), /cannot contain scripts.*onload/],
      [
        LOGO.replace('</svg>', '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>'),
        /cannot contain scripts.*<foreignobject>/,
      ],
      [
        LOGO.replace('</svg>', '<image href="https://tracker.example/pixel.png" width="1" height="1"/></svg>'),
        /cannot load anything from outside it \(https:\/\/tracker\.example/,
      ],
      [LOGO.replace('fill="url(#ink)"', 'style="fill:url(https://evil.example/x.svg#a)"'), /cannot load anything from outside it/],
    ]
    for (const [svg, reason] of cases) {
      const answer = await upload(owner, 'logo', svgForm(svg))
      expect(answer.status, svg).toBe(400)
      expect(answer.json.error).toMatch(reason)
    }
    expect(((await owner.get('/api/admin/brand')).json as Brand).logo).toEqual(before)
  })

  it('refuses a <style> that imports or loads from an outside address (escaped or not), saying why, and keeps the logo it had', async () => {
    const before = ((await owner.get('/api/admin/brand')).json as Brand).logo
    const styled = (css: string) => LOGO.replace('<rect ', `<style>${css}</style><rect `)
    const styles = [
      '@import url(https://evil.example/a.css);',
      '@import "//evil.example/a.css";',
      '@\\69mport "https://evil.example/a.css";',
      'rect { fill: url( "https://evil.example/x.svg#a") }',
      'rect { fill: u\\72l(https://evil.example/x.svg#a) }',
      'rect { fill: url(/*x*/data:image/svg+xml,abc) }',
    ]
    for (const css of styles) {
      const answer = await upload(owner, 'logo', svgForm(styled(css)))
      expect(answer.status, css).toBe(400)
      expect(answer.json).toMatchObject({
        error: expect.stringMatching(/^A logo cannot load anything from outside it \(.+\): save the SVG with everything embedded$/),
      })
    }
    expect(((await owner.get('/api/admin/brand')).json as Brand).logo).toEqual(before)
    // Its own gradient, from a style, is its own.
    expect((await upload(owner, 'logo', svgForm(styled('rect { fill: url(#ink) }')))).status).toBe(200)
  })

  it('refuses a drawing 1 wide and 100,000 high with 400, saying why', async () => {
    const before = ((await owner.get('/api/admin/brand')).json as Brand).logo
    for (const [width, height] of [
      [1, 100_000],
      [100_000, 1],
      [50_000, 20_000],
    ]) {
      const svg = LOGO.replace('width="240" height="80" viewBox="0 0 240 80"', `width="${width}" height="${height}"`)
      const answer = await upload(owner, 'logo', svgForm(svg))
      expect(answer.status, answer.text).toBe(400)
      expect(answer.json.error).toMatch(/^The logo is \d+ × \d+: at most 4,096 a side, and at most 20 times as wide as high or high as wide$/)
    }
    expect(((await owner.get('/api/admin/brand')).json as Brand).logo).toEqual(before)
  })

  it('refuses another type (415), a file over 512 KB (413), and anyone but the owner (403, 401)', async () => {
    const jpeg = await upload(owner, 'logo', imageForm(await phoneJpeg({ width: 400, height: 300 }), 'logo.jpg', 'image/jpeg'))
    expect(jpeg.status).toBe(415)
    expect(jpeg.json.error).toBe('The logo must be an SVG or PNG file')
    const text = await upload(owner, 'favicon', imageForm(new TextEncoder().encode('hello'), 'favicon.png', 'image/png'))
    expect(text.status).toBe(415)
    const huge = await upload(owner, 'logo', svgForm(LOGO.replace('</svg>', `<!-- ${'x'.repeat(600 * 1024)} --></svg>`)))
    expect(huge.status).toBe(413)
    expect(huge.json.error).toMatch(/at most 512 KB/)
    expect((await upload(editor, 'logo', svgForm(LOGO))).status).toBe(403)
    expect((await upload(new Client(server.url), 'logo', svgForm(LOGO))).status).toBe(401)
    expect((await upload(owner, 'banner', svgForm(LOGO))).status).toBe(400)
  })

  it('serves /favicon.ico from the studio’s drawing until a favicon is uploaded, then from the upload, with its PNG sizes', async () => {
    const ico = async () => Buffer.from(await (await fetch(`${server.url}/favicon.ico`)).arrayBuffer())
    const drawing = await ico()
    expect([...drawing.subarray(0, 4)]).toEqual([0, 0, 1, 0])

    const answer = await upload(owner, 'favicon', imageForm(await transparentPng(256), 'icon.png', 'image/png'))
    expect(answer.status, answer.text).toBe(200)
    const { favicon } = answer.json as Brand
    expect(favicon).toMatchObject({ type: 'png', width: 256, height: 256 })
    const uploaded = await ico()
    expect([...uploaded.subarray(0, 4)]).toEqual([0, 0, 1, 0])
    expect(uploaded.equals(drawing)).toBe(false)
    // The .ico holds one 32-pixel PNG after its 22-byte header.
    expect(await sharp(uploaded.subarray(22)).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 })
    for (const size of [32, 180, 192]) {
      const png = await fetch(`${server.url}/brand/favicon-${favicon!.hash}-${size}.png`)
      expect(await sharp(Buffer.from(await png.arrayBuffer())).metadata()).toMatchObject({ width: size, height: size })
    }

    const removed = await owner.delete('/api/admin/brand/favicon')
    expect(removed.status).toBe(200)
    expect((removed.json as Brand).favicon).toBeNull()
    expect((await ico()).equals(drawing)).toBe(true)
  })
})
