import './staff.css'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { type Account, type AccountUpdate, type InviteResult, InviteInputSchema, ROLES, type Role } from '#shared/schema/account.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { useConsole } from '../console/console-context.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { Dialog } from '../ui/dialog.tsx'
import { EntryForm } from '../forms/entry-form.tsx'
import { FieldError, TextField } from '../forms/field.tsx'
import { type FieldErrors, serverFieldErrors } from '../forms/form-errors.ts'
import { useConfirmLeave } from '../forms/leave-guard.tsx'
import { AlertIcon, CheckIcon, CopyIcon, KeyIcon, PlusIcon, TrashIcon } from '../ui/icons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useToast } from '../ui/toast.tsx'
import { useDraftForm } from '../forms/use-draft-form.ts'
import { useResource } from '../ui/use-resource.ts'
import { useStudioFacts } from '../console/use-studio-facts.ts'
import { useDateTime } from './password-words.ts'

/** What is shown once: an account's temporary password, or an invitation link (when it was not emailed). */
type OneTime =
  { kind: 'password'; account: Account; secret: string } | { kind: 'link'; account: Account; secret: string; expiresAt: string; emailProblem: string | null }

/**
 * The owner's Staff section: every account with its role and status; invite someone (a one-time link they open to
 * choose their own password, emailed when the server can send email) or add an account with a temporary password
 * (changed at its first sign-in); change a role, disable or enable, reset a password, remove. One's own account is
 * changed by another owner (its name from the top bar, its password in Settings), so nobody locks themselves out.
 */
