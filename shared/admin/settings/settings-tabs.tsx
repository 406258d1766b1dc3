import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { BackupsSettings } from './backups-settings.tsx'
import { useConsole } from '../console/console-context.tsx'
import { NotAllowed } from '../console/not-allowed.tsx'
import { NotFound } from '../console/not-found.tsx'
import { SETTINGS_TABS, SETTINGS_TAB_LABEL, type SettingsTab } from './studio-settings-form.ts'
import { BrandSettings } from './brand-settings.tsx'
import { StudioSettingsTab } from './studio-settings-section.tsx'
import { useStudioSettings } from './use-studio-settings.ts'

type TabId = 'account' | SettingsTab | 'backups'
const TABS: readonly TabId[] = ['account', ...SETTINGS_TABS, 'backups']
const LABEL: Record<TabId, string> = { account: 'Account', ...SETTINGS_TAB_LABEL, backups: 'Backups' }

/** The tabs holding the studio's settings form (Account and Backups have their own). */
const isStudioTab = (tab: TabId): tab is SettingsTab => tab !== 'account' && tab !== 'backups'

const isTabId = (tab: unknown): tab is TabId => TABS.includes(tab as TabId)

const tabId = (tab: TabId) => `settings-tab-${tab}`
const panelId = (tab: TabId) => `settings-panel-${tab}`

/**
 * Settings as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). Everyone has Account;
 * the owner also has Studio, Team and Policies, and the server's Backups (the server refuses an editor's
 * save with 403 anyway).
 */
export function SettingsTabs({ account }: { account: ReactNode }) {
  const { user, screen, openSettingsTab } = useConsole()
  // A tab has an address (`/settings/team`); Account is `/settings`.
  const asked = screen.kind === 'section' ? screen.tab : undefined
  if (asked !== undefined && !isTabId(asked)) {
    return (
      <NotFound title="There is no such settings tab" message="The address may be mistyped." actionLabel="Settings" onAction={() => openSettingsTab(null)} />
    )
  }
  if (user.role !== 'owner') return asked === undefined || asked === 'account' ? <>{account}</> : <NotAllowed />
  return <OwnerSettingsTabs account={account} asked={asked ?? 'account'} />
}

function OwnerSettingsTabs({ account, asked }: { account: ReactNode; asked: TabId }) {
  const { openSettingsTab } = useConsole()
  const [active, setActive] = useState<TabId>(asked)
  useEffect(() => setActive(asked), [asked])
  const list = useRef<HTMLDivElement>(null)
  // Loaded once for the three tabs; their unsaved edits live here, so switching tabs keeps them.
  const studio = useStudioSettings()

  function select(tab: TabId, focus = false) {
    setActive(tab)
    openSettingsTab(tab === 'account' ? null : tab)
    if (focus) list.current?.querySelector<HTMLElement>(`#${tabId(tab)}`)?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(active)
    const target =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined
    if (!target) return
    event.preventDefault()
    select(target, true)
  }

  return (
    <div className="adm-stack adm-settings-area">
      <div ref={list} className="adm-tabs adm-settings-tabs" role="tablist" aria-label="Settings" onKeyDown={onKeyDown}>
        {TABS.map((tab) => {
          const selected = tab === active
          const unsaved = isStudioTab(tab) && studio.changed(tab)
          return (
            <button
              key={tab}
              id={tabId(tab)}
              type="button"
              role="tab"
              className="adm-tab"
              aria-selected={selected}
              // Only the shown panel exists, so only its tab points to it.
              aria-controls={selected ? panelId(tab) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
            >
              {LABEL[tab]}
              {unsaved && (
                <span className="adm-settings-tab__unsaved">
                  <span aria-hidden="true"> •</span>
                  <span className="visually-hidden"> (unsaved changes)</span>
                </span>
              )}
            </button>
          )
        })}
      </div>
      <div id={panelId(active)} role="tabpanel" aria-labelledby={tabId(active)} className="adm-settings-panel">
        {isStudioTab(active) ? (
          <>
            {active === 'studio' && <BrandSettings />}
            <StudioSettingsTab key={active} tab={active} state={studio} />
          </>
        ) : active === 'backups' ? (
          <BackupsSettings />
        ) : (
          account
        )}
      </div>
    </div>
  )
}
