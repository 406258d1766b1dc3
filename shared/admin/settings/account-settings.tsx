import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '#shared/api/api-error.ts'
import { PASSWORD_MAX_BYTES } from '#shared/schema/auth.ts'
import { withinBcryptBytes } from '#shared/schema/password-bytes.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { useStudioFacts } from '../console/use-studio-facts.ts'
import { TextField } from '../forms/field.tsx'
import { NO_NEW_PASSWORD, NewPasswordFields, type NewPasswordErrors, useNewPasswordCheck } from '../forms/new-password-fields.tsx'
import { Definition } from '../ui/definition.tsx'
import { useToast } from '../ui/toast.tsx'

/** The signed-in account and a password change (which signs out every other session). */
export function AccountSettings() {
  const { t } = useTranslation('settings')
  const roles = useTranslation('staff').t
  const { user } = useConsole()
  const studio = useStudioFacts()
  return (
    <div className="adm-settings">
      <section className="adm-card" aria-labelledby="adm-account-title">
        <h2 id="adm-account-title" className="adm-card__title">
          {t('account.title')}
        </h2>
        <dl className="adm-definitions">
          <Definition term={t('account.name')}>{user.displayName}</Definition>
          <Definition term={t('account.username')}>{user.username}</Definition>
          <Definition term={t('account.role')}>{roles(`roles.${user.role}Description`)}</Definition>
          <Definition term={t('account.studio')}>{studio?.name ?? '…'}</Definition>
        </dl>
      </section>
      <PasswordForm />
    </div>
  )
}

/** The controls' ids: the current password's, then the new one's and its repetition's (`new-password`, `new-repeat`). */
const CURRENT_ID = 'current-password'
const NEW_PREFIX = 'new-'

type PasswordErrors = NewPasswordErrors & { current?: string }

function PasswordForm() {
  const { t } = useTranslation('settings')
  const forms = useTranslation('forms').t
  const { api } = useAdmin()
  const { showError } = useConsole()
  const toast = useToast()
  const check = useNewPasswordCheck()
  const [current, setCurrent] = useState('')
  const [typed, setTyped] = useState(NO_NEW_PASSWORD)
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)
  const titleId = useId()

  function problems(): PasswordErrors {
    const found: PasswordErrors = { ...check(typed) }
    if (current === '') found.current = t('password.currentRequired')
    else if (!withinBcryptBytes(current)) found.current = forms('password.long', { bytes: PASSWORD_MAX_BYTES })
    if (typed.password !== '' && typed.password === current) found.password ??= t('password.notCurrent')
    return found
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setDone(false)
    const found = problems()
    setErrors(found)
    const first = (['current', 'password', 'repeat'] as const).find((field) => found[field])
    if (first) {
      document.getElementById(first === 'current' ? CURRENT_ID : `${NEW_PREFIX}${first}`)?.focus()
      return
    }
    setPending(true)
    try {
      await api.changePassword({ currentPassword: current, newPassword: typed.password })
      setCurrent('')
      setTyped(NO_NEW_PASSWORD)
      setDone(true)
      toast({ title: t('password.changed'), description: t('password.changedText') })
    } catch (error) {
      // The one refusal a person can fix here: the current password mistyped.
      if (error instanceof ApiError && error.fields?.currentPassword) setErrors({ current: t('password.currentWrong') })
      showError(t('password.failed'), error)
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="adm-card adm-password-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-card__title">
        {t('password.title')}
      </h2>
      <p className="adm-muted">{t('password.lead')}</p>
      <TextField
        id={CURRENT_ID}
        name="current-password"
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        error={errors.current}
        required
      />
      <NewPasswordFields idPrefix={NEW_PREFIX} value={typed} onChange={setTyped} errors={errors} />
      <div className="adm-form-actions">
        <p role="status" className="adm-success-text">
          {done ? t('password.done') : ''}
        </p>
        <button type="submit" className="adm-button adm-button--primary" disabled={pending}>
          {pending ? t('password.saving') : t('password.submit')}
        </button>
      </div>
    </form>
  )
}