export function AccountsSection() {
  const { t } = useTranslation('staff')
  const { api } = useAdmin()
  const { user } = useConsole()
  const confirm = useConfirm()
  const toast = useToast()
  const dateTime = useDateTime()
  const accounts = useResource(() => api.listAccounts())
  const options = useResource(() => api.inviteOptions())
  const { busy, change } = useItemChange(accounts.reload)
  const [adding, setAdding] = useState(false)
  const [oneTime, setOneTime] = useState<(OneTime & { returnFocus?: RefObject<HTMLElement | null> }) | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const list = accounts.data ?? []
  const days = options.data?.days ?? 7
  const roleLabel = (role: Role) => t(`roles.${role}`)

  /** An invitation made: a toast when it was emailed, else the link shown once. */
  function handedOver(result: InviteResult, returnFocus?: RefObject<HTMLElement | null>) {
    if (result.link === null) {
      toast({ title: t('done.emailed'), description: t('done.emailedTo', { email: result.emailedTo, days }) })
      returnFocus?.current?.focus()
    } else {
      setOneTime({ kind: 'link', account: result.account, secret: result.link, expiresAt: result.expiresAt, emailProblem: result.emailProblem, returnFocus })
    }
  }

  async function update(account: Account, changes: AccountUpdate, done: string) {
    if (await change(account.id, () => api.updateAccount(account.id, changes), t('errors.change'))) {
      toast({ title: done, description: account.displayName })
    }
  }

  async function changeRole(account: Account, role: Role) {
    const name = account.displayName
    const yes = await confirm({
      title: role === 'owner' ? t('confirm.ownerTitle', { name }) : t('confirm.editorTitle', { name }),
      message: <p>{role === 'owner' ? t('confirm.ownerText') : t('confirm.editorText')}</p>,
      confirmLabel: role === 'owner' ? t('list.makeOwner') : t('list.makeEditor'),
    })
    if (yes) await update(account, { role }, t('done.roleChanged', { role: roleLabel(role).toLowerCase() }))
  }

  async function setDisabled(account: Account, disabled: boolean) {
    if (disabled) {
      const yes = await confirm({
        title: t('confirm.disableTitle', { name: account.displayName }),
        message: <p>{t('confirm.disableText')}</p>,
        confirmLabel: t('confirm.disableAction'),
        tone: 'danger',
      })
      if (!yes) return
    }
    await update(account, { disabled }, disabled ? t('done.disabled') : t('done.enabled'))
  }

  async function resetPassword(account: Account) {
    const yes = await confirm({
      title: t('confirm.resetTitle', { name: account.displayName }),
      message: <p>{t('confirm.resetText')}</p>,
      confirmLabel: t('confirm.resetAction'),
      tone: 'danger',
    })
    if (!yes) return
    const result = await change(account.id, () => api.resetAccountPassword(account.id), t('errors.reset'))
    if (result) setOneTime({ kind: 'password', account: result.account, secret: result.temporaryPassword })
  }

  async function renewInvite(account: Account) {
    const yes = await confirm({
      title: t('confirm.renewTitle', { name: account.displayName }),
      message: <p>{t('confirm.renewText', { days })}</p>,
      confirmLabel: t('confirm.renewAction'),
    })
    if (!yes) return
    const result = await change(account.id, () => api.renewInvite(account.id, {}), t('errors.renew'))
    if (result) handedOver(result)
  }

  async function remove(account: Account) {
    const yes = await confirm({
      title: t('confirm.removeTitle', { name: account.displayName }),
      message: <p>{t('confirm.removeText')}</p>,
      confirmLabel: t('confirm.removeAction'),
      tone: 'danger',
    })
    if (yes && (await change(account.id, () => api.deleteAccount(account.id), t('errors.remove')))) {
      toast({ title: t('done.removed'), description: account.displayName })
    }
  }

  return (
    <div className="adm-stack">
      <div className="adm-toolbar adm-toolbar--end">
        <p className="adm-result-count">{accounts.data ? t('list.count', { count: list.length }) : ''}</p>
        <button ref={addButton} type="button" className="adm-button adm-button--primary" onClick={() => setAdding(true)} disabled={adding}>
          <PlusIcon /> {t('list.invite')}
        </button>
      </div>

      {adding && (
        <AccountForm
          byEmail={options.data?.byEmail ?? false}
          days={days}
          onClose={(made) => {
            setAdding(false)
            if (!made) {
              addButton.current?.focus()
              return
            }
            void accounts.reload()
            if ('temporaryPassword' in made) setOneTime({ kind: 'password', account: made.account, secret: made.temporaryPassword, returnFocus: addButton })
            else handedOver(made, addButton)
          }}
        />
      )}

      <ResourceState resource={accounts} words={{ loading: t('list.loading'), loadError: t('list.loadError'), empty: t('list.empty') }}>
        <ul className="adm-list" aria-label={t('list.label')}>
          {list.map((account) => {
            const self = account.id === user.id
            const pending = busy === account.id
            const invited = account.invitedUntil !== null
            const expired = invited && Date.parse(account.invitedUntil!) <= Date.now()
            return (
              <li key={account.id}>
                <article className={`adm-card adm-account ${account.disabled ? 'adm-account--disabled' : ''}`} aria-labelledby={`adm-account-${account.id}`}>
                  <div className="adm-account__head">
                    <div>
                      <h2 id={`adm-account-${account.id}`} className="adm-account__name">
                        {account.displayName}
                        {self && <span className="adm-account__you">{t('list.you')}</span>}
                      </h2>
                      <p className="adm-muted">
                        {t('list.username')} <span className="adm-mono">{account.username}</span>
                      </p>
                      {invited && (
                        <p className="adm-muted">{expired ? t('list.inviteExpired') : t('list.invitedUntil', { date: dateTime(account.invitedUntil!) })}</p>
                      )}
                      {account.mustChangePassword && <p className="adm-muted">{t('list.mustChange')}</p>}
                    </div>
                    <div className="adm-account__badges">
                      <span className="adm-badge adm-badge--neutral">{roleLabel(account.role)}</span>
                      <span className={`adm-badge ${account.disabled ? 'adm-badge--draft' : 'adm-badge--published'}`}>
                        {account.disabled ? t('list.disabled') : t('list.active')}
                      </span>
                    </div>
                  </div>
                  <ArtistLink
                    account={account}
                    disabled={pending}
                    onChange={(artistId) => void update(account, { artistId }, artistId ? t('done.linked') : t('done.unlinked'))}
                  />
                  {self ? (
                    <p className="adm-muted">{t('list.self')}</p>
                  ) : (
                    <div className="adm-account__actions">
                      <AccountAction
                        account={account}
                        pending={pending}
                        onClick={() => void changeRole(account, account.role === 'owner' ? 'editor' : 'owner')}
                      >
                        {account.role === 'owner' ? t('list.makeEditor') : t('list.makeOwner')}
                      </AccountAction>
                      {invited ? (
                        <AccountAction account={account} pending={pending} onClick={() => void renewInvite(account)}>
                          <KeyIcon /> {t('list.newLink')}
                        </AccountAction>
                      ) : (
                        <AccountAction account={account} pending={pending} onClick={() => void resetPassword(account)}>
                          <KeyIcon /> {t('list.resetPassword')}
                        </AccountAction>
                      )}
                      <AccountAction account={account} pending={pending} onClick={() => void setDisabled(account, !account.disabled)}>
                        {account.disabled ? (
                          <>
                            <CheckIcon /> {t('list.enable')}
                          </>
                        ) : (
                          t('list.disable')
                        )}
                      </AccountAction>
                      <AccountAction account={account} pending={pending} danger onClick={() => void remove(account)}>
                        <TrashIcon /> {t('list.remove')}
                      </AccountAction>
                    </div>
                  )}
                </article>
              </li>
            )
          })}
        </ul>
      </ResourceState>

      {oneTime && <OneTimeDialog {...oneTime} onClose={() => setOneTime(null)} />}
    </div>
  )
}

