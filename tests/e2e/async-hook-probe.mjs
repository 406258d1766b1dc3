// Loaded into the server under test (`node --expose-internals --import <this file>`) by server-runtime.spec.ts: on
// SIGUSR2 it prints whether any async hook is on in the process. Node keeps no public answer to that question; its
// internal one is what every promise, tick and socket checks before paying for a hook.
import { createRequire } from 'node:module'

const asyncHooks = createRequire(import.meta.url)('internal/async_hooks')
process.on('SIGUSR2', () => process.stdout.write(`async hooks on: ${asyncHooks.initHooksExist()}\n`))
