import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { CHROMIUM_ARGS, NO_CHROMIUM_HELP, findChromium } from '../scripts/find-chromium.mjs'

/** The Chromium the browser tests use (CHROME_PATH, Debian's /usr/bin/chromium, …) and their flags. */
export function chromiumPath(): string {
  const path = findChromium()
  if (!path) throw new Error(NO_CHROMIUM_HELP)
  return path
}

export const CHROMIUM_FLAGS: string[] = [...CHROMIUM_ARGS]

export async function chromiumVersion(path: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(path, ['--version'], { timeout: 20_000 })
    return stdout.trim()
  } catch {
    return 'unknown'
  }
}
