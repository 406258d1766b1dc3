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
