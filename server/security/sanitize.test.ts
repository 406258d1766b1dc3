import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize.ts'

describe('sanitizeHtml', () => {
  it('gives a video frame only the permissions a player needs, whatever the post asked for', async () => {
    const html = await sanitizeHtml(
      '<iframe src="https://www.youtube.com/embed/abc123" allow="camera; microphone; geolocation; payment" allowfullscreen></iframe>',
    )
    expect(html).toContain('allow="encrypted-media; picture-in-picture; fullscreen"')
    expect(html).not.toMatch(/camera|microphone|geolocation|payment/)
  })

  it("prefixes a post's ids and names so they cannot collide with the page's own, and keeps its anchors working", async () => {
    const html = await sanitizeHtml('<h2 id="main">Healing</h2><a name="results">x</a><p><a href="#main">Back up</a></p>')
    expect(html).toContain('<h2 id="user-content-main">')
    expect(html).toContain('name="user-content-results"')
    expect(html).toContain('href="#user-content-main"')
    expect(html).not.toMatch(/id="main"/)
  })
})
