// @vitest-environment jsdom
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#shared/api/api-error.ts'
import type { StudioApi } from '#shared/api/studio-api.ts'
import type { Backups } from '#shared/schema/backups.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { StudioSettings, StudioSettingsInput } from '#shared/schema/studio.ts'
import { AdminProvider } from '../console/admin-context.tsx'
import { ConfirmProvider } from '../ui/confirm-dialog.tsx'
import { ConsoleContext, type Console } from '../console/console-context.tsx'
import { LeaveGuardProvider } from '../forms/leave-guard.tsx'
import { createConsoleI18n } from '../i18n/console-i18n.ts'
import { SettingsSection } from './settings-section.tsx'
import { ToastProvider } from '../ui/toast.tsx'

// The tabs and one save as a person uses them, in jsdom against a stand-in API (the browser tests use the real one).

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const STORED: StudioSettings = { ...structuredClone(DEFAULT_STUDIO), updatedAt: '2025-01-01T00:00:00.000Z' }

let root: Root
let host: HTMLElement
let api: {
  getStudio: ReturnType<typeof vi.fn>
  updateStudio: ReturnType<typeof vi.fn>
  getBackups: ReturnType<typeof vi.fn>
  backupNow: ReturnType<typeof vi.fn>
  restoreBackup: ReturnType<typeof vi.fn>
}
const showError = vi.fn()

