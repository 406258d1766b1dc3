import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createStyleInliner } from './inline-styles.ts'

const client = mkdtempSync(join(tmpdir(), 'inline-styles-'))
mkdirSync(join(client, 'assets', 'static'), { recursive: true })
writeFileSync(join(client, 'assets', 'static', 'site.css'), '.site-header{color:plum}')
writeFileSync(join(client, 'assets', 'static', 'page.css'), '.faq{margin:0}')
writeFileSync(join(client, 'assets', 'static', 'odd.css'), '.x::after{content:"</style>"}')
afterAll(() => rmSync(client, { recursive: true, force: true }))

// The head as Vike writes it: its stylesheet links first, before <meta charset>.
const page = (links: string[], body = '<p>Hi</p>') =>
  `<!DOCTYPE html>\n<html lang="en">\n  <head>\n${links.map((href) => `    <link rel="stylesheet" type="text/css" href="${href}">\n`).join('')}    <meta charset="UTF-8" />\n    <title>FAQ</title>\n  </head>\n  <body>${body}</body>\n</html>`

describe('inlining a page’s stylesheets', () => {
  const inline = createStyleInliner(client)

  it('puts every linked file into one <style> at the end of the head, in the links’ order', () => {
    const html = inline(page(['/assets/static/site.css', '/assets/static/page.css']))
    expect(html).not.toContain('<link rel="stylesheet"')
    expect(html).toContain('<style>.site-header{color:plum}\n.faq{margin:0}</style>\n</head>')
    // <meta charset> stays at the top, within the first 1,024 bytes.
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(100)
  })

  it('keeps the link of a file it cannot read or cannot put in a <style> safely', () => {
    const html = inline(page(['/assets/static/site.css', '/assets/static/missing.css', '/assets/static/odd.css', '/assets/../secret.css']))
    expect(html).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/missing.css">')
    expect(html).toContain('<link rel="stylesheet" type="text/css" href="/assets/static/odd.css">')
    expect(html).toContain('<link rel="stylesheet" type="text/css" href="/assets/../secret.css">')
    expect(html).toContain('<style>.site-header{color:plum}</style>')
  })

  it('leaves the body alone, whatever a post holds', () => {
    const body = '<link rel="stylesheet" type="text/css" href="/assets/static/site.css">\n'
    const html = inline(page([], body))
    expect(html).toBe(page([], body))
  })

  it('reads each file once', () => {
    const first = inline(page(['/assets/static/page.css']))
    writeFileSync(join(client, 'assets', 'static', 'page.css'), '.faq{margin:1px}')
    expect(inline(page(['/assets/static/page.css']))).toBe(first)
  })
})
