import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { chromiumVersion } from './chromium.ts'
import { ROOT } from './config.ts'

export interface Machine {
  os: string
  cpu: string
  cpus: number
  memoryGb: number
  node: string
  chromium: string
  lighthouse: string
  autocannon: string
  playwright: string
  loadAverage: number[]
  /** The commit measured, and how many tracked files differed from it (bench/ aside). */
  commit: string
  uncommitted: number
}

export async function describeMachine(chromePath: string): Promise<Machine> {
  const release = await readFile('/etc/os-release', 'utf8').catch(() => '')
  const distro = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(release)?.[1]
  const cpus = os.cpus()
  const version = (name: string) => {
    try {
      return (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version
    } catch {
      return 'unknown'
    }
  }
  return {
    os: `${distro ?? os.type()} (${os.type()} ${os.release()}, ${os.arch()})`,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    memoryGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    chromium: await chromiumVersion(chromePath),
    lighthouse: version('lighthouse'),
    autocannon: version('autocannon'),
    playwright: version('playwright-core'),
    loadAverage: os.loadavg(),
    ...(await gitState()),
  }
}

async function gitState(): Promise<{ commit: string; uncommitted: number }> {
  const git = (...args: string[]) => promisify(execFile)('git', args, { cwd: ROOT }).then(({ stdout }) => stdout.trim())
  try {
    const commit = await git('log', '-1', '--format=%h %s')
    const changed = (await git('status', '--porcelain', '--untracked-files=no')).split('\n').filter((line) => line && !line.slice(3).startsWith('bench/'))
    return { commit, uncommitted: changed.length }
  } catch {
    return { commit: 'unknown (not a git checkout)', uncommitted: 0 }
  }
}