beforeEach(() => {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  api = {
    getStudio: vi.fn(async () => structuredClone(STORED)),
    updateStudio: vi.fn(async (input: StudioSettingsInput) => ({ ...input, updatedAt: '2025-02-01T00:00:00.000Z' })),
    getBackups: vi.fn(async (): Promise<Backups> => ({ configured: false })),
    backupNow: vi.fn(),
    restoreBackup: vi.fn(),
  }
  showError.mockReset()
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

async function show(role: 'owner' | 'editor') {
  const console = {
    user: { id: 'u1', username: 'admin', displayName: 'Admin', role },
    showError,
    // At /settings; a tab's address is the shell's business (tests/e2e/admin-studio-settings.spec.ts).
    screen: { kind: 'section', section: 'settings' },
    openSettingsTab: () => {},
  } as unknown as Console
  const tree: ReactNode = (
    <I18nextProvider i18n={createConsoleI18n('en')}>
      <AdminProvider value={{ api: api as unknown as StudioApi, siteUrl: '', draftStorage: undefined }}>
        <ToastProvider>
          <ConfirmProvider>
            <LeaveGuardProvider>
              <ConsoleContext.Provider value={console}>
                <SettingsSection />
              </ConsoleContext.Provider>
            </LeaveGuardProvider>
          </ConfirmProvider>
        </ToastProvider>
      </AdminProvider>
    </I18nextProvider>
  )
  await act(async () => root.render(tree))
}

const tabs = () => [...host.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)
const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T | null

async function click(element: Element | null) {
  expect(element).not.toBeNull()
  await act(async () => (element as HTMLElement).click())
}

/** Types into a React-controlled input (React listens for `input` with the native value setter). */
async function type(id: string, value: string) {
  const input = byId<HTMLInputElement | HTMLTextAreaElement>(id)
  expect(input, id).not.toBeNull()
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value)
    input!.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function openTab(name: string) {
  await click([...host.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent?.startsWith(name)) ?? null)
}

async function save() {
  await click(host.querySelector('form.adm-settings-form button[type="submit"]'))
}

describe('Settings tabs', () => {
  it('shows an editor only the account, without tabs', async () => {
    await show('editor')
    expect(tabs()).toEqual([])
    expect(host.textContent).toContain('Change password')
    expect(host.querySelector('form.adm-settings-form')).toBeNull()
  })

  it('gives the owner Account, Studio, Team, Policies and Backups, Account first', async () => {
    await show('owner')
    expect(tabs()).toEqual(['Account', 'Studio', 'Team', 'Policies', 'Backups'])
    expect(byId('settings-tab-account')?.getAttribute('aria-selected')).toBe('true')
    expect(byId('settings-panel-account')?.getAttribute('aria-labelledby')).toBe('settings-tab-account')
    expect(host.textContent).toContain('Change password')
  })

  it('saves the stored settings with the Studio tab’s edits; another tab’s unsaved edits wait for their own save', async () => {
    await show('owner')
    await openTab('Policies')
    await type('settings-policies-deposit-en', 'A $50 deposit secures your appointment.')
    await openTab('Studio')
    expect(tabs()).toEqual(['Account', 'Studio', 'Team', 'Policies • (unsaved changes)', 'Backups'])
    await type('settings-phone', '(404) 555-0177')
    expect(tabs()[1]).toBe('Studio • (unsaved changes)')
    await save()

    expect(api.updateStudio).toHaveBeenCalledTimes(1)
    // Sent with the version it edits: a newer stored one would answer 409.
    expect(api.updateStudio.mock.calls[0]![0]).toEqual({ ...STORED, phone: '(404) 555-0177' })
    expect(document.body.textContent).toContain('Settings saved — the website shows them now')
    expect(tabs()).toEqual(['Account', 'Studio', 'Team', 'Policies • (unsaved changes)', 'Backups'])

    // Switching tabs kept the policy as typed.
    await openTab('Policies')
    expect(byId<HTMLTextAreaElement>('settings-policies-deposit-en')?.value).toBe('A $50 deposit secures your appointment.')
  })

  it('checks with the schema before sending: the problem is on its input and the summary takes the focus', async () => {
    await show('owner')
    await openTab('Studio')
    await type('settings-booking-url', 'http://booking.example.com/belleza-studio')
    await save()
    expect(api.updateStudio).not.toHaveBeenCalled()
    expect(byId('settings-booking-url')?.getAttribute('aria-invalid')).toBe('true')
    expect(byId('settings-booking-url-error')?.textContent).toContain('Enter a full https:// address')
    const summary = host.querySelector('.adm-error-summary')
    expect(document.activeElement).toBe(summary)
    expect(summary?.querySelector('a')?.getAttribute('href')).toBe('#settings-booking-url')
  })

  it('puts the server’s field errors on the artist’s input, by the artist, not the position', async () => {
    api.updateStudio.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        statusText: 'Bad Request',
        body: JSON.stringify({ error: 'Some settings are not valid', fields: { 'team.0.license': 'License number must be at most 60 characters' } }),
      }),
    )
    await show('owner')
    await openTab('Team')
    // Camila moves first; the server's `team.0` is then Camila.
    await click(byId('settings-team-camila-ortiz-move-up'))
    expect(document.activeElement?.id).toBe('settings-team-camila-ortiz-move-down')
    await save()
    expect(api.updateStudio.mock.calls[0]![0].team.map((member: { id: string }) => member.id)).toEqual(['camila-ortiz', 'daniela-reyes'])
    expect(byId('settings-team-camila-ortiz-license-error')?.textContent).toContain('License number must be at most 60 characters')
    expect(byId('settings-team-daniela-reyes-license-error')).toBeNull()
    expect(showError).toHaveBeenCalledWith('Error saving the settings', expect.any(ApiError))
  })

  it('previews the artist as typed, in either language', async () => {
    await show('owner')
    await openTab('Team')
    await type('settings-team-camila-ortiz-license', 'PMU-4242')
    await type('settings-team-camila-ortiz-specialties-es', 'Labios, Cejas')
    const card = byId('settings-team-camila-ortiz')?.querySelector('article')
    expect(card?.textContent).toContain('Licensed by the Hall County Health Department · License No. PMU-4242')
    const spanish = [...(byId('settings-team-camila-ortiz')?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])].find(
      (radio) => radio.value === 'es',
    )
    await click(spanish ?? null)
    expect(card?.getAttribute('lang')).toBe('es')
    expect(card?.textContent).toContain('Con licencia del Departamento de Salud de Hall County · Licencia n.º PMU-4242')
    expect([...(card?.querySelectorAll('li') ?? [])].map((chip) => chip.textContent)).toEqual(['Labios', 'Cejas'])
  })
})

