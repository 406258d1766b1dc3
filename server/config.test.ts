import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('configuration from the environment', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', TRUST_PROXY: false, ADMIN_USERNAME: 'admin', PUBLIC_URL: 'http://localhost:3000' })
    expect(config.HOST).toBeUndefined()
  })

  it('reads TRUST_PROXY as a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback')
  })

  it('refuses TRUST_PROXY=true (any client could pick its address) unless TRUST_PROXY_FORCE=1', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*number of proxies.*TRUST_PROXY_FORCE=1/s)
    expect(loadConfig({ TRUST_PROXY: 'true', TRUST_PROXY_FORCE: '1' }).TRUST_PROXY).toBe(true)
  })

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://belleza-studio.example/' }).PUBLIC_URL).toBe('https://belleza-studio.example')
  })

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'belleza-studio.example'],
    ['SESSION_SECRET', 'too-short'],
    ['ADMIN_PASSWORD', 'short'],
    ['NODE_ENV', 'staging'],
  ])('names %s in a clear message when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration[\\s\\S]*${name}`))
  })
})

describe('inquiry email settings', () => {
  const SMTP_URL = 'smtps://studio%40gmail.com:abcd%20efgh@smtp.gmail.com:465'

  it('is off when neither SMTP_URL nor NOTIFY_EMAIL is set', () => {
    const config = loadConfig({})
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.NOTIFY_EMAIL).toBeUndefined()
  })

  it('takes an smtps:// or smtp:// address, the studio address and an optional sender', () => {
    expect(loadConfig({ SMTP_URL, NOTIFY_EMAIL: 'studio@gmail.com' })).toMatchObject({ SMTP_URL, NOTIFY_EMAIL: 'studio@gmail.com' })
    const config = loadConfig({ SMTP_URL: 'smtp://mail.example.com:587', NOTIFY_EMAIL: 'a@b.example', MAIL_FROM: 'Website <web@b.example>' })
    expect(config.MAIL_FROM).toBe('Website <web@b.example>')
  })

  it.each([
    ['an http address', 'https://smtp.gmail.com'],
    ['no host', 'smtp://'],
    ['not an address', 'smtp.gmail.com:465'],
  ])('refuses SMTP_URL with %s, and never prints it (it holds a password)', (_label, value) => {
    const url = value.replace('//', '//user:s3cret-pass@')
    expect(() => loadConfig({ SMTP_URL: url, NOTIFY_EMAIL: 'a@b.example' })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/)
    try {
      loadConfig({ SMTP_URL: url, NOTIFY_EMAIL: 'a@b.example' })
    } catch (error) {
      expect((error as Error).message).not.toContain('s3cret-pass')
    }
  })

  it('refuses one of SMTP_URL and NOTIFY_EMAIL without the other, naming the missing one', () => {
    expect(() => loadConfig({ SMTP_URL })).toThrow(/NOTIFY_EMAIL: inquiry email needs both SMTP_URL .* and NOTIFY_EMAIL/)
    expect(() => loadConfig({ NOTIFY_EMAIL: 'studio@gmail.com' })).toThrow(/SMTP_URL: inquiry email needs both/)
  })

  it('refuses a NOTIFY_EMAIL that is not one email address', () => {
    expect(() => loadConfig({ SMTP_URL, NOTIFY_EMAIL: 'studio at gmail' })).toThrow(/NOTIFY_EMAIL must be one email address/)
    expect(() => loadConfig({ SMTP_URL, NOTIFY_EMAIL: 'a@b.example, c@d.example' })).toThrow(/NOTIFY_EMAIL/)
  })
})

