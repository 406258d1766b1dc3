// @vitest-environment jsdom
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import type { StudioApi } from '#shared/api/studio-api.ts'
import { AdminProvider } from '../console/admin-context.tsx'
import { sectionPath } from '../console/console-paths.ts'
import { FEATURES } from '../features.ts'
import { CONSOLE_CATALOGUE } from '../i18n/console-i18n.ts'
import { ConsoleLanguageProvider } from '../i18n/console-language.tsx'
import { consoleScreen, screenSection } from './screens.ts'
import { Sidebar } from './sidebar.tsx'

// The console's sections come from one list (features.ts): a section is its folder and its entry there.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const ROOT = join(import.meta.dirname, '..', '..', '..')
const ids = FEATURES.map((feature) => feature.id)

function sidebarLinks(role: 'owner' | 'editor'): string[] {
  const host = document.createElement('div')
  const root = createRoot(host)
  const api = { getStudio: () => new Promise(() => undefined) } as unknown as StudioApi
  act(() =>
    root.render(
      <ConsoleLanguageProvider catalogue={CONSOLE_CATALOGUE}>
        <AdminProvider value={{ api, siteUrl: '', draftStorage: undefined }}>
          <Sidebar
            section="dashboard"
            role={role}
            collapsed={false}
            drawerOpen={false}
            openInquiries={0}
            onSelect={() => undefined}
            onLogout={() => undefined}
            onToggleCollapsed={() => undefined}
            onCloseDrawer={() => undefined}
          />
        </AdminProvider>
      </ConsoleLanguageProvider>,
    ),
  )
  const links = [...host.querySelectorAll('nav .adm-nav-item__label')].map((label) => label.textContent ?? '')
  act(() => root.unmount())
  return links
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file))
}

describe('the feature registry', () => {
  it('gives every feature a sidebar link, in the list’s order, and hides the owner’s from editors', () => {
    const english = CONSOLE_CATALOGUE.en!.shell as { sections: Record<string, string> }
    expect(sidebarLinks('owner')).toEqual(ids.map((id) => english.sections[id]))
    expect(sidebarLinks('editor')).toEqual(FEATURES.filter((feature) => !('ownerOnly' in feature)).map((feature) => english.sections[feature.id]))
  })

  it('gives every feature an address that names it and a screen that loads', async () => {
    for (const feature of FEATURES) {
      const screen = consoleScreen(sectionPath(feature.id))
      expect(screenSection(screen)).toBe(feature.id)
      expect(typeof (await feature.load())).toBe('function')
    }
  })

  it('names every feature in both console languages, and names no section the list does not have', () => {
    for (const language of ['en', 'es']) {
      const sections = (CONSOLE_CATALOGUE[language]!.shell as { sections: Record<string, string> }).sections
      expect(Object.keys(sections).sort()).toEqual([...ids].sort())
      for (const id of ids) expect(sections[id]?.trim()).toBeTruthy()
    }
  })

  it('is the only list of section ids in the console and the desktop app', () => {
    // A file that names most sections by id is another list of them: the registry's entries are what to read instead.
    const listing = [...sourceFiles('shared/admin'), ...sourceFiles('desktop')]
      .filter((file) => file !== join('shared', 'admin', 'features.ts'))
      .filter((file) => {
        const code = readFileSync(join(ROOT, file), 'utf8')
        return ids.filter((id) => code.includes(`'${id}'`)).length > ids.length / 2
      })
    expect(listing.map((file) => relative('.', file))).toEqual([])
  })
})
