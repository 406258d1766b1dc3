import { describe, expect, it } from 'vitest'
import { normalizeServerUrl, sendsPasswordInClear } from './server-address.ts'

describe('sendsPasswordInClear (the plain-http warning)', () => {
  it('warns for plain http to another computer, however it is typed', () => {
    for (const address of [
      'http://192.168.1.20:3000',
      '192.168.1.20:3000',
      'studio.local',
      'http://belleza-studio.example',
      'HTTP://Studio.Example/admin',
      'http://[fd00::2]:3000',
      'http://0.0.0.0:3000',
    ]) {
      expect(sendsPasswordInClear(address), address).toBe(true)
    }
  })

  it('does not warn for https, for this computer, or for text that is not an address', () => {
    for (const address of [
      'https://belleza-studio.example',
      'https://192.168.1.20',
      'http://localhost:3000',
      'localhost:3000',
      'http://127.0.0.1:3000',
      'http://127.0.1.1:3000',
      'http://[::1]:3000',
      'http://studio.localhost:3000',
      '',
      'ftp://studio.example',
      'http://',
    ]) {
      expect(sendsPasswordInClear(address), address).toBe(false)
    }
  })

  it('judges the same origin the app connects to', () => {
    expect(normalizeServerUrl('192.168.1.20:3000/admin')).toBe('http://192.168.1.20:3000')
  })
})
