import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DebugLogger } from 'builder-util'
import { validateConfiguration } from 'app-builder-lib/out/util/config/config.js'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { isReleaseFileName } from '../server/routes/desktop-updates.ts'

// electron-builder.yml as electron-builder reads it (no Electron, no network): signing from the
// environment only, notarization and the hardened runtime on, and installers the server's feed will serve.

const ROOT = resolve(import.meta.dirname, '..')
const text = readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')
const config = load(text) as Record<string, any>

describe('electron-builder.yml', () => {
  it('matches electron-builder’s own schema', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined()
  })

  it('signs and notarizes with what the environment gives, and holds no secret itself', () => {
    expect(config.mac).toMatchObject({ hardenedRuntime: true, notarize: true, entitlements: expect.any(String), entitlementsInherit: expect.any(String) })
    expect(existsSync(join(ROOT, config.mac.entitlements))).toBe(true)
    expect(readFileSync(join(ROOT, config.mac.entitlements), 'utf8')).toContain('com.apple.security.cs.allow-jit')
    for (const key of ['cscLink', 'cscKeyPassword', 'certificatePassword', 'certificateFile', 'identity']) {
      expect(JSON.stringify(config), key).not.toContain(`"${key}"`)
    }
    expect(text).not.toMatch(/password:\s*\S|appleIdPassword/i)
  })

  it('writes the update feed (generic), with a zip for macOS updates', () => {
    expect(config.publish).toMatchObject({ provider: 'generic', url: expect.stringMatching(/\/desktop\/updates\/$/) })
    expect(config.mac.target).toContain('zip')
  })

  it('names every installer so the server’s feed serves it', () => {
    const names = [config.linux.artifactName, config.nsis.artifactName, config.mac.artifactName, config.dmg.artifactName]
    const expand = (name: string, ext: string) => name.replace('${version}', '0.2.0').replace('${arch}', 'x64').replace('${ext}', ext)
    expect(isReleaseFileName(expand(config.linux.artifactName, 'AppImage'))).toBe(true)
    expect(isReleaseFileName(expand(config.linux.artifactName, 'deb'))).toBe(true)
    expect(isReleaseFileName(expand(config.nsis.artifactName, 'exe'))).toBe(true)
    expect(isReleaseFileName(expand(config.mac.artifactName, 'zip'))).toBe(true)
    expect(isReleaseFileName(expand(config.dmg.artifactName, 'dmg'))).toBe(true)
    expect(names.every((name) => typeof name === 'string')).toBe(true)
  })
})
