import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { type Account, AccountInputSchema, type AccountUpdate, ROLES, ROLE_DESCRIPTION, ROLE_LABEL, type Role } from '../../schema/account.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { useConsole } from '../console/console-context.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { Dialog } from '../ui/dialog.tsx'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { FieldError, TextField } from '../forms/field.tsx'
import { formValidation, serverFieldErrors } from '../forms/form-errors.ts'
import { plural } from '../ui/format.ts'
import { AlertIcon, CheckIcon, CopyIcon, KeyIcon, PlusIcon, TrashIcon } from '../ui/icons.tsx'
import { FormButtons } from '../forms/form-buttons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useToast } from '../ui/toast.tsx'
import { useDraftForm } from '../forms/use-draft-form.ts'
import { useResource } from '../ui/use-resource.ts'
import { useStudioFacts } from '../console/use-studio-facts.ts'

/** A password shown once: after adding an account or resetting its password. */
interface OneTimePassword {
  account: Account
  password: string
  /** Where focus goes when the dialog closes (the button that started it may be gone). */
  returnFocus?: RefObject<HTMLElement | null>
}

/**
 * Issue #13, the owner's Staff section: every account with its role and status; add one (its first password is
 * shown once), change its role, disable or enable it, reset its password, remove it. One's own account is changed
 * by another owner (and its password in Settings), so nobody locks themselves out by a slip.
 */
