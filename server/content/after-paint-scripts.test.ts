import { describe, expect, it } from 'vitest'
import { AFTER_PAINT_ATTRIBUTE } from '#shared/head/after-first-paint.ts'
import { holdPageScripts } from './after-paint-scripts.ts'

describe('holdPageScripts', () => {
  it("puts Vike's page script in an inert template (valid HTML) that the head's script starts after the first paint", () => {
    const html = '<body><p>Hi</p><script src="/assets/entries/pages_-site-_client.DP_Er9Xo.js" type="module" async></script></body>'
    expect(holdPageScripts(html)).toBe(`<body><p>Hi</p><template ${AFTER_PAINT_ATTRIBUTE}="/assets/entries/pages_-site-_client.DP_Er9Xo.js"></template></body>`)
  })

  it("leaves other scripts alone (JSON-LD, a post's text that shows a script tag)", () => {
    const html = '<script type="application/ld+json">{}</script><p>&lt;script src="/assets/x.js" type="module" async&gt;</p>'
    expect(holdPageScripts(html)).toBe(html)
  })
})
