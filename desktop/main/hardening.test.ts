import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Hardened windows: fails when any window of the main process lacks the security flags, when the preload is
// not the CommonJS file a sandboxed preload must be, or when navigation and new windows are not handled.
// It reads the sources, and the app as electron-vite builds it (no Electron binary needed), since Electron itself
// cannot start here.

const ROOT = resolve(import.meta.dirname, '../..')
const MAIN_DIR = join(ROOT, 'desktop/main')
const mainFiles = readdirSync(MAIN_DIR)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ name, text: readFileSync(join(MAIN_DIR, name), 'utf8') }))
const allMain = mainFiles.map((file) => file.text).join('\n')

function parse(name: string, text: string): ts.SourceFile {
  return ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
}

function visit(node: ts.Node, found: (node: ts.Node) => void): void {
  found(node)
  node.forEachChild((child) => visit(child, found))
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of object.properties) {
    if (ts.isPropertyAssignment(member) && member.name.getText() === name) return member.initializer
  }
  return undefined
}

/** Every `new BrowserWindow(...)` (and the other window and view constructors) in desktop/main. */
function windowConstructions() {
  const found: { file: string; node: ts.NewExpression }[] = []
  for (const { name, text } of mainFiles) {
    visit(parse(name, text), (node) => {
      if (ts.isNewExpression(node) && /^(BrowserWindow|BrowserView|WebContentsView|BaseWindow)$/.test(node.expression.getText())) {
        found.push({ file: name, node })
      }
    })
  }
  return found
}

