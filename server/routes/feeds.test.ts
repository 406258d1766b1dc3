import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, type TestServer, postBody, startTestServer } from '../testing/test-server.ts'
import { escapeXml } from './feeds.ts'

let server: TestServer
let admin: Client

beforeAll(async () => {
  server = await startTestServer()
  admin = new Client(server.url)
  await admin.login()
})
afterAll(() => server.destroy())

/** Parses XML strictly, as a feed reader does: a parser error is thrown with its message. */
function parseXml(text: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml')
  const error = document.querySelector('parsererror')
  if (error) throw new Error(error.textContent ?? 'not well-formed XML')
  return document
}

describe('feeds', () => {
  it('stay valid XML when a post holds control characters, a lone surrogate or markup', async () => {
    const title = 'Brows \u0001after\u0008 healing \uFFFE & <lips> \uD800 "tips"'
    const created = await admin.post('/api/blog/posts', postBody({ title, excerpt: 'Week one\u000B: \u001Fsoft & <b>bold</b>', category: 'Aftercare' }))
    expect(created.status).toBe(201)
    for (const path of ['/rss.xml', '/sitemap.xml']) {
      const answer = await fetch(server.url + path)
      expect(answer.status).toBe(200)
      const document = parseXml(await answer.text())
      if (path === '/rss.xml') {
        const titles = [...document.querySelectorAll('item > title')].map((node) => node.textContent)
        expect(titles).toContain('Brows after healing  & <lips>  "tips"')
      }
    }
  })

  it('escapeXml keeps emoji and accented letters', () => {
    expect(escapeXml('Cejas ombré 💄 <3')).toBe('Cejas ombré 💄 &lt;3')
  })
})
