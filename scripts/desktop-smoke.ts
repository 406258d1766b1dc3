/**
 * `npm run desktop:smoke`: launches the desktop app (the packaged one, or the electron-vite build with the
 * Electron binary), connects it to a running studio server, signs in and waits for the Blog Posts screen.
 * Exit 0 when it all happened, 1 with the step that failed. Needs the Electron binary, which our offline
 * machines cannot download: run it on a machine with internet (README "Desktop app", docs/desktop-release.md).
 *
 *   npm run desktop:smoke -- --server https://studio.example [--app release/0.2.0/linux-unpacked/belleza-studio-admin]
 *   (STUDIO_SMOKE_USERNAME / STUDIO_SMOKE_PASSWORD, or ADMIN_USERNAME / ADMIN_PASSWORD, name the account)
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { _electron as electron, type ElectronApplication, type Page } from 'playwright-core'

const ROOT = resolve(import.meta.dirname, '..')
const { values: options } = parseArgs({
  options: {
    server: { type: 'string', default: process.env.STUDIO_SERVER_URL ?? 'http://localhost:3000' },
    app: { type: 'string' },
    timeout: { type: 'string', default: '30000' },
  },
})
const username = process.env.STUDIO_SMOKE_USERNAME ?? process.env.ADMIN_USERNAME ?? 'admin'
const password = process.env.STUDIO_SMOKE_PASSWORD ?? process.env.ADMIN_PASSWORD
const timeout = Number(options.timeout)

function fail(message: string): never {
  console.error(`desktop:smoke FAILED: ${message}`)
  process.exit(1)
}

/** The app to start: the packaged executable given with --app, or Electron running this repository's build. */
function appToLaunch(): { executablePath: string; args: string[] } {
  if (options.app) {
    if (!existsSync(options.app)) fail(`no app at ${options.app} (build one with npm run desktop:dist)`)
    return { executablePath: resolve(options.app), args: [] }
  }
  // Found the way the `electron` package finds it (its index.js), without its fallback that downloads the binary.
  const electronDir = join(ROOT, 'node_modules/electron')
  const pathFile = join(electronDir, 'path.txt')
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH
  const electronBinary = override ? join(override, relative ?? 'electron') : relative ? join(electronDir, 'dist', relative) : null
  if (!electronBinary || !existsSync(electronBinary)) {
    fail(
      'the Electron binary is not installed, so the app cannot start here. npm does not run electron’s install ' +
        'script, and machines without internet cannot download it. On a machine with internet run ' +
        '`node node_modules/electron/install.js` once, or pass a packaged app with --app <executable>.',
    )
  }
  if (!existsSync(join(ROOT, 'out/main/index.js'))) fail('the app is not built: run npm run desktop:build first')
  return { executablePath: electronBinary, args: [ROOT] }
}

async function step<T>(name: string, page: Page | null, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run()
    console.log(`  ✓ ${name}`)
    return result
  } catch (error) {
    if (page) {
      const shot = join(tmpdir(), `desktop-smoke-${Date.now()}.png`)
      await page.screenshot({ path: shot }).then(
        () => console.error(`  screenshot: ${shot}`),
        () => {},
      )
    }
    fail(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
  }
}

async function main(): Promise<void> {
  if (!password) fail('set STUDIO_SMOKE_PASSWORD (and STUDIO_SMOKE_USERNAME, default "admin") to the account to sign in with')
  const server = new URL(options.server).origin
  const launch = appToLaunch()
  console.log(`desktop:smoke: ${launch.executablePath} against ${server} as ${username}`)

  await step(`the server answers ${server}/api/health`, null, async () => {
    const answer = await fetch(`${server}/api/health`, { signal: AbortSignal.timeout(timeout) })
    if (!answer.ok) throw new Error(`it answered ${answer.status}`)
  })

  // A data folder of its own: the smoke test never touches the drafts, queue or session of a real install.
  const dataDir = await mkdtemp(join(tmpdir(), 'desktop-smoke-'))
  let app: ElectronApplication | null = null
  try {
    app = await step('the app starts and shows its window', null, () =>
      electron.launch({ ...launch, env: { ...process.env, STUDIO_DESKTOP_USER_DATA: dataDir }, timeout }),
    )
    const page = await step('the first window opens', null, () => app!.firstWindow({ timeout }))
    page.setDefaultTimeout(timeout)
    await step('the connect screen takes the server address', page, async () => {
      await page.getByLabel('Server address').fill(server)
      const understood = page.getByRole('checkbox', { name: 'I understand: connect without encryption' })
      if (await understood.isVisible()) {
        console.log('  ! plain http to another computer: the app warned, the smoke test ticks “I understand”')
        await understood.check()
      }
      await page.getByRole('button', { name: 'Connect' }).click()
      await page.getByLabel('Username').waitFor()
    })
    await step('signs in', page, async () => {
      await page.getByLabel('Username').fill(username)
      await page.getByLabel('Password', { exact: true }).fill(password!)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    })
    await step('the Blog Posts screen appears', page, async () => {
      await page.getByRole('button', { name: 'Blog Posts' }).click()
      await page.getByRole('heading', { level: 1, name: 'Blog Posts' }).waitFor()
    })
    console.log(`desktop:smoke passed: the app connected to ${server}, signed in as ${username} and showed Blog Posts.`)
  } finally {
    await app?.close().catch(() => {})
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