describe('the main process is hardened', () => {
  const windows = windowConstructions()

  it('creates windows (so the checks below check something)', () => {
    expect(windows.length).toBeGreaterThan(0)
  })

  it.each(windows.map((entry) => [`${entry.file}: ${entry.node.getText().slice(0, 40)}…`, entry] as const))(
    '%s has contextIsolation, sandbox, no nodeIntegration, webSecurity and a .cjs preload',
    (_label, { node }) => {
      expect(node.expression.getText(), 'only BrowserWindow, whose preferences this test reads').toBe('BrowserWindow')
      const [options] = node.arguments ?? []
      expect(options && ts.isObjectLiteralExpression(options), 'options written in place').toBe(true)
      const preferences = property(options as ts.ObjectLiteralExpression, 'webPreferences')
      expect(preferences && ts.isObjectLiteralExpression(preferences), 'webPreferences written in place').toBe(true)
      const web = preferences as ts.ObjectLiteralExpression
      const flag = (name: string) => property(web, name)?.getText()
      expect(flag('contextIsolation')).toBe('true')
      expect(flag('sandbox')).toBe('true')
      expect(flag('nodeIntegration')).toBe('false')
      expect(flag('webSecurity')).toBe('true')
      expect(flag('allowRunningInsecureContent') ?? 'false').toBe('false')
      expect(flag('nodeIntegrationInSubFrames') ?? 'false').toBe('false')
      expect(flag('nodeIntegrationInWorker') ?? 'false').toBe('false')
      expect(flag('webviewTag') ?? 'false').toBe('false')
      expect(flag('preload')).toMatch(/['"][^'"]*\.cjs['"]/)
    },
  )

  it('never turns a protection off anywhere in desktop/main', () => {
    expect(allMain).not.toMatch(/(contextIsolation|sandbox|webSecurity)\s*:\s*false/)
    expect(allMain).not.toMatch(/(nodeIntegration\w*|allowRunningInsecureContent|webviewTag|experimentalFeatures)\s*:\s*true/)
    expect(allMain).not.toMatch(/app\.commandLine\.appendSwitch\(\s*['"]no-sandbox/)
    expect(allMain).not.toMatch(/disableWebSecurity|ELECTRON_DISABLE_SECURITY_WARNINGS/)
  })

  it('denies new windows (web pages go to the system browser) and blocks navigation away from the app', () => {
    const harden = mainFiles.find((file) => file.text.includes('setWindowOpenHandler'))
    expect(harden, 'a setWindowOpenHandler').toBeDefined()
    const text = harden!.text
    expect(text).toMatch(/setWindowOpenHandler\([\s\S]*?return \{ action: 'deny' \}/)
    expect(text).not.toMatch(/action:\s*'allow'/)
    expect(text).toMatch(/\.on\('will-navigate'[\s\S]*?event\.preventDefault\(\)/)
    expect(text).toMatch(/\.on\('will-attach-webview'[\s\S]*?preventDefault\(\)/)
    // Applied to every web contents the app ever creates.
    expect(allMain).toMatch(/app\.on\('web-contents-created',[\s\S]*?hardenContents\(/)
    // shell.openExternal is called once, as the `open` of the link opener, which checks every address first
    // (http(s) only, another site after a question: navigation.ts, decideExternalLink).
    expect(allMain.match(/shell\.openExternal\(/g)).toHaveLength(1)
    expect(allMain).toMatch(/createLinkOpener\(\{[\s\S]*?open: \(url\) => shell\.openExternal\(url\),[\s\S]*?\}\)/)
    expect(text).not.toMatch(/shell\.openExternal/)
  })

  it('answers IPC only through the contract, with the sender checked first', () => {
    expect(allMain).not.toMatch(/ipcMain\.on\(/)
    const handles = allMain.match(/ipcMain\.handle\(/g) ?? []
    expect(handles).toHaveLength(1) // the one loop over the contract in ipc.ts
    expect(allMain).toMatch(
      /ipcMain\.handle\(channelOf\(name\), async \(event, args: unknown\) => \{\s*if \(!isTrustedSender\(event\.senderFrame, appOrigin\)\)/,
    )
  })

  it('builds the preload as CommonJS and exposes no ipcRenderer', () => {
    const config = readFileSync(join(ROOT, 'electron.vite.config.ts'), 'utf8')
    expect(config).toMatch(/preload:[\s\S]*?format: 'cjs', entryFileNames: '\[name\]\.cjs'/)
    const preload = readFileSync(join(ROOT, 'desktop/preload/index.ts'), 'utf8')
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer\s*[,)]/)
    expect(preload).not.toMatch(/ipcRenderer\s*[,}]\s*$/m)
    expect(preload).not.toMatch(/ipcRenderer\.(send|sendSync)\(/)
  })

  it('keeps Electron out of desktop/core, the bridge and the renderer (the core is plain TypeScript)', () => {
    for (const folder of ['desktop/core', 'desktop/bridge', 'desktop/renderer']) {
      for (const name of readdirSync(join(ROOT, folder)).filter((file) => /\.tsx?$/.test(file))) {
        expect(readFileSync(join(ROOT, folder, name), 'utf8'), `${folder}/${name}`).not.toMatch(/from ['"]electron['"]|require\(['"]electron['"]\)/)
      }
    }
  })

  it('keeps all of this in the built app (electron-vite build, as desktop:dist makes it)', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'desktop-build-'))
    try {
      await promisify(execFile)(
        process.execPath,
        [join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build', '--outDir', outDir, '--logLevel', 'error'],
        {
          cwd: ROOT,
        },
      )
      const built = await readFile(join(outDir, 'main/index.js'), 'utf8')
      expect(built).toMatch(/contextIsolation: true/)
      expect(built).toMatch(/sandbox: true/)
      expect(built).toMatch(/nodeIntegration: false/)
      expect(built).toMatch(/new URL\("\.\.\/preload\/index\.cjs", import\.meta\.url\)/)
      expect(built).toMatch(/setWindowOpenHandler/)
      expect(built).toMatch(/"will-navigate"/)
      const preload = await readFile(join(outDir, 'preload/index.cjs'), 'utf8')
      expect(preload).not.toMatch(/^\s*(import|export)\s/m) // a sandboxed preload cannot be an ES module
      expect([...preload.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1])).toEqual(['electron'])
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  }, 120_000)
})
