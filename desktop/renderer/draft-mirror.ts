import { browserStorage, draftKey, parseDraft, type DraftStorage } from '#shared/admin/forms/autosave.ts'
import type { StudioBridge } from '../bridge/contract.ts'
import { unwrap } from './bridge-api.ts'

/** The admin names each open form's draft with these keys (shared/admin/forms/autosave.ts). */
const DRAFT_PREFIXES = [draftKey('post', ''), draftKey('category', '')]

function isDraftKey(key: string): boolean {
  return DRAFT_PREFIXES.some((prefix) => key.startsWith(prefix))
}

export interface DraftMirror {
  /** What the admin screens keep their drafts in (AdminRoutes' `draftStorage`). */
  storage: DraftStorage
  /** Copies the drafts kept in the app's data folder into the page (newest wins), and the page's into the folder. */
  refresh(): Promise<void>
}

/**
 * Every open form is backed up to the app's data folder as it changes. The screens keep drafts in a
 * synchronous storage; this one writes through to the page's localStorage (which survives a renderer that dies
 * mid-write) and mirrors every draft write to `backupDraft` (a file in the app's data folder, written by the main
 * process) and every removal to `discardDraft`. On start the folder's drafts are put back where the screens look.
 */
export async function startDraftMirror(bridge: StudioBridge, local: DraftStorage = browserStorage() ?? memoryStorage()): Promise<DraftMirror> {
  const storage: DraftStorage = {
    get length() {
      return local.length
    },
    key: (index) => local.key(index),
    getItem: (key) => local.getItem(key),
    setItem(key, value) {
      local.setItem(key, value)
      if (isDraftKey(key)) void bridge.backupDraft(key, value).then(reportFailure)
    },
    removeItem(key) {
      local.removeItem(key)
      if (isDraftKey(key)) void bridge.discardDraft(key).then(reportFailure)
    },
  }

  async function refresh(): Promise<void> {
    const kept = await unwrap(bridge.listDrafts())
    const keptKeys = new Set<string>()
    for (const { key, json } of kept) {
      if (!isDraftKey(key)) continue
      keptKeys.add(key)
      const here = parseDraft(local.getItem(key))
      const there = parseDraft(json)
      if (there && (!here || here.savedAt < there.savedAt)) local.setItem(key, json)
    }
    // A draft only the page has (the window closed before its copy reached the folder): the folder gets it too.
    for (let index = 0; index < local.length; index += 1) {
      const key = local.key(index)
      const value = key === null ? null : local.getItem(key)
      if (key && value && isDraftKey(key) && !keptKeys.has(key) && parseDraft(value)) {
        reportFailure(await bridge.backupDraft(key, value))
      }
    }
  }

  await refresh().catch((error: unknown) => console.error('The drafts kept on this computer could not be read', error))
  return { storage, refresh }
}

function reportFailure(result: { ok: boolean }): void {
  if (!result.ok) console.error('A draft could not be kept in the app data folder', result)
}

function memoryStorage(): DraftStorage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}
