import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The import boundaries of eslint.config.js, checked on fixture code that is linted as if it lived at
// `filePath`: the rules must report a crossing, and stay quiet about the imports each part is allowed.

const eslint = new ESLint({ cwd: join(import.meta.dirname, '..', '..') })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax' || message.ruleId === 'import-x/no-cycle')
    .map((message) => `${message.line}: ${message.message}`)
}

describe('import boundaries', () => {
  it('reports shared code importing the server, the site or the desktop app', async () => {
    const errors = await boundaryErrors(
      'shared/admin/fixture.ts',
      [
        "import { notFound } from '../../server/http-errors.ts'",
        "import type { PageMeta } from '../../site/seo/page-meta.ts'",
        "export { sendsPasswordInClear } from '../../desktop/core/server-address.ts'",
        "export const load = () => import('../../server/app.ts')",
        'export type Meta = PageMeta',
        'export const missing = notFound',
      ].join('\n'),
    )
    expect(errors).toEqual([
      expect.stringMatching(/^1: .*shared\/ is used by the site, the server and the desktop app/),
      expect.stringMatching(/^2: /),
      expect.stringMatching(/^3: /),
      expect.stringMatching(/^4: /),
    ])
  })

  it('reports the renderer importing the main process, Electron or Node', async () => {
    const errors = await boundaryErrors(
      'desktop/renderer/fixture.ts',
      [
        "import { registerIpc } from '../main/ipc.ts'",
        "import { ipcRenderer } from 'electron'",
        "import { readFile } from 'node:fs/promises'",
        "import path from 'path'",
        'export const reach = [registerIpc, ipcRenderer, readFile, path]',
      ].join('\n'),
    )
    expect(errors).toEqual([
      expect.stringMatching(/^1: .*preload bridge/),
      expect.stringMatching(/^2: .*Electron is reached only through the preload bridge/),
      expect.stringMatching(/^3: .*no Node built-ins/),
      expect.stringMatching(/^4: .*no Node built-ins/),
    ])
  })

  it('reports the main process, the site and the server reaching across', async () => {
    expect(await boundaryErrors('desktop/main/fixture.ts', "export { createBridgeApi } from '../renderer/bridge-api.ts'")).toHaveLength(1)
    expect(await boundaryErrors('site/components/fixture.ts', "export { notFound } from '../../server/http-errors.ts'")).toHaveLength(1)
    expect(await boundaryErrors('server/routes/fixture.ts', "export type { PageMeta } from '../../site/seo/page-meta.ts'")).toHaveLength(1)
  })

  it("reports the server reaching the store's data or writes outside server/store/, and lets the store and tests do it", async () => {
    const code = [
      "import type { Store } from '../store/store.ts'",
      'export const posts = (store: Store) => store.data.posts',
      "export const write = (store: Store) => store.update((tx) => tx.set('brand', undefined))",
      'export class Reader {',
      '  constructor(readonly store: Store) {}',
      '  count = () => this.store.data.inquiries.length',
      '}',
    ].join('\n')
    expect(await boundaryErrors('server/routes/fixture.ts', code)).toEqual([
      expect.stringMatching(/^2: Outside server\/store\/, the data is reached through its collection’s functions/),
      expect.stringMatching(/^3: Outside server\/store\//),
      expect.stringMatching(/^6: Outside server\/store\//),
    ])
    expect(await boundaryErrors('server/store/fixture.ts', code.replace('../store/', './'))).toEqual([])
    expect(await boundaryErrors('server/routes/fixture.test.ts', code)).toEqual([])
  })

  it('lets each part import what it may: shared, its own files, and in the renderer the bridge contract', async () => {
    expect(await boundaryErrors('site/components/fixture.ts', "export { POST_STATUSES } from '#shared/schema/post.ts'")).toEqual([])
    expect(await boundaryErrors('server/routes/fixture.ts', "export { POST_STATUSES } from '#shared/schema/post.ts'")).toEqual([])
    expect(
      await boundaryErrors(
        'desktop/renderer/fixture.ts',
        ["export type { StudioBridge } from '../bridge/contract.ts'", "export { App } from './main.tsx'", "export { useState } from 'react'"].join('\n'),
      ),
    ).toEqual([])
  })

  it("lets shared tests start the real server, and nothing else of the server's", async () => {
    const code = ["export { startServerProcess } from '../../server/testing/server-process.ts'", "export { createApp } from '../../server/app.ts'"].join('\n')
    expect(await boundaryErrors('shared/admin/fixture.test.ts', code)).toEqual([expect.stringMatching(/^2: .*its tests import only server\/testing\//)])
  })

  it("reports a console feature reaching into the shell or another feature's internals", async () => {
    const errors = await boundaryErrors(
      'shared/admin/posts/fixture.ts',
      [
        "import { Sidebar } from '../shell/sidebar.tsx'",
        "import { useImageUpload } from '../media/use-image-upload.ts'",
        "export const later = () => import('../settings/settings-tabs.tsx')",
        'export const reach = [Sidebar, useImageUpload]',
      ].join('\n'),
    )
    expect(errors).toEqual([
      expect.stringMatching(/^1: .*shell\/ is the frame of the console/),
      expect.stringMatching(/^2: .*A feature reaches another only through its index\.ts/),
      expect.stringMatching(/^3: .*A feature reaches another only through its index\.ts/),
    ])
  })

  it("reports a console folder reaching another through the '#shared/admin/' alias, which would walk around its zone", async () => {
    expect(await boundaryErrors('shared/admin/posts/fixture.ts', "export { useImageUpload } from '#shared/admin/media/use-image-upload.ts'")).toEqual([
      expect.stringMatching(/^1: .*Inside the console a folder reaches another by its relative address/),
    ])
    expect(await boundaryErrors('shared/admin/posts/fixture.ts', "export { PostSchema } from '#shared/schema/post.ts'")).toEqual([])
  })

  it('reports what every feature uses (console/, forms/, ui/) importing a feature or the shell', async () => {
    expect(await boundaryErrors('shared/admin/forms/fixture.ts', "export { FIELD_ID } from '../posts/post-form-panels.tsx'")).toEqual([
      expect.stringMatching(/^1: .*console\/, forms\/, ui\/ and i18n\/ are what every feature uses/),
    ])
    expect(await boundaryErrors('shared/admin/ui/fixture.ts', "export { StatusBadge } from '../posts/index.ts'")).toHaveLength(1)
    expect(await boundaryErrors('shared/admin/console/fixture.ts', "export { Dashboard } from '../shell/dashboard.tsx'")).toHaveLength(1)
  })

  it("lets a feature use the console's libraries, the API, schemas and another feature's index", async () => {
    const code = [
      "export { useConsole } from '../console/console-context.tsx'",
      "export { TextField } from '../forms/field.tsx'",
      "export { ListState } from '../ui/list-state.tsx'",
      "export type { StudioApi } from '../../api/studio-api.ts'",
      "export { PostSchema } from '../../schema/post.ts'",
      "export { useImageUpload } from '../media/index.ts'",
      "export type { SectionId } from '../features.ts'",
    ].join('\n')
    expect(await boundaryErrors('shared/admin/posts/fixture.ts', code)).toEqual([])
    expect(await boundaryErrors('shared/admin/shell/fixture.ts', "export { posts } from '../posts/feature.ts'")).toEqual([])
  })

  it('reports an import cycle', async () => {
    // Linted as if it were ui/icons.tsx: list-state.tsx imports icons.tsx, so importing it back closes a loop.
    const code = ["import { ListState } from './list-state.tsx'", 'export const AlertIcon = ListState'].join('\n')
    expect(await boundaryErrors('shared/admin/ui/icons.tsx', code)).toEqual([expect.stringMatching(/^1: Dependency cycle detected/)])
  })
})