describe('the Backups tab', () => {
  const HOUR = 60 * 60_000
  const backupsOn = (status: Partial<Extract<Backups, { configured: true }>['status']> = {}): Backups => ({
    configured: true,
    folder: '/mnt/backup/belleza',
    everyMs: 24 * HOUR,
    keep: 14,
    list: [],
    status: {
      lastAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      lastBytes: 12_900_000,
      lastFolder: 'x',
      lastError: null,
      lastErrorAt: null,
      running: false,
      nextAt: new Date(Date.now() + 21 * HOUR).toISOString(),
      ...status,
    },
  })

  it('says when scheduled backups are off, and which variables turn them on', async () => {
    await show('owner')
    await openTab('Backups')
    const panel = byId('settings-panel-backups')
    expect(panel?.textContent).toContain('Scheduled backups are off')
    for (const name of ['BACKUP_DIR', 'BACKUP_EVERY', 'BACKUP_KEEP']) expect(panel?.textContent).toContain(name)
    expect(panel?.querySelector('button')).toBeNull()
  })

  it('shows the last backup, relative and absolute, its size, the next one and the schedule', async () => {
    api.getBackups.mockResolvedValue(backupsOn())
    await show('owner')
    await openTab('Backups')
    const text = byId('settings-panel-backups')?.textContent ?? ''
    expect(text).toMatch(/Last backup3 hours ago \(\w{3} \d+, \d{4}, .*\), 12 MB/)
    expect(text).toMatch(/Next backupin 21 hours \(/)
    expect(text).toContain('Every 24 hours, keeping the newest 14')
    expect(text).toContain('/mnt/backup/belleza')
    expect(text).not.toContain('failed')
  })

  it('says in words that the last backup failed, and why', async () => {
    const failedAt = new Date(Date.now() - HOUR).toISOString()
    api.getBackups.mockResolvedValue(backupsOn({ lastError: 'The backup disk is full: there is no room left. (ENOSPC)', lastErrorAt: failedAt }))
    await show('owner')
    await openTab('Backups')
    const text = byId('settings-panel-backups')?.textContent ?? ''
    expect(text).toContain('The last backup failed')
    expect(text).toContain('1 hour ago')
    expect(text).toContain('The backup disk is full: there is no room left. (ENOSPC)')
    expect(text).toContain('The earlier backups are kept.')
  })

  it('backs up now and shows the new backup; a refusal is shown as an error', async () => {
    api.getBackups.mockResolvedValue(backupsOn({ lastAt: null, lastBytes: null }))
    await show('owner')
    await openTab('Backups')
    expect(byId('settings-panel-backups')?.textContent).toContain('None yet')

    const made = backupsOn({ lastAt: new Date().toISOString(), lastBytes: 2048 })
    api.backupNow.mockResolvedValueOnce(made)
    api.getBackups.mockResolvedValue(made)
    const button = () => [...host.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Back up now') ?? null
    await click(button())
    expect(api.backupNow).toHaveBeenCalledTimes(1)
    expect(document.body.textContent).toContain('Backup made')
    expect(byId('settings-panel-backups')?.textContent).toMatch(/Last backupjust now \(.*\), 2 KB/)

    const busy = new ApiError({
      status: 409,
      statusText: 'Conflict',
      body: JSON.stringify({ error: 'A backup is being made right now; wait for it to finish.' }),
    })
    api.backupNow.mockRejectedValueOnce(busy)
    await click(button())
    expect(showError).toHaveBeenCalledWith('The backup was not made', busy)
  })

  it('lists each backup with its size and kind, and a download link', async () => {
    const list = [
      { name: '2025-03-02T03-00-00.000Z', at: '2025-03-02T03:00:00.000Z', bytes: 2_500_000, kind: 'manual' as const },
      { name: '2025-03-01T03-00-00.000Z', at: '2025-03-01T03:00:00.000Z', bytes: 2_400_000, kind: 'scheduled' as const },
    ]
    api.getBackups.mockResolvedValue({ ...backupsOn(), list })
    await show('owner')
    await openTab('Backups')
    const rows = [...(byId('settings-panel-backups')?.querySelectorAll('tbody tr') ?? [])]
    expect(rows.map((row) => row.querySelector('td:nth-of-type(2)')?.textContent)).toEqual(['Made by hand', 'Scheduled'])
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe('/api/admin/backups/2025-03-02T03-00-00.000Z/archive')
    expect(rows[0]?.querySelector('a')?.hasAttribute('download')).toBe(true)

    // The restore and its confirmation dialog: tests/e2e/admin-backups.spec.ts (jsdom has no modal dialogs).
  })

  it('says where a backup is downloaded that the file holds password hashes and what visitors sent, and each download is described by it', async () => {
    const list = [{ name: '2025-03-02T03-00-00.000Z', at: '2025-03-02T03:00:00.000Z', bytes: 2_500_000, kind: 'manual' as const }]
    api.getBackups.mockResolvedValue({ ...backupsOn(), list })
    await show('owner')
    await openTab('Backups')
    const download = byId('settings-panel-backups')?.querySelector('tbody a')
    const description = byId(download?.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toMatch(/password hashes/)
    expect(description?.textContent).toMatch(/names, emails, phone numbers and messages/)
  })
})