export function AccountsSection() {
  const { api } = useAdmin()
  const { user } = useConsole()
  const confirm = useConfirm()
  const toast = useToast()
  const accounts = useResource(() => api.listAccounts())
  const { busy, change } = useItemChange(accounts.reload)
  const [adding, setAdding] = useState(false)
  const [oneTime, setOneTime] = useState<OneTimePassword | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const list = accounts.data ?? []

  async function update(account: Account, changes: AccountUpdate, done: string) {
    if (await change(account.id, () => api.updateAccount(account.id, changes), 'Error changing the account')) {
      toast({ title: done, description: account.displayName })
    }
  }

  async function changeRole(account: Account, role: Role) {
    const yes = await confirm({
      title: role === 'owner' ? `Make ${account.displayName} an owner?` : `Make ${account.displayName} an editor?`,
      message:
        role === 'owner' ? (
          <p>Owners can do everything, including adding and removing staff accounts and changing the studio settings.</p>
        ) : (
          <p>Editors work on posts, categories, the gallery, media and inquiries. They cannot manage staff accounts or the studio settings.</p>
        ),
      confirmLabel: role === 'owner' ? 'Make owner' : 'Make editor',
    })
    if (yes) await update(account, { role }, `Role changed to ${ROLE_LABEL[role].toLowerCase()}`)
  }

  async function setDisabled(account: Account, disabled: boolean) {
    if (disabled) {
      const yes = await confirm({
        title: `Disable ${account.displayName}'s account?`,
        message: <p>They are signed out everywhere at once and cannot sign in until the account is enabled again. Their posts stay on the site.</p>,
        confirmLabel: 'Disable account',
        tone: 'danger',
      })
      if (!yes) return
    }
    await update(account, { disabled }, disabled ? 'Account disabled' : 'Account enabled')
  }

  async function resetPassword(account: Account) {
    const yes = await confirm({
      title: `Reset ${account.displayName}'s password?`,
      message: <p>Their current password stops working and they are signed out everywhere. A new temporary password is shown once, for you to give them.</p>,
      confirmLabel: 'Reset password',
      tone: 'danger',
    })
    if (!yes) return
    const result = await change(account.id, () => api.resetAccountPassword(account.id), 'Error resetting the password')
    if (result) setOneTime({ account: result.account, password: result.temporaryPassword })
  }

  async function remove(account: Account) {
    const yes = await confirm({
      title: `Remove ${account.displayName}'s account?`,
      message: (
        <p>
          They can no longer sign in. Posts they wrote stay on the site with their name as the byline. This cannot be undone; to stop someone signing in for a
          while, disable the account instead.
        </p>
      ),
      confirmLabel: 'Remove account',
      tone: 'danger',
    })
    if (yes && (await change(account.id, () => api.deleteAccount(account.id), 'Error removing the account'))) {
      toast({ title: 'Account removed', description: account.displayName })
    }
  }

  return (
    <div className="adm-stack">
      <div className="adm-toolbar adm-toolbar--end">
        <p className="adm-result-count">{accounts.data ? plural(list.length, 'account') : ''}</p>
        <button ref={addButton} type="button" className="adm-button adm-button--primary" onClick={() => setAdding(true)} disabled={adding}>
          <PlusIcon /> Add account
        </button>
      </div>

      {adding && (
        <AccountForm
          onClose={(created) => {
            setAdding(false)
            if (created) {
              void accounts.reload()
              setOneTime({ account: created.account, password: created.temporaryPassword, returnFocus: addButton })
            } else addButton.current?.focus()
          }}
        />
      )}

      <ResourceState
        resource={accounts}
        loadingText="Loading accounts..."
        errorTitle="Could not load the staff accounts"
        empty={list.length === 0}
        emptyText="No accounts found"
      >
        <ul className="adm-list" aria-label="Staff accounts">
          {list.map((account) => {
            const self = account.id === user.id
            const pending = busy === account.id
            const name = <span className="adm-visually-hidden">: {account.displayName}</span>
            return (
              <li key={account.id}>
                <article className={`adm-card adm-account ${account.disabled ? 'adm-account--disabled' : ''}`} aria-labelledby={`adm-account-${account.id}`}>
                  <div className="adm-account__head">
                    <div>
                      <h2 id={`adm-account-${account.id}`} className="adm-account__name">
                        {account.displayName}
                        {self && <span className="adm-account__you"> (you)</span>}
                      </h2>
                      <p className="adm-muted">
                        Username: <span className="adm-mono">{account.username}</span>
                      </p>
                    </div>
                    <div className="adm-account__badges">
                      <span className="adm-badge adm-badge--neutral">{ROLE_LABEL[account.role]}</span>
                      <span className={`adm-badge ${account.disabled ? 'adm-badge--draft' : 'adm-badge--published'}`}>
                        {account.disabled ? 'Disabled' : 'Active'}
                      </span>
                    </div>
                  </div>
                  <ArtistLink
                    account={account}
                    disabled={pending}
                    onChange={(artistId) => void update(account, { artistId }, artistId ? 'Linked to the artist' : 'Artist link removed')}
                  />
                  {self ? (
                    <p className="adm-muted">This is your account: change your password in Settings. Another owner can change its role or remove it.</p>
                  ) : (
                    <div className="adm-account__actions">
                      <button
                        type="button"
                        className="adm-button adm-button--secondary adm-button--small"
                        disabled={pending}
                        onClick={() => void changeRole(account, account.role === 'owner' ? 'editor' : 'owner')}
                      >
                        {account.role === 'owner' ? 'Make editor' : 'Make owner'}
                        {name}
                      </button>
                      <button
                        type="button"
                        className="adm-button adm-button--secondary adm-button--small"
                        disabled={pending}
                        onClick={() => void resetPassword(account)}
                      >
                        <KeyIcon /> Reset password{name}
                      </button>
                      <button
                        type="button"
                        className="adm-button adm-button--secondary adm-button--small"
                        disabled={pending}
                        onClick={() => void setDisabled(account, !account.disabled)}
                      >
                        {account.disabled ? (
                          <>
                            <CheckIcon /> Enable
                          </>
                        ) : (
                          'Disable'
                        )}
                        {name}
                      </button>
                      <button
                        type="button"
                        className="adm-button adm-button--danger-ghost adm-button--small"
                        disabled={pending}
                        onClick={() => void remove(account)}
                      >
                        <TrashIcon /> Remove{name}
                      </button>
                    </div>
                  )}
                </article>
              </li>
            )
          })}
        </ul>
      </ResourceState>

      {oneTime && <OneTimePasswordDialog {...oneTime} onClose={() => setOneTime(null)} />}
    </div>
  )
}

/**
 * Which artist of the team the account is: their posts' byline then links to the artist's profile (issue #13). The
 * team is edited in Settings › Team.
 */
function ArtistLink({ account, disabled, onChange }: { account: Account; disabled: boolean; onChange(artistId: string | null): void }) {
  const studio = useStudioFacts()
  const id = useId()
  const team = studio?.team ?? []
  const linked = team.find((artist) => artist.id === account.artistId)
  return (
    <p className="adm-account__artist">
      <label htmlFor={id}>Artist profile</label>{' '}
      <select
        id={id}
        className="adm-input adm-select adm-input--inline"
        value={linked?.id ?? ''}
        disabled={disabled || !studio}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">Not an artist of the team</option>
        {team.map((artist) => (
          <option key={artist.id} value={artist.id}>
            {artist.name}
          </option>
        ))}
      </select>
    </p>
  )
}

