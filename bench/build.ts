import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { BUILD_OUT_DIR, ROOT } from './config.ts'
import { onCleanup, sleep, trackChild } from './processes.ts'

export interface BuildResult {
  seconds: number
  attempts: number
}

/**
 * `vike build` (what `npm run build` runs), timed, into the bench's own output folder (VITE_CONFIG overrides
 * build.outDir only). Retried up to three times: other builds on this machine may collide with ours.
 */
export async function buildSite(): Promise<BuildResult> {
  let lastLog = ''
  for (let attempt = 1; attempt <= 3; attempt++) {
    const started = performance.now()
    const { code, log } = await runBuild()
    const seconds = (performance.now() - started) / 1000
    lastLog = log
    // Every page renders on request (docs/decisions/008): the server bundle is the build's last output.
    const complete = existsSync(join(BUILD_OUT_DIR, 'server', 'entry.mjs')) && existsSync(join(BUILD_OUT_DIR, 'client', 'assets'))
    if (code === 0 && complete) return { seconds, attempts: attempt }
    console.error(`[bench] build attempt ${attempt} failed (exit ${code}${complete ? '' : ', output incomplete'}); retrying`)
    await sleep(2000)
  }
  throw new Error(`vike build failed three times. Last output:\n${lastLog.slice(-5000)}`)
}

function runBuild(): Promise<{ code: number | null; log: string }> {
  return new Promise((resolve, reject) => {
    const child = trackChild(
      spawn(process.execPath, [join(ROOT, 'node_modules', 'vike', 'bin.js'), 'build'], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG: JSON.stringify({ build: { outDir: BUILD_OUT_DIR } }) },
      }),
    )
    const forget = onCleanup('vike build', () => child.kill('SIGKILL'))
    let log = ''
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
    child.once('error', reject)
    child.once('close', (code) => {
      forget()
      resolve({ code, log })
    })
  })
}
