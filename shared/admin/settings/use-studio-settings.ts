import { useCallback, useMemo, useState } from 'react'
import type { StudioSettings } from '#shared/schema/studio.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useLeaveGuard } from '../forms/leave-guard.tsx'
import { settingsToValues, tabChanged, withTab, type SettingsFormValues, type SettingsTab } from './studio-settings-form.ts'
import { useResource, type Resource } from '../ui/use-resource.ts'
import { useLatest } from '../ui/use-latest.ts'

export interface StudioSettingsState {
  resource: Resource<StudioSettings>
  /** The settings as the server last gave them (loaded, or answered by a save). */
  stored: StudioSettings | undefined
  /** What the tabs show: the stored settings with the edits not saved yet. */
  values: SettingsFormValues | null
  /** The stored settings as form values, to tell what changed. */
  baseline: SettingsFormValues | null
  update(change: (values: SettingsFormValues) => SettingsFormValues): void
  changed(tab: SettingsTab): boolean
  /** After a tab's save: the answer becomes the stored settings; the other tabs keep their edits. */
  saved(tab: SettingsTab, settings: StudioSettings): void
}

/**
 * The studio settings the Studio, Team and Policies tabs edit. The edits live here, above the tabs, so
 * switching tabs loses nothing; leaving Settings with an unsaved tab asks first (leave guard).
 */
export function useStudioSettings(): StudioSettingsState {
  const { api } = useAdmin()
  const resource = useResource(() => api.getStudio())
  const [answer, setAnswer] = useState<StudioSettings | null>(null)
  const stored = answer ?? resource.data
  const baseline = useMemo(() => (stored ? settingsToValues(stored) : null), [stored])
  const [edited, setEdited] = useState<SettingsFormValues | null>(null)
  const values = edited ?? baseline

  const baselineRef = useLatest(baseline)

  const update = useCallback((change: (values: SettingsFormValues) => SettingsFormValues) => {
    setEdited((current) => {
      const base = current ?? baselineRef.current
      return base ? change(base) : current
    })
  }, [])

  const saved = useCallback((tab: SettingsTab, settings: StudioSettings) => {
    const fresh = settingsToValues(settings)
    baselineRef.current = fresh
    setAnswer(settings)
    setEdited((current) => (current ? withTab(tab, current, fresh) : null))
  }, [])

  const discard = (tab: SettingsTab) => update((current) => (baselineRef.current ? withTab(tab, current, baselineRef.current) : current))
  const changed = (tab: SettingsTab) => values !== null && baseline !== null && tabChanged(tab, values, baseline)

  // One guard per tab: the message is the console's usual "Discard unsaved changes?".
  useLeaveGuard('settings-studio', changed('studio'), () => discard('studio'))
  useLeaveGuard('settings-team', changed('team'), () => discard('team'))
  useLeaveGuard('settings-policies', changed('policies'), () => discard('policies'))

  return { resource, stored, values, baseline, update, changed, saved }
}