/** One of an account's buttons, off while a change to it runs; screen readers hear whose ("Remove: Ana"). */
function AccountAction({
  account,
  pending,
  danger,
  onClick,
  children,
}: {
  account: Account
  pending: boolean
  danger?: boolean
  onClick(): void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={`adm-button ${danger ? 'adm-button--danger-ghost' : 'adm-button--secondary'} adm-button--small`}
      disabled={pending}
      onClick={onClick}
    >
      {children}
      <span className="visually-hidden">: {account.displayName}</span>
    </button>
  )
}

/**
 * Which artist of the team the account is: their posts' byline then links to the artist's profile. The team is
 * edited in Settings › Team.
 */
function ArtistLink({ account, disabled, onChange }: { account: Account; disabled: boolean; onChange(artistId: string | null): void }) {
  const { t } = useTranslation('staff')
  const studio = useStudioFacts()
  const id = useId()
  const team = studio?.team ?? []
  const linked = team.find((artist) => artist.id === account.artistId)
  return (
    <p className="adm-account__artist">
      <label htmlFor={id}>{t('list.artist')}</label>{' '}
      <select
        id={id}
        className="adm-input adm-select adm-input--inline"
        value={linked?.id ?? ''}
        disabled={disabled || !studio}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('list.notArtist')}</option>
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
type Access = 'link' | 'password'
const EMPTY = { username: '', displayName: '', role: 'editor' as Role, access: 'link' as Access, email: '' }
type Made = InviteResult | { account: Account; temporaryPassword: string }

/** The form's checks in the console's language (the server checks the same, with the same schema). */
function useAccountCheck() {
  const { t } = useTranslation('staff')
  return (values: typeof EMPTY) => {
    const parsed = InviteInputSchema.safeParse({ ...values, email: values.access === 'link' ? values.email : '' })
    if (parsed.success) return { ok: true as const, input: parsed.data }
    const errors: FieldErrors = {}
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0])
      if (errors[field]) continue
      if (field === 'email') errors.email = t('form.badEmail')
      else if (field === 'username' && values.username.trim() !== '') errors.username = t('form.badUsername')
      else errors[field] = t('form.required')
    }
    return { ok: false as const, errors }
  }
}

