import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { StudioSettings, StudioSettingsInput } from '#shared/schema/studio.ts'
import { staleSave } from './stale-save.ts'
import { type AuditBy, audit, auditTarget, sameValue } from './audit.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'

/** What a store without settings yet (before its first start finished) shows: the defaults, dated at the epoch. */
const UNSAVED_DEFAULTS: StudioSettings = { ...DEFAULT_STUDIO, updatedAt: new Date(0).toISOString() }

/** The studio's facts as the site shows them now. */
export function studioSettings(store: Store): StudioSettings {
  return store.data.studio ?? UNSAVED_DEFAULTS
}

/** First start (or a store from before the studio settings): the defaults become the studio's settings. */
export async function ensureStudio(store: Store): Promise<void> {
  if (store.data.studio) return
  await store.update((tx) => tx.set('studio', { ...structuredClone(DEFAULT_STUDIO), updatedAt: timestamp() }))
}

/**
 * Replaces the settings whole (see DatabaseSchema.studio): one write, seen by every page at once. `by`: who saves,
 * recorded in the audit trail in the same write with the parts of the settings that changed. `expectedUpdatedAt` is
 * the version the console loaded: when the settings changed since, 409 and nothing changes.
 */
export function saveStudio(store: Store, input: StudioSettingsInput, expectedUpdatedAt?: string, by?: AuditBy): Promise<StudioSettings> {
  return store.update((tx) => {
    const { data } = tx
    const current = data.studio ?? UNSAVED_DEFAULTS
    if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== current.updatedAt) {
      throw staleSave(data, { type: 'settings', id: null }, 'The studio settings were changed by someone else since you opened them', current.updatedAt)
    }
    const settings: StudioSettings = { ...input, updatedAt: timestamp(current.updatedAt) }
    const details = changedTabs(current, settings).join(', ') || 'saved without changes'
    audit(tx, by, { action: 'changed', target: auditTarget('settings', null, 'the studio settings'), details })
    tx.set('studio', settings)
    return settings
  })
}

/** Which of the admin's Settings tabs a save changed: Studio (the facts), Team, Policies. */
function changedTabs(before: StudioSettingsInput, after: StudioSettingsInput): string[] {
  const { team: teamBefore, policies: policiesBefore, ...factsBefore } = before
  const { team: teamAfter, policies: policiesAfter, ...factsAfter } = after
  const tabs: string[] = []
  if (!sameValue(withoutDate(factsBefore), withoutDate(factsAfter))) tabs.push('studio')
  if (!sameValue(teamBefore, teamAfter)) tabs.push('team')
  if (!sameValue(policiesBefore, policiesAfter)) tabs.push('policies')
  return tabs
}

function withoutDate<T extends object>(facts: T): Omit<T, 'updatedAt'> {
  const { updatedAt: _updatedAt, ...rest } = facts as T & { updatedAt?: string }
  return rest
}
