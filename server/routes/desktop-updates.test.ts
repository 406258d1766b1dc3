import { mkdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestServer, startTestServer } from '../testing/test-server.ts'
import { DESKTOP_UPDATES_FOLDER, isReleaseFileName } from './desktop-updates.ts'

let server: TestServer
const LATEST =
  'version: 0.2.0\nfiles:\n  - url: belleza-studio-admin-setup-0.2.0.exe\n    sha512: abc\n    size: 10\npath: belleza-studio-admin-setup-0.2.0.exe\n'

beforeAll(async () => {
  server = await startTestServer()
  const folder = join(server.dataDir, DESKTOP_UPDATES_FOLDER)
  await mkdir(join(folder, 'old'), { recursive: true })
  await writeFile(join(folder, 'latest.yml'), LATEST)
  await writeFile(join(folder, 'belleza-studio-admin-setup-0.2.0.exe'), '0123456789')
  await writeFile(join(folder, 'belleza-studio-admin-setup-0.2.0.exe.blockmap'), 'blocks')
  await writeFile(join(folder, 'notes.txt'), 'private')
  await writeFile(join(folder, '.latest.yml'), 'hidden')
  await writeFile(join(server.dataDir, 'latest.yml'), 'outside the folder')
  // Links to a file out of the folder (under a release file's name), and to one in it.
  await writeFile(join(server.dataDir, 'private.txt'), 'private file outside the folder')
  await symlink(join(server.dataDir, 'private.txt'), join(folder, 'latest-mac.yml'))
  await symlink(join(server.dataDir, 'db.json'), join(folder, 'belleza-studio-admin-0.2.0-x64.dmg'))
  await symlink(join(folder, 'latest.yml'), join(folder, 'latest-linux.yml'))
  await mkdir(join(folder, 'belleza-studio-admin-0.2.0-arm64-mac.zip'))
})
afterAll(() => server?.destroy())

const get = (path: string, headers?: Record<string, string>) => fetch(server.url + path, { headers, redirect: 'manual' })

describe('GET /desktop/updates/', () => {
  it('serves the channel file, revalidated on every check, with the site’s security headers', async () => {
    const answer = await get('/desktop/updates/latest.yml')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/yaml; charset=utf-8')
    expect(answer.headers.get('cache-control')).toBe('no-cache')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('etag')).toBeTruthy()
    expect(await answer.text()).toBe(LATEST)
  })

  it('serves installers and blockmaps as downloads, in ranges too (electron-updater’s differential download)', async () => {
    const installer = await get('/desktop/updates/belleza-studio-admin-setup-0.2.0.exe')
    expect(installer.status).toBe(200)
    expect(installer.headers.get('content-type')).toBe('application/octet-stream')
    expect(installer.headers.get('content-disposition')).toBe('attachment; filename="belleza-studio-admin-setup-0.2.0.exe"')
    expect(await installer.text()).toBe('0123456789')
    const part = await get('/desktop/updates/belleza-studio-admin-setup-0.2.0.exe', { range: 'bytes=2-4' })
    expect(part.status).toBe(206)
    expect(await part.text()).toBe('234')
    expect((await get('/desktop/updates/belleza-studio-admin-setup-0.2.0.exe.blockmap')).status).toBe(200)
  })

  it('answers a plain 404 for the folder, other files, hidden files, sub-folders and paths out of it', async () => {
    for (const path of [
      '/desktop/updates',
      '/desktop/updates/',
      '/desktop/updates/old/',
      '/desktop/updates/notes.txt',
      '/desktop/updates/.latest.yml',
      '/desktop/updates/latest-windows.yml',
      '/desktop/updates/missing-1.0.0.dmg',
      '/desktop/updates/..%2Flatest.yml',
    ]) {
      const answer = await get(path)
      expect(answer.status, path).toBe(404)
      expect(answer.headers.get('content-type'), path).toMatch(/^text\/plain/)
      expect(await answer.text(), path).toBe('Not Found')
    }
    // A client that resolves `..` asks for /desktop/latest.yml: the website's own 404, not DATA_DIR's file.
    const outside = await get('/desktop/updates/%2e%2e/latest.yml')
    expect(outside.status).toBe(404)
    expect(await outside.text()).not.toContain('outside the folder')
  })

  it('serves regular files only: a symlink under a release file’s name, or a folder, is a plain 404', async () => {
    for (const path of [
      '/desktop/updates/latest-mac.yml',
      '/desktop/updates/belleza-studio-admin-0.2.0-x64.dmg',
      '/desktop/updates/latest-linux.yml',
      '/desktop/updates/belleza-studio-admin-0.2.0-arm64-mac.zip',
    ]) {
      const answer = await get(path)
      expect(answer.status, path).toBe(404)
      expect(await answer.text(), path).toBe('Not Found')
    }
  })
})

describe('isReleaseFileName', () => {
  it('accepts what electron-builder publishes and nothing else', () => {
    for (const name of [
      'latest.yml',
      'latest-mac.yml',
      'latest-linux.yml',
      'latest-linux-arm64.yml',
      'belleza-studio-admin-0.2.0-arm64-mac.zip',
      'belleza-studio-admin-0.2.0-x64.dmg',
      'belleza-studio-admin-0.2.0-x86_64.AppImage',
      'belleza-studio-admin-0.2.0-amd64.deb',
      'belleza-studio-admin-0.2.0-arm64.dmg.blockmap',
    ]) {
      expect(isReleaseFileName(name), name).toBe(true)
    }
    for (const name of ['', 'db.json', 'notes.txt', '.env', '.latest.yml', 'a..exe', '-x.exe', 'x.exe.txt', 'x.sh', 'latest.yaml', 'sub/latest.yml']) {
      expect(isReleaseFileName(name), name).toBe(false)
    }
  })
})