const ID = 'account-'
const LABELS: Record<string, string> = { username: 'Username', displayName: 'Name', role: 'Role' }
const EMPTY = { username: '', displayName: '', role: 'editor' as Role }

function AccountForm({ onClose }: { onClose(created?: { account: Account; temporaryPassword: string }): void }) {
  const { api } = useAdmin()
  const headingId = useId()
  const form = useDraftForm({
    idPrefix: ID,
    loaded: EMPTY,
    validate: (values) => formValidation(AccountInputSchema.safeParse(values)),
    serverErrors: (fields) => serverFieldErrors(fields, Object.keys(LABELS)),
  })
  const { values, setValues, field, errors, pending, attempt } = form

  useEffect(() => {
    document.getElementById(`${ID}displayName`)?.focus()
  }, [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = form.validated()
    if (!input) return
    const created = await form.save(() => api.createAccount(input), 'Error adding the account')
    if (!created) return
    form.releaseGuard() // stored: nothing unsaved remains
    onClose(created)
  }

  return (
    <form className="adm-card adm-account-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="adm-section-title">
        Add account
      </h2>
      <ErrorSummary errors={errors} labels={LABELS} idPrefix={ID} attempt={attempt} />
      <div className="adm-grid-2">
        <TextField {...field('displayName')} label="Name" required autoComplete="off" hint="Shown in the console and as the byline of their posts." />
        <TextField
          {...field('username')}
          label="Username"
          required
          autoComplete="off"
          spellCheck={false}
          hint="What they type to sign in: letters, digits, dots, hyphens, underscores or @."
        />
      </div>
      <fieldset className="adm-field adm-account-form__role" aria-describedby={errors.role ? `${ID}role-error` : undefined}>
        <legend className="adm-label">Role</legend>
        <div className="adm-account-form__roles">
          {ROLES.map((role, index) => (
            <label key={role} className="adm-account-form__role-option">
              <input
                id={index === 0 ? `${ID}role` : `${ID}role-${role}`}
                type="radio"
                name="role"
                value={role}
                checked={values.role === role}
                onChange={() => setValues((current) => ({ ...current, role }))}
              />
              <span>{ROLE_DESCRIPTION[role]}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${ID}role`} error={errors.role} />
      </fieldset>
      <p className="adm-muted">A temporary password is made for the account and shown once, for you to give them.</p>
      <FormButtons pending={pending} submit="Add account" pendingText="Adding..." onCancel={() => onClose()} />
    </form>
  )
}

/** The one-time password, with a copy button and the warning that it is never shown again. */
function OneTimePasswordDialog({ account, password, returnFocus, onClose }: OneTimePassword & { onClose(): void }) {
  const field = useRef<HTMLInputElement>(null)
  const fieldId = useId()
  const warningId = useId()
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(password)
      setCopied('copied')
    } catch {
      // No clipboard permission (or none at all): the text is selected for Ctrl+C.
      field.current?.select()
      setCopied('failed')
    }
  }

  return (
    <Dialog
      title={`Temporary password for ${account.displayName}`}
      onClose={onClose}
      initialFocus={field}
      finalFocus={returnFocus}
      describedBy={warningId}
      size="medium"
    >
      <div id={warningId} className="adm-notice">
        <p className="adm-notice__title">
          <AlertIcon /> Shown only this once
        </p>
        <p>Copy it now and give it to {account.displayName} privately. It cannot be shown again: if it is lost, reset the password again.</p>
      </div>
      <p className="adm-one-time__username">
        Username: <span className="adm-mono">{account.username}</span>
      </p>
      <div className="adm-field">
        <label htmlFor={fieldId} className="adm-label">
          Temporary password
        </label>
        <div className="adm-one-time">
          <input
            ref={field}
            id={fieldId}
            className="adm-input adm-mono"
            value={password}
            readOnly
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="adm-button adm-button--secondary" onClick={() => void copy()}>
            <CopyIcon /> Copy<span className="adm-visually-hidden"> the password</span>
          </button>
        </div>
      </div>
      <p role="status" className={copied === 'failed' ? 'adm-error' : 'adm-success-text'}>
        {copied === 'copied' ? 'Copied to the clipboard.' : copied === 'failed' ? 'Could not copy: the password is selected, press Ctrl+C (⌘C on a Mac).' : ''}
      </p>
      <p className="adm-muted">They sign in with it, then choose their own password in Settings.</p>
      <div className="adm-dialog__actions">
        <button type="button" className="adm-button adm-button--primary" onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  )
}
