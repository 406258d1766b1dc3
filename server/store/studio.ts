import { DEFAULT_STUDIO } from '../../shared/content/studio.ts'
import type { StudioSettings, StudioSettingsInput } from '../../shared/schema/studio.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'

/** What a store without settings yet (before its first start finished) shows: the defaults, dated at the epoch. */
const UNSAVED_DEFAULTS: StudioSettings = { ...DEFAULT_STUDIO, updatedAt: new Date(0).toISOString() }

/** The studio's facts as the site shows them now. */
export function studioSettings(store: Store): StudioSettings {
  return store.data.studio ?? UNSAVED_DEFAULTS
}

/** First start (or a store from before issue #13): the defaults become the studio's settings. */
export async function ensureStudio(store: Store): Promise<void> {
  if (store.data.studio) return
  await store.update((data) => {
    data.studio = { ...structuredClone(DEFAULT_STUDIO), updatedAt: timestamp() }
  })
}

/** Replaces the settings whole (see DatabaseSchema.studio): one write, seen by every page at once. */
export function saveStudio(store: Store, input: StudioSettingsInput): Promise<StudioSettings> {
  return store.update((data) => {
    const settings: StudioSettings = { ...input, updatedAt: timestamp() }
    data.studio = settings
    return settings
  })
}
