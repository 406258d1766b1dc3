// Where the browser tests find Chromium: CHROME_PATH, Debian's package, or a browser Playwright installed itself.
// We never download one (our machines cannot); see README "Browser tests".
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
  for (const path of candidates) if (path && existsSync(path)) return path
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core')
    const own = chromium.executablePath()
    if (own && existsSync(own)) return own
  } catch {
    // playwright-core not installed or has no browser of its own
  }
  return undefined
}

export const NO_CHROMIUM_HELP = `No Chromium found for the browser tests. Install one of:
  - Debian/Ubuntu:  sudo apt-get install -y chromium
  - any system:     set CHROME_PATH=/path/to/chrome-or-chromium
  - with internet:  npx playwright install chromium`

/** Flags for headless Chromium on a machine with a closed network and no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
