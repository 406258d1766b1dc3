import { describe, expect, it } from 'vitest'
import type { WebFrameMain } from 'electron'
import { isTrustedSender } from './ipc.ts'
import { APP_ORIGIN, createLinkOpener, decideExternalLink, decideNavigation, externalWebUrl, isAppUrl, originOf } from './navigation.ts'

describe('navigation', () => {
  it('keeps the app’s own pages, sends web pages to the browser, and goes nowhere else', () => {
    expect(decideNavigation('app://studio/index.html', APP_ORIGIN)).toEqual({ action: 'allow' })
    expect(decideNavigation('https://belleza-studio.example/blog/x', APP_ORIGIN)).toEqual({
      action: 'deny',
      openInBrowser: 'https://belleza-studio.example/blog/x',
    })
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'app://elsewhere/index.html',
      'mailto:ana@example.com?attach=/etc/passwd',
      'smb://host/share',
      'not a url',
    ]) {
      expect(decideNavigation(url, APP_ORIGIN), url).toEqual({ action: 'deny', openInBrowser: null })
    }
  })

  it('hands a reply draft (mailto: with a subject and body) to the mail program, and nothing more of mailto:', () => {
    const draft = 'mailto:ana@example.com?subject=Su%20consulta&body=Hola%2C%20Ana%3A'
    expect(decideNavigation(draft, APP_ORIGIN)).toEqual({ action: 'deny', openInBrowser: draft })
    expect(decideExternalLink(draft, 'https://belleza-studio.example')).toEqual({ action: 'open', url: draft })
    for (const url of ['mailto:ana@example.com?attach=C:%5Csecrets.txt', 'mailto:ana@example.com?subject=Hi&cc=other@example.com']) {
      expect(decideExternalLink(url, 'https://belleza-studio.example'), url).toEqual({ action: 'refuse' })
    }
  })

  it('compares origins of custom schemes too (their WHATWG origin is "null")', () => {
    expect(originOf('app://studio/assets/index.js')).toBe('app://studio')
    expect(isAppUrl('app://studio.evil/index.html', APP_ORIGIN)).toBe(false)
    expect(isAppUrl('http://localhost:5173/', 'http://localhost:5173')).toBe(true)
    expect(externalWebUrl('HTTPS://Example.com/a b')).toBe('https://example.com/a%20b')
  })
})

describe('links leaving the app', () => {
  const server = 'https://belleza-studio.example'

  it('opens the studio’s own server at once, asks first for any other site, and refuses other schemes', () => {
    expect(decideExternalLink('https://belleza-studio.example/blog/ombre-brows', server)).toEqual({
      action: 'open',
      url: 'https://belleza-studio.example/blog/ombre-brows',
    })
    expect(decideExternalLink('https://BELLEZA-studio.example:443/', server)).toEqual({ action: 'open', url: 'https://belleza-studio.example/' })
    expect(decideExternalLink('http://localhost:3000/blog/x', 'http://localhost:3000')).toMatchObject({ action: 'open' })
    for (const url of [
      'https://www.instagram.com/belleza',
      'http://belleza-studio.example/blog/x', // the same host without TLS is another origin
      'https://belleza-studio.example.evil.example/',
      'https://belleza-studio.example:8443/',
      'https://belleza-studio.example@evil.example/',
    ]) {
      expect(decideExternalLink(url, server), url).toEqual({ action: 'confirm', url: new URL(url).href })
    }
    expect(decideExternalLink('https://belleza-studio.example/', null)).toMatchObject({ action: 'confirm' }) // no server chosen yet
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'mailto:ana@example.com?attach=/etc/passwd',
      'smb://host/share',
      'app://studio/index.html',
      'not a url',
    ]) {
      expect(decideExternalLink(url, server), url).toEqual({ action: 'refuse' })
    }
  })

  it('shows the full address in the question, and opens only what was confirmed', async () => {
    const asked: string[] = []
    const opened: string[] = []
    let answer = false
    const openLink = createLinkOpener({
      serverUrl: () => server,
      confirm: async (url) => {
        asked.push(url)
        return answer
      },
      open: async (url) => void opened.push(url),
    })
    const far = 'https://www.youtube.com/watch?v=abc&t=42#comments'
    await openLink(far)
    expect(asked).toEqual([far])
    expect(opened).toEqual([])
    answer = true
    await openLink(far)
    expect(opened).toEqual([far])

    await openLink(`${server}/blog/lip-blush`)
    expect(asked).toHaveLength(2) // no question for the studio's own pages
    expect(opened).toEqual([far, `${server}/blog/lip-blush`])

    await openLink('javascript:alert(1)')
    await openLink('file:///C:/Windows/System32/calc.exe')
    expect(asked).toHaveLength(2)
    expect(opened).toHaveLength(2)
  })
})

describe('IPC sender check', () => {
  const frame = (url: string, parent: unknown = null) => ({ url, parent }) as unknown as WebFrameMain

  it('answers only the app’s own top-level page', () => {
    expect(isTrustedSender(frame('app://studio/index.html'), APP_ORIGIN)).toBe(true)
    expect(isTrustedSender(frame('https://www.youtube.com/embed/abc', {}), APP_ORIGIN)).toBe(false)
    expect(isTrustedSender(frame('app://studio/index.html', {}), APP_ORIGIN)).toBe(false) // an iframe, even ours
    expect(isTrustedSender(frame('https://evil.example/'), APP_ORIGIN)).toBe(false)
    expect(isTrustedSender(null, APP_ORIGIN)).toBe(false)
  })
})
