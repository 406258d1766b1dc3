import { describe, expect, it } from 'vitest'
import { backupFolderOf } from '../shared/schema/backup-config.ts'
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

describe('scheduled backup settings', () => {
  it('are on by default: daily, keeping 14, into a folder beside the data folder named for it', () => {
    const config = loadConfig({ DATA_DIR: '/srv/studio/data' })
    expect(config.BACKUP_DIR).toBeUndefined()
    expect(config.BACKUP_EVERY).toBe(24 * 3_600_000)
    expect(config.BACKUP_KEEP).toBe(14)
    expect(backupFolderOf(config)).toBe('/srv/studio/data-backups')
    expect(backupFolderOf(loadConfig({ DATA_DIR: '/srv/backups' }))).toBe('/srv/backups-backups')
    expect(backupFolderOf(loadConfig({ DATA_DIR: '/srv/studio/data', BACKUP_DIR: '/mnt/usb/studio' }))).toBe('/mnt/usb/studio')
  })

  it('give two data folders side by side two backup folders, never one they share', () => {
    const first = backupFolderOf(loadConfig({ DATA_DIR: '/srv/studios/rosa' }))
    const second = backupFolderOf(loadConfig({ DATA_DIR: '/srv/studios/lima/' }))
    expect([first, second]).toEqual(['/srv/studios/rosa-backups', '/srv/studios/lima-backups'])
    expect(backupFolderOf(loadConfig({ DATA_DIR: './data' }))).toBe(`${process.cwd()}/data-backups`)
  })

  it.each(['off', 'OFF', ' off '])('are off with BACKUP_EVERY=%s', (every) => {
    expect(loadConfig({ BACKUP_EVERY: every }).BACKUP_EVERY).toBeUndefined()
  })

  it.each([
    ['30m', 30 * 60_000],
    ['5m', 5 * 60_000],
    ['6h', 6 * 3_600_000],
    ['24h', 24 * 3_600_000],
    ['7d', 7 * 86_400_000],
  ])('read BACKUP_EVERY=%s as %i ms', (every, ms) => {
    expect(loadConfig({ BACKUP_DIR: '/srv/studio-backups', BACKUP_EVERY: every }).BACKUP_EVERY).toBe(ms)
  })

  it.each(['daily', '24', '1.5h', '-1h', '10s', '4m', '366d'])('refuse BACKUP_EVERY=%s with the forms it takes', (every) => {
    expect(() => loadConfig({ BACKUP_DIR: '/srv/studio-backups', BACKUP_EVERY: every })).toThrow(
      /BACKUP_EVERY: BACKUP_EVERY must be (a duration such as 30m, 6h, 24h or 7d|between 5m)/,
    )
  })

  it('take BACKUP_DIR or BACKUP_EVERY alone, the other at its default', () => {
    expect(loadConfig({ BACKUP_DIR: '/srv/studio-backups' }).BACKUP_EVERY).toBe(24 * 3_600_000)
    expect(loadConfig({ BACKUP_EVERY: '6h' }).BACKUP_DIR).toBeUndefined()
  })

  it('refuse a BACKUP_DIR that is DATA_DIR or inside it, relative paths read from the working folder', () => {
    for (const BACKUP_DIR of ['./data', 'data/', './data/backups', `${process.cwd()}/data/deep/backups`]) {
      expect(() => loadConfig({ DATA_DIR: './data', BACKUP_DIR, BACKUP_EVERY: '24h' }), BACKUP_DIR).toThrow(
        /BACKUP_DIR: BACKUP_DIR .* must be outside DATA_DIR/,
      )
    }
    expect(() => loadConfig({ DATA_DIR: './data', BACKUP_DIR: './data/backups' })).toThrow(`Use e.g. ${process.cwd()}/data-backups`)
    expect(loadConfig({ DATA_DIR: './data', BACKUP_DIR: './data-backups', BACKUP_EVERY: '24h' }).BACKUP_DIR).toBe('./data-backups')
    expect(loadConfig({ DATA_DIR: '/srv/studio/data', BACKUP_DIR: '/srv/studio', BACKUP_EVERY: '24h' }).BACKUP_DIR).toBe('/srv/studio')
  })

  it.each(['0', '-3', 'all', '2.5'])('refuse BACKUP_KEEP=%s', (keep) => {
    expect(() => loadConfig({ BACKUP_DIR: '/srv/studio-backups', BACKUP_EVERY: '24h', BACKUP_KEEP: keep })).toThrow(/BACKUP_KEEP: BACKUP_KEEP must be/)
  })
})
