import './staff.css'
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUser } from '#shared/schema/auth.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { DisplayNameField } from './display-name-field.tsx'

/**
 * The signed-in person in the top bar: a button opening Your account, where each person changes the name shown in
 * the console, on their posts and in the trail; their password is changed in Settings › Account.
 */
export function YourAccountButton({ name, onChanged }: { name: string; onChanged(user: AdminUser): void }) {
  const { t } = useTranslation('shell')
  const staff = useTranslation('staff').t
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button ref={button} type="button" className="adm-user" title={t('header.signedInAs', { name })} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className="adm-user__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="adm-user__name">
          <span className="visually-hidden">{t('header.signedInAsPrefix')}</span>
          {name}
          <span className="visually-hidden">, {staff('account.open')}</span>
        </span>
      </button>
      {open && <YourAccountDialog finalFocus={button} onChanged={onChanged} onClose={() => setOpen(false)} />}
    </>
  )
}

function YourAccountDialog({
  finalFocus,
  onChanged,
  onClose,
}: {
  finalFocus: RefObject<HTMLElement | null>
  onChanged(user: AdminUser): void
  onClose(): void
}) {
  const { t } = useTranslation('staff')
  const { api } = useAdmin()
  const { user, openSettingsTab, goTo } = useConsole()
  const [displayName, setDisplayName] = useState(user.displayName)
  const [error, setError] = useState<string | undefined>()
  const [status, setStatus] = useState('')
  const [pending, setPending] = useState(false)
  const passwordId = useId()

  async function save(event: FormEvent) {
    event.preventDefault()
    setStatus('')
    if (displayName.trim() === '') {
      setError(t('account.nameRequired'))
      document.getElementById('account-displayName')?.focus()
      return
    }
    setError(undefined)
    setPending(true)
    try {
      onChanged(await api.updateOwnAccount({ displayName: displayName.trim() }))
      setStatus(t('account.saved'))
    } catch {
      setError(t('account.failed'))
    } finally {
      setPending(false)
    }
  }

  async function changePassword() {
    onClose()
    // Settings › Account holds the password form (its address is the section's own).
    if (await goTo('settings')) openSettingsTab(null)
  }

  return (
    <Dialog title={t('account.title')} onClose={onClose} finalFocus={finalFocus} size="small">
      <form className="adm-account-dialog__section" onSubmit={save} noValidate>
        <p className="adm-muted">{t('account.username', { username: user.username })}</p>
        <DisplayNameField id="account-displayName" value={displayName} onChange={setDisplayName} error={error} />
        <div className="adm-form-actions">
          <p role="status" className="adm-success-text">
            {status}
          </p>
          <button type="submit" className="adm-button adm-button--primary" disabled={pending}>
            {pending ? t('account.saving') : t('account.save')}
          </button>
        </div>
      </form>
      <section className="adm-account-dialog__section" aria-labelledby={passwordId}>
        <h3 id={passwordId} className="adm-card__title">
          {t('account.passwordTitle')}
        </h3>
        <p className="adm-muted">{t('account.passwordText')}</p>
        <button type="button" className="adm-button adm-button--secondary" onClick={() => void changePassword()}>
          {t('account.passwordLink')}
        </button>
      </section>
      <div className="adm-dialog__actions">
        <button type="button" className="adm-button adm-button--ghost" onClick={onClose}>
          {t('account.close')}
        </button>
      </div>
    </Dialog>
  )
}
