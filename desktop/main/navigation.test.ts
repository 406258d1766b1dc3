import { describe, expect, it } from 'vitest'
import type { WebFrameMain } from 'electron'
import { isTrustedSender } from './ipc.ts'
import { APP_ORIGIN, decideNavigation, externalWebUrl, isAppUrl, originOf } from './navigation.ts'

describe('navigation', () => {
  it('keeps the app’s own pages, sends web pages to the browser, and goes nowhere else', () => {
    expect(decideNavigation('app://studio/index.html', APP_ORIGIN)).toEqual({ action: 'allow' })
    expect(decideNavigation('https://belleza-studio.example/blog/x', APP_ORIGIN)).toEqual({
      action: 'deny',
      openInBrowser: 'https://belleza-studio.example/blog/x',
    })
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'app://elsewhere/index.html', 'mailto:ana@example.com', 'smb://host/share', 'not a url']) {
      expect(decideNavigation(url, APP_ORIGIN), url).toEqual({ action: 'deny', openInBrowser: null })
    }
  })

  it('compares origins of custom schemes too (their WHATWG origin is "null")', () => {
    expect(originOf('app://studio/assets/index.js')).toBe('app://studio')
    expect(isAppUrl('app://studio.evil/index.html', APP_ORIGIN)).toBe(false)
    expect(isAppUrl('http://localhost:5173/', 'http://localhost:5173')).toBe(true)
    expect(externalWebUrl('HTTPS://Example.com/a b')).toBe('https://example.com/a%20b')
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