function AccountForm({ byEmail, days, onClose }: { byEmail: boolean; days: number; onClose(made?: Made): void }) {
  const { t } = useTranslation('staff')
  const { api } = useAdmin()
  const confirmLeave = useConfirmLeave()
  const check = useAccountCheck()
  const form = useDraftForm({
    idPrefix: ID,
    loaded: EMPTY,
    validate: check,
    serverErrors: (fields) => serverFieldErrors(fields, ['username', 'displayName', 'role', 'email']),
  })
  const { values, setValues, field, errors, pending, attempt } = form

  // Each refused try moves to the first field to fix.
  useEffect(() => {
    const first = ['displayName', 'username', 'email'].find((name) => errors[name])
    if (attempt > 0 && first) document.getElementById(`${ID}${first}`)?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each try, not on each keystroke
  }, [attempt])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = form.validated()
    if (!input) return
    const { email, ...account } = input
    const made = await form.save<Made>(
      () => (values.access === 'link' ? api.inviteAccount({ ...account, ...(email && { email }) }) : api.createAccount(account)),
      t('errors.add'),
    )
    if (!made) return
    form.releaseGuard() // stored: nothing unsaved remains
    onClose(made)
  }

  return (
    <EntryForm title={t('form.title')} className="adm-account-form" firstField={`${ID}displayName`} onSubmit={submit}>
      <div className="adm-grid-2">
        <TextField {...field('displayName')} label={t('form.displayName')} required autoComplete="off" hint={t('form.displayNameHint')} />
        <TextField {...field('username')} label={t('form.username')} required autoComplete="off" spellCheck={false} hint={t('form.usernameHint')} />
      </div>
      <fieldset className="adm-field adm-account-form__role" aria-describedby={errors.role ? `${ID}role-error` : undefined}>
        <legend className="adm-label">{t('form.role')}</legend>
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
              <span>{t(`roles.${role}Description`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${ID}role`} error={errors.role} />
      </fieldset>
      <fieldset className="adm-field adm-account-form__access">
        <legend className="adm-label">{t('form.access')}</legend>
        <div className="adm-account-form__roles">
          {(['link', 'password'] as const).map((access) => (
            <label key={access} className="adm-account-form__role-option">
              <input
                type="radio"
                name="access"
                value={access}
                checked={values.access === access}
                onChange={() => setValues((current) => ({ ...current, access }))}
              />
              <span>{access === 'link' ? t('form.byLink', { days }) : t('form.byPassword')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {byEmail && values.access === 'link' && (
        <TextField {...field('email')} type="email" label={t('form.email')} autoComplete="off" spellCheck={false} hint={t('form.emailHint')} />
      )}
      <div className="adm-form-actions">
        <button type="button" className="adm-button adm-button--secondary" disabled={pending} onClick={async () => (await confirmLeave()) && onClose()}>
          {t('form.cancel')}
        </button>
        <button type="submit" className="adm-button adm-button--primary" disabled={pending}>
          {pending ? t('form.submitting') : t('form.submit')}
        </button>
      </div>
    </EntryForm>
  )
}

/** A temporary password or an invitation link, shown once, with a copy button and the warning that it is never shown again. */
function OneTimeDialog(props: OneTime & { returnFocus?: RefObject<HTMLElement | null>; onClose(): void }) {
  const { t } = useTranslation('staff')
  const dateTime = useDateTime()
  const { account, secret, returnFocus, onClose } = props
  const field = useRef<HTMLInputElement>(null)
  const fieldId = useId()
  const warningId = useId()
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null)
  const link = props.kind === 'link'
  const name = account.displayName

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied('copied')
    } catch {
      // No clipboard permission (or none at all): the text is selected for Ctrl+C.
      field.current?.select()
      setCopied('failed')
    }
  }

  return (
    <Dialog
      title={link ? t('link.title', { name }) : t('temporary.title', { name })}
      onClose={onClose}
      initialFocus={field}
      finalFocus={returnFocus}
      describedBy={warningId}
      size="medium"
    >
      <div id={warningId} className="adm-notice">
        <p className="adm-notice__title">
          <AlertIcon /> {link ? t('link.once') : t('temporary.once')}
        </p>
        {props.kind === 'link' && props.emailProblem && <p>{t('link.emailProblem', { reason: props.emailProblem })}</p>}
        <p>{props.kind === 'link' ? t('link.text', { name, date: dateTime(props.expiresAt) }) : t('temporary.text', { name })}</p>
      </div>
      <p className="adm-one-time__username">
        {t('link.username')} <span className="adm-mono">{account.username}</span>
      </p>
      <div className="adm-field">
        <label htmlFor={fieldId} className="adm-label">
          {link ? t('link.field') : t('temporary.field')}
        </label>
        <div className="adm-one-time">
          <input
            ref={field}
            id={fieldId}
            className="adm-input adm-mono"
            value={secret}
            readOnly
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="adm-button adm-button--secondary" onClick={() => void copy()}>
            <CopyIcon /> {t('link.copy')}
            <span className="visually-hidden">{link ? t('link.copyLink') : t('temporary.copyPassword')}</span>
          </button>
        </div>
      </div>
      <p role="status" className={copied === 'failed' ? 'adm-error' : 'adm-success-text'}>
        {copied === 'copied' ? t('link.copied') : copied === 'failed' ? (link ? t('link.copyFailed') : t('temporary.copyFailed')) : ''}
      </p>
      <p className="adm-muted">{link ? t('link.after') : t('temporary.after')}</p>
      <div className="adm-dialog__actions">
        <button type="button" className="adm-button adm-button--primary" onClick={onClose}>
          {t('link.done')}
        </button>
      </div>
    </Dialog>
  )
}
