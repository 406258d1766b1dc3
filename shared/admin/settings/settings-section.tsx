import { useId, useState, type FormEvent } from 'react'
import { ApiError } from '#shared/api/api-error.ts'
import { ROLE_DESCRIPTION } from '#shared/schema/account.ts'
import { PASSWORD_MIN_LENGTH, PasswordChangeSchema } from '#shared/schema/auth.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { TextField } from '../forms/field.tsx'
import { fieldErrors, serverFieldErrors, type FieldErrors } from '../forms/form-errors.ts'
import { SettingsTabs } from './settings-tabs.tsx'
import { useToast } from '../ui/toast.tsx'
import { useStudioFacts } from '../console/use-studio-facts.ts'
import { Definition } from '../ui/definition.tsx'

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Settings is tabs: Account for everyone, the studio's Studio, Team and Policies for the owner. */
export function SettingsSection() {
  return <SettingsTabs account={<AccountSettings />} />
}

/** The signed-in account and a password change (which signs out every other session). */
function AccountSettings() {
  const { user } = useConsole()
  const studio = useStudioFacts()
  return (
    <div className="adm-settings">
      <section className="adm-card" aria-labelledby="adm-account-title">
        <h2 id="adm-account-title" className="adm-card__title">
          Account
        </h2>
        <dl className="adm-definitions">
          <Definition term="Name">{user.displayName}</Definition>
          <Definition term="Username">{user.username}</Definition>
          <Definition term="Role">{ROLE_DESCRIPTION[user.role]}</Definition>
          <Definition term="Studio">{studio?.name ?? '…'}</Definition>
        </dl>
      </section>
      <PasswordForm />
    </div>
  )
}

function PasswordForm() {
  const { api } = useAdmin()
  const { showError } = useConsole()
  const toast = useToast()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)
  const titleId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setDone(false)
    const parsed = PasswordChangeSchema.safeParse(values)
    const problems: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error)
    if (values.confirmPassword !== values.newPassword) problems.confirmPassword = 'The two new passwords are not the same'
    if (values.newPassword !== '' && values.newPassword === values.currentPassword) {
      problems.newPassword ??= 'Choose a password different from the current one'
    }
    setErrors(problems)
    if (!parsed.success || Object.keys(problems).length > 0) {
      document.getElementById(`password-${Object.keys(problems)[0]}`)?.focus()
      return
    }
    setPending(true)
    try {
      await api.changePassword(parsed.data)
      setValues(EMPTY)
      setDone(true)
      toast({ title: 'Password changed', description: 'Every other device has been signed out.' })
    } catch (error) {
      if (error instanceof ApiError) setErrors(serverFieldErrors(error.fields, ['currentPassword', 'newPassword']))
      showError('Error changing password', error)
    } finally {
      setPending(false)
    }
  }

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string, hint?: string) => (
    <TextField
      id={`password-${name}`}
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
      hint={hint}
      required
    />
  )

  return (
    <form className="adm-card adm-password-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-card__title">
        Change password
      </h2>
      <p className="adm-muted">Changing it signs you out everywhere else, for example on a lost phone or a shared computer.</p>
      {field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', 'New password', 'new-password', `At least ${PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember.`)}
      {field('confirmPassword', 'Repeat the new password', 'new-password')}
      <div className="adm-form-actions">
        <p role="status" className="adm-success-text">
          {done ? 'Your password has been changed.' : ''}
        </p>
        <button type="submit" className="adm-button adm-button--primary" disabled={pending}>
          {pending ? 'Saving...' : 'Change password'}
        </button>
      </div>
    </form>
  )
}
