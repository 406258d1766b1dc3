#!/usr/bin/env node
// `npm run test:load [-- runs]`: runs the whole test suite several times in a row while another process keeps one
// core fully busy, as CI may (the suite must pass on a loaded 2-core machine). Stops at the first failure.
import { spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const runs = Number(process.argv[2] ?? 5)
const hog = spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random())'], { stdio: 'ignore' })
const stop = () => hog.kill('SIGKILL')
process.on('exit', stop)
process.on('SIGINT', () => process.exit(130))

for (let run = 1; run <= runs; run++) {
  const started = Date.now()
  // The first run builds the site; the later ones reuse that build.
  const status = spawnSync(process.execPath, [join(root, 'scripts', 'test.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(run > 1 ? { SKIP_BUILD: '1' } : {}) },
  }).status
  console.log(
    `\n[test:load] run ${run} of ${runs}: ${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s, with one core kept busy\n`,
  )
  if (status !== 0) process.exit(1)
}
console.log(`[test:load] ${runs} clean runs in a row under load`)
