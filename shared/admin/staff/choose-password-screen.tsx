import './staff.css'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '#shared/api/api-error.ts'
import type { AuthStatus } from '#shared/api/studio-api.ts'
import { NO_NEW_PASSWORD, NewPasswordFields, type NewPasswordErrors, useNewPasswordCheck } from '../forms/new-password-fields.tsx'
import { useAdmin } from '../console/admin-context.tsx'
import { LOGIN_PATH, consoleTitle } from '../console/console-paths.ts'
import { AlertIcon } from '../ui/icons.tsx'
import { StaffCardScreen } from './staff-card-screen.tsx'

/**
 * Signed in with a temporary password (a new account, a reset): the only screen until the person has chosen a
 * password of their own (the server refuses every other call meanwhile). Then the console opens where they were.
 */
export function ChoosePasswordScreen({ auth, onChosen }: { auth: AuthStatus; onChosen(status: AuthStatus): void }) {
  const { t } = useTranslation('staff')
  const { api } = useAdmin()
  const navigate = useNavigate()
  const check = useNewPasswordCheck()
  const [typed, setTyped] = useState(NO_NEW_PASSWORD)
  const [errors, setErrors] = useState<NewPasswordErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const errorId = useId()

  useEffect(() => {
    document.title = consoleTitle(t('choose.pageTitle'))
    heading.current?.focus()
  }, [t])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problems = check(typed)
    setErrors(problems)
    setFailure(null)
    if (problems.password || problems.repeat) {
      document.getElementById(problems.password ? 'choose-password' : 'choose-repeat')?.focus()
      return
    }
    setPending(true)
    try {
      onChosen(await api.choosePassword({ newPassword: typed.password }))
    } catch (error) {
      setPending(false)
      if (error instanceof ApiError && error.status === 401) {
        navigate(LOGIN_PATH, { replace: true })
        return
      }
      // The one refusal a person can fix here: the temporary password typed again.
      if (error instanceof ApiError && error.fields?.newPassword) setErrors({ password: t('password.notTemporary') })
      else setFailure(t('choose.failed'))
    }
  }

  async function signOut() {
    await api.logout().catch(() => {})
    navigate(LOGIN_PATH, { replace: true })
  }

  return (
    <StaffCardScreen languageId="adm-choose-language">
      <h1 ref={heading} tabIndex={-1} className="adm-login__title">
        {t('choose.title')}
      </h1>
      <p className="adm-login__lead">{t('choose.lead', { name: auth.user.displayName })}</p>
      <form onSubmit={submit} noValidate aria-describedby={failure ? errorId : undefined}>
        <NewPasswordFields idPrefix="choose-" value={typed} onChange={setTyped} errors={errors} />
        <div id={errorId} role="alert" className="adm-login__error-slot">
          {failure && (
            <p className="adm-form-error">
              <AlertIcon /> {failure}
            </p>
          )}
        </div>
        <button type="submit" className="adm-button adm-button--primary adm-button--block" disabled={pending}>
          {pending ? t('choose.saving') : t('choose.submit')}
        </button>
      </form>
      <button type="button" className="adm-button adm-button--ghost adm-button--block" onClick={() => void signOut()}>
        {t('choose.signOut')}
      </button>
    </StaffCardScreen>
  )
}
