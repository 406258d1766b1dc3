import { spawn } from 'node:child_process'
import { ADMIN, ROOT } from './test-server.ts'

/**
 * The production entry point (server/index.ts) in a process of its own, so that tests can kill it or send it signals
 * for real. `listening` resolves to its address, or rejects if it exits first; `exited` to how it ended. `nodeArgs`
 * go before the entry point (a probe module loaded with `--import`, say).
 */
export function startServerProcess(dataDir: string, env: Record<string, string> = {}, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Every write is read back from the disk and held against memory (server/store/store.ts).
      STORE_CHECK_WRITES: '1',
      // Backups are on by default, beside the data folder: in the shared temporary folder. A test asks for them.
      ...(env.BACKUP_DIR || env.BACKUP_EVERY ? {} : { BACKUP_EVERY: 'off' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const onData = (chunk: Buffer) => (output += chunk.toString())
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  /** Waits until the output matches `pattern`; rejects if the process exits first. */
  const until = async (pattern: RegExp) => {
    while (!pattern.test(output)) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before ${pattern}:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return output.match(pattern)!
  }
  const listening = until(/running at http:\/\/localhost:(\d+)/).then((match) => `http://127.0.0.1:${match[1]}`)
  return { child, listening, exited, until, output: () => output }
}
