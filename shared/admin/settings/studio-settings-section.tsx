import { useId, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '#shared/api/api-error.ts'
import type { StudioSettings } from '#shared/schema/studio.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { type Collision, CollisionDialog, collisionOf } from '../forms/collision-dialog.tsx'
import { saveShortcut } from '../forms/console-events.ts'
import { useConsole } from '../console/console-context.tsx'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { PoliciesSettings } from './policies-settings.tsx'
import { StudioFactsSettings } from './studio-facts-settings.tsx'
import {
  SETTINGS_ID,
  settingsCandidate,
  tabErrors,
  validateSettings,
  type SettingsFormValues,
  type SettingsTab,
  type TabErrors,
} from './studio-settings-form.ts'
import { useShellSave } from '../console/shell-commands.ts'
import { TeamSettings } from './team-settings.tsx'
import { useToast } from '../ui/toast.tsx'
import { rememberStudio } from '../console/use-studio-facts.ts'
import type { StudioSettingsState } from './use-studio-settings.ts'

const TITLE: Record<SettingsTab, string> = { studio: 'Studio details', team: 'Team', policies: 'Policies' }
const INTRO: Record<SettingsTab, string> = {
  studio: 'The facts every page, the search results and the emails show: contacts, address, hours, booking, prices and the numbers the site quotes.',
  team: 'The artists on the Artists page, in this order. The first is shown as the founder and lead artist.',
  policies: 'The pricing and booking pages show these to every client before they book.',
}
const SAVE_LABEL: Record<SettingsTab, string> = { studio: 'Save studio details', team: 'Save team', policies: 'Save policies' }
const NO_ERRORS: TabErrors = { errors: {}, labels: {} }

/**
 * One Settings tab as a form. Saving sends the whole settings: the stored values with this tab's edits,
 * checked first with the same schema as the server's. A problem the server finds comes back on its input.
 */
export function StudioSettingsTab({ tab, state }: { tab: SettingsTab; state: StudioSettingsState }) {
  const { api } = useAdmin()
  const { showError } = useConsole()
  const toast = useToast()
  const titleId = useId()
  const form = useRef<HTMLFormElement>(null)
  useShellSave(form)
  const [problems, setProblems] = useState<TabErrors>(NO_ERRORS)
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState(false)
  // The newer version a save was refused for, while the owner chooses whose to keep.
  const [collision, setCollision] = useState<Collision | null>(null)
  const { stored, values, resource } = state

  if (!stored || !values) {
    return <ResourceState resource={resource} words={{ loading: 'Loading the studio settings...', loadError: 'Could not load the studio settings' }} />
  }

  function fail(found: Record<string, string>, sent: SettingsFormValues) {
    setProblems(tabErrors(tab, found, sent))
    setAttempt((count) => count + 1)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (pending || !stored || !values) return
    await send(stored, values, stored.updatedAt)
  }

  /** This tab's edits (`sent`) over the settings `base`, saved as an edit of `version` (a newer one answers 409). */
  async function send(base: StudioSettings, sent: SettingsFormValues, version: string) {
    const result = validateSettings(settingsCandidate(tab, base, sent))
    if (!result.ok) {
      fail(result.problems, sent)
      return
    }
    setProblems(NO_ERRORS)
    setPending(true)
    try {
      const settings = await api.updateStudio({ ...result.input, updatedAt: version })
      state.saved(tab, settings)
      // The sidebar, the login screen and the gallery's artists show the new name and team too.
      rememberStudio(api, settings)
      toast({ title: 'Settings saved — the website shows them now' })
    } catch (error) {
      const theirs = collisionOf(error)
      if (theirs) setCollision(theirs)
      else {
        if (error instanceof ApiError && error.fields) fail(error.fields, sent)
        showError('Error saving the settings', error)
      }
    } finally {
      setPending(false)
    }
  }

  async function latestSettings(): Promise<StudioSettings | undefined> {
    try {
      return await api.getStudio()
    } catch (error) {
      showError('Could not load the latest settings', error)
      return undefined
    }
  }

  async function reloadTheirs() {
    const latest = await latestSettings()
    if (!latest) return
    setCollision(null)
    // The server's settings become the stored ones: this tab shows them, the other tabs keep their edits.
    state.saved(tab, latest)
    rememberStudio(api, latest)
    setProblems(NO_ERRORS)
    toast({ title: 'Loaded the latest settings', tone: 'info' })
  }

  async function overwrite() {
    const theirs = collision
    setCollision(null)
    const latest = await latestSettings()
    // This tab's edits go over the latest settings: the other tabs' parts stay as the other person saved them.
    if (latest && theirs && values) await send(latest, values, theirs.version)
  }

  const changed = state.changed(tab)
  const fields = { values, update: state.update, errors: problems.errors }

  return (
    <form ref={form} className="adm-stack adm-settings-form" onSubmit={submit} noValidate aria-labelledby={titleId} onKeyDown={saveShortcut}>
      <div className="adm-settings-form__head">
        <h2 id={titleId} className="adm-section-title">
          {TITLE[tab]}
        </h2>
        <p className="adm-muted">{INTRO[tab]}</p>
      </div>
      <ErrorSummary errors={problems.errors} labels={problems.labels} idPrefix={SETTINGS_ID} attempt={attempt} />

      {tab === 'studio' && <StudioFactsSettings {...fields} />}
      {tab === 'team' && <TeamSettings {...fields} />}
      {tab === 'policies' && <PoliciesSettings {...fields} />}

      <div className="adm-settings-form__bar">
        <p className="adm-muted">{changed ? 'You have unsaved changes on this tab.' : 'Everything on this tab is saved.'}</p>
        <button type="submit" className="adm-button adm-button--primary" disabled={pending}>
          {pending ? 'Saving...' : SAVE_LABEL[tab]}
        </button>
      </div>
      {collision && (
        <CollisionDialog
          collision={collision}
          title="The studio settings were changed by someone else"
          subject="the studio settings"
          onReload={reloadTheirs}
          onOverwrite={overwrite}
          onClose={() => setCollision(null)}
        />
      )}
    </form>
  )
}
