import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP_UPDATES_FOLDER } from '../../server/routes/desktop-updates.ts'
import { type TestServer, startTestServer } from '../../server/testing/test-server.ts'
import { UPDATE_CHECK_EVERY_MS, UPDATE_RETRY_MS, channelFileName, checkForUpdate, isNewerVersion, nextCheckDelay, updateFeedUrl } from './update-check.ts'

// The app's update decision against a feed the real server serves from a temporary DATA_DIR.
let server: TestServer
let feedFolder: string
const channel = (version: string, installer: string) =>
  `version: ${version}\nfiles:\n  - url: ${installer}\n    sha512: c29tZSBieXRlcw==\n    size: 10\npath: ${installer}\nsha512: c29tZSBieXRlcw==\nreleaseDate: '2026-11-24T10:00:00.000Z'\n`

beforeAll(async () => {
  server = await startTestServer()
  feedFolder = join(server.dataDir, DESKTOP_UPDATES_FOLDER)
  await mkdir(feedFolder, { recursive: true })
})
afterAll(() => server?.destroy())

const check = (currentVersion: string, platform: NodeJS.Platform = 'win32', arch = 'x64') =>
  checkForUpdate({ serverUrl: server.url, currentVersion, platform, arch, fetch })

describe('checkForUpdate against the studio server’s feed', () => {
  it('says nothing is published while DATA_DIR/desktop-updates/ holds no channel file', async () => {
    expect(await check('0.1.0')).toEqual({ status: 'none-published', feedUrl: `${server.url}/desktop/updates/` })
  })

  it('finds a newer version in latest.yml, and none when the app has it already or a newer one', async () => {
    await writeFile(join(feedFolder, 'latest.yml'), channel('0.2.0', 'belleza-studio-admin-setup-0.2.0.exe'))
    expect(await check('0.1.0')).toEqual({ status: 'available', version: '0.2.0', feedUrl: `${server.url}/desktop/updates/` })
    expect(await check('0.2.0')).toMatchObject({ status: 'up-to-date', version: '0.2.0' })
    expect(await check('0.3.0-beta.1')).toMatchObject({ status: 'up-to-date', version: '0.2.0' })
  })

  it('reads the channel file of its own system', async () => {
    await writeFile(join(feedFolder, 'latest-mac.yml'), channel('0.3.0', 'belleza-studio-admin-0.3.0-arm64-mac.zip'))
    expect(await check('0.2.0', 'darwin', 'arm64')).toMatchObject({ status: 'available', version: '0.3.0' })
    expect(await check('0.2.0', 'linux', 'x64')).toMatchObject({ status: 'none-published' })
    await rm(join(feedFolder, 'latest-mac.yml'))
  })

  it('reports a broken channel file or an unreachable server as a failed check, to retry sooner', async () => {
    await writeFile(join(feedFolder, 'latest.yml'), 'version: soon\nfiles: []\n')
    const broken = await check('0.1.0')
    expect(broken).toMatchObject({ status: 'failed', problem: expect.stringContaining('not one electron-builder wrote') })
    expect(nextCheckDelay(broken)).toBe(UPDATE_RETRY_MS)

    const away = await checkForUpdate({ serverUrl: 'http://127.0.0.1:9', currentVersion: '0.1.0', platform: 'win32', arch: 'x64', fetch })
    expect(away).toMatchObject({ status: 'failed', feedUrl: 'http://127.0.0.1:9/desktop/updates/' })
    expect(nextCheckDelay(await check('9.9.9'))).toBe(UPDATE_RETRY_MS)
  })
})

describe('update decisions', () => {
  it('never updates over plain http from another computer (the installer and its checksum could be swapped)', async () => {
    let asked = false
    const spy = async () => {
      asked = true
      return new Response('', { status: 404 })
    }
    const check = await checkForUpdate({ serverUrl: 'http://192.168.1.20:3000', currentVersion: '0.1.0', platform: 'win32', arch: 'x64', fetch: spy })
    expect(check).toEqual({ status: 'not-encrypted', feedUrl: 'http://192.168.1.20:3000/desktop/updates/' })
    expect(asked).toBe(false)
    expect(nextCheckDelay(check)).toBe(UPDATE_CHECK_EVERY_MS)
  })

  it('uses the feed of the server the app is signed in to', () => {
    expect(updateFeedUrl('https://studio.example')).toBe('https://studio.example/desktop/updates/')
    expect(updateFeedUrl('http://localhost:3000')).toBe('http://localhost:3000/desktop/updates/')
    expect(updateFeedUrl(null)).toBeNull()
  })

  it('replaces only with a strictly newer version', () => {
    expect(isNewerVersion('0.2.0', '0.1.0')).toBe(true)
    expect(isNewerVersion('0.10.0', '0.9.9')).toBe(true)
    expect(isNewerVersion('1.0.0', '1.0.0-rc.1')).toBe(true)
    expect(isNewerVersion('0.1.0', '0.1.0')).toBe(false)
    expect(isNewerVersion('0.1.0', '0.2.0')).toBe(false)
    expect(isNewerVersion('latest', '0.1.0')).toBe(false)
  })

  it('checks every 6 hours, and not before a server is chosen', async () => {
    expect(await checkForUpdate({ serverUrl: null, currentVersion: '0.1.0', platform: 'win32', arch: 'x64', fetch })).toBeNull()
    expect(nextCheckDelay({ status: 'up-to-date', version: '0.1.0', feedUrl: '' })).toBe(UPDATE_CHECK_EVERY_MS)
    expect(nextCheckDelay({ status: 'none-published', feedUrl: '' })).toBe(UPDATE_CHECK_EVERY_MS)
    expect(nextCheckDelay(null)).toBe(UPDATE_RETRY_MS) // no server chosen yet: look again soon
    expect(UPDATE_CHECK_EVERY_MS).toBe(6 * 60 * 60 * 1000)
  })

  it('names electron-updater’s channel file per system', () => {
    expect(channelFileName('win32', 'x64')).toBe('latest.yml')
    expect(channelFileName('darwin', 'arm64')).toBe('latest-mac.yml')
    expect(channelFileName('linux', 'x64')).toBe('latest-linux.yml')
    expect(channelFileName('linux', 'arm64')).toBe('latest-linux-arm64.yml')
  })
})
