import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ADMIN, LOG_LEVEL, ROOT, SITE_ROOT } from './config.ts'
import { freePort, onCleanup, sleep, stopChild, trackChild } from './processes.ts'

export interface ServerHandle {
  url: string
  port: number
  dataDir: string
  child: ChildProcess
  stop(): Promise<void>
}

/**
 * Starts the production server (bench/serve.ts: same config and startServer as server/index.ts) in its own
 * process on a free loopback port. Without `dataDir` it gets a fresh temporary DATA_DIR (seeded on first start),
 * removed again on stop. `env`: more of the server's environment (the floods trust X-Forwarded-For from loopback; the
 * analytics row turns counting off).
 */
export async function startProductionServer(options: { dataDir?: string; label: string; env?: Record<string, string> }): Promise<ServerHandle> {
  const ownDataDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'belleza-bench-data-')))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = trackChild(
    spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'serve.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // As `npm start` runs it (scripts/start.mjs).
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        TRUST_PROXY: 'false',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        // A backup taken at start would be measured with everything else.
        BACKUP_EVERY: process.env.BACKUP_EVERY ?? 'off',
        BENCH_SITE_ROOT: SITE_ROOT,
        LOG_LEVEL,
        BENCH_LOG_FILE: join(dataDir, 'server.log'),
        ...options.env,
      },
    }),
  )
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await stopChild(child)
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true })
  }
  const forget = onCleanup(`server ${options.label}`, stop)

  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      forget()
      await stop()
      throw new Error(`The ${options.label} server exited before it answered:\n${log}`)
    }
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      forget()
      await stop()
      throw new Error(`The ${options.label} server did not answer within 120 s:\n${log}`)
    }
    // Often enough to time a start to the nearest 20 ms (the store-growth rows).
    await sleep(20)
  }
  return {
    url,
    port,
    dataDir,
    child,
    async stop() {
      forget()
      await stop()
    },
  }
}
