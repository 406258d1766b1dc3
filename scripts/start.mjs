#!/usr/bin/env node
// `npm start`: builds the website if it has not been built yet, then runs the production server.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const hasSite = existsSync(join(root, 'vite.config.ts'))
const built = existsSync(join(root, 'dist', 'client')) && existsSync(join(root, 'dist', 'server'))

if (hasSite && !built) {
  console.log('Building the website (first start only)...')
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'vike', 'bin.js'), 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'index.ts')], {
  cwd: root,
  stdio: 'inherit',
  // MALLOC_ARENA_MAX=2: sharp encodes on libuv's threads, and glibc gives each thread its own memory pool that it
  // never hands back; with two pools the server's memory stays bounded over many photo uploads (bench/RESULTS.md).
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
