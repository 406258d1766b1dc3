import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigSchema } from '../shared/schema/config.ts'
import { ROOT } from '../server/testing/test-server.ts'

// The systemd unit and its environment file (deploy/README.md installs them).
const UNIT = join(ROOT, 'deploy', 'belleza-studio.service')
const ENV_EXAMPLE = join(ROOT, 'deploy', 'belleza-studio.env.example')
/** The highest `systemd-analyze security` exposure accepted (0 is a perfect sandbox, 10 none); the unit scores 1.6. */
const MAX_EXPOSURE = 2

const hasSystemdAnalyze = spawnSync('systemd-analyze', ['--version'], { stdio: 'ignore' }).status === 0
if (!hasSystemdAnalyze) console.warn('systemd-analyze is not installed: deploy/belleza-studio.service was not verified (apt-get install systemd)')

/** The unit's `Key=value` settings (a key given twice keeps every value, in order). */
async function unitSettings(): Promise<Map<string, string[]>> {
  const settings = new Map<string, string[]>()
  for (const line of (await readFile(UNIT, 'utf8')).split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim())
    if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!])
  }
  return settings
}

/** The variables the unit sets with Environment= lines. */
function environmentOf(settings: Map<string, string[]>): Map<string, string> {
  const pairs = (settings.get('Environment') ?? []).flatMap((line) => line.split(/\s+/)).map((pair) => pair.split('=') as [string, string])
  return new Map(pairs)
}

describe('the systemd unit, read as text', () => {
  it('keeps DATA_DIR under /var/lib, writable despite ProtectSystem=strict, for its own user', async () => {
    const settings = await unitSettings()
    const environment = environmentOf(settings)
    const dataDir = environment.get('DATA_DIR')!
    expect(dataDir).toMatch(/^\/var\/lib\//)
    expect(settings.get('ProtectSystem')).toEqual(['strict'])
    expect(settings.get('ReadWritePaths')?.join(' ').split(' ')).toContain(dataDir)
    expect(settings.get('StateDirectory')?.join(' ').split(' ')).toContain(dataDir.replace('/var/lib/', ''))
    expect(settings.get('User')).toEqual(['belleza'])
    expect(settings.get('NoNewPrivileges')).toEqual(['true'])
    expect(settings.get('Restart')).toEqual(['on-failure'])
  })

  it('trusts only the proxy on this machine, listens on loopback, and leaves Node its JIT', async () => {
    const settings = await unitSettings()
    const environment = environmentOf(settings)
    expect(environment.get('TRUST_PROXY')).toBe('127.0.0.1')
    expect(environment.get('HOST')).toBe('127.0.0.1')
    // MemoryDenyWriteExecute=true would stop Node at start: its JIT compiler writes code and then runs it.
    expect(settings.get('MemoryDenyWriteExecute')).toEqual(['false'])
    expect(ConfigSchema.parse(Object.fromEntries(environment))).toMatchObject({ TRUST_PROXY: '127.0.0.1', PORT: 3000 })
  })

  it('has an environment example that names every variable the server reads', async () => {
    const example = await readFile(ENV_EXAMPLE, 'utf8')
    const named = new Set([...example.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!))
    expect(Object.keys(ConfigSchema.in.shape).filter((name) => !named.has(name))).toEqual([])
  })
})

describe.runIf(hasSystemdAnalyze)('the systemd unit, checked by systemd-analyze', () => {
  const folders: string[] = []
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
  })

  /**
   * A copy of the unit whose ExecStart names the node running this test. The unit says /usr/bin/node (Debian's and
   * NodeSource's node), which a developer's machine may lack, and `verify` fails on a missing program; everything
   * else is checked as written. `verify` does not check that the user, the working folder or the EnvironmentFile
   * exist: deploy/README.md makes them.
   */
  async function unitCopy(): Promise<string> {
    const folder = await mkdtemp(join(tmpdir(), 'studio-unit-'))
    folders.push(folder)
    const copy = join(folder, 'belleza-studio.service')
    await writeFile(copy, (await readFile(UNIT, 'utf8')).replace('ExecStart=/usr/bin/node ', `ExecStart=${process.execPath} `))
    return copy
  }

  it('passes systemd-analyze verify without a single warning about the unit', async () => {
    const result = spawnSync('systemd-analyze', ['verify', await unitCopy()], { encoding: 'utf8' })
    const output = `${result.stdout}${result.stderr}`
    // An unknown key or a bad value is only a warning (exit 0), naming the unit's file: any such line fails.
    expect(output.split('\n').filter((line) => line.includes('belleza-studio'))).toEqual([])
    expect(result.status, output).toBe(0)
  })

  it(`is sandboxed: systemd-analyze security rates its exposure at most ${MAX_EXPOSURE}`, async () => {
    const result = spawnSync('systemd-analyze', ['security', '--offline=true', await unitCopy()], { encoding: 'utf8' })
    const output = `${result.stdout}${result.stderr}`
    const exposure = /Overall exposure level for belleza-studio\.service: ([\d.]+)/.exec(output)
    expect(exposure, `systemd-analyze security --offline (systemd 250 or newer):\n${output}`).not.toBeNull()
    expect(Number(exposure![1])).toBeLessThanOrEqual(MAX_EXPOSURE)
  })
})
