import './staff.css'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { ApiError } from '#shared/api/api-error.ts'
import type { Invitation } from '#shared/schema/account.ts'
import { InviteTokenSchema } from '#shared/schema/account.ts'
import { NO_NEW_PASSWORD, NewPasswordFields, type NewPasswordErrors, useNewPasswordCheck } from '../forms/new-password-fields.tsx'
import { useStudioFacts } from '../console/use-studio-facts.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { LOGIN_PATH, consoleTitle } from '../console/console-paths.ts'
import { AlertIcon } from '../ui/icons.tsx'
import { StaffCardScreen } from './staff-card-screen.tsx'
import { useDateTime } from './password-words.ts'
import { DisplayNameField } from './display-name-field.tsx'

/** The console's address an invitation link opens; its token follows in the fragment (`/invite#<token>`). */
export const INVITE_PATH = '/invite'

type Opened = { state: 'opening' } | { state: 'open'; invitation: Invitation } | { state: 'refused'; reason: 'missing' | 'notValid' | 'expired' | 'failed' }

/** Why a link does not open, in the console's words: used or replaced (404), expired (410), or no answer. */
function refusal(error: unknown): 'notValid' | 'expired' | 'failed' {
  if (error instanceof ApiError && error.status === 404) return 'notValid'
  if (error instanceof ApiError && error.status === 410) return 'expired'
  return 'failed'
}

/**
 * An invitation link, opened: the person chooses the name shown on their posts and their own password, and is
 * signed in. A link works once and for a few days; a used, replaced or expired one says so and where to turn.
 */
export function InviteScreen() {
  const { t } = useTranslation('staff')
  const { api } = useAdmin()
  const studio = useStudioFacts()
  const navigate = useNavigate()
  const token = useLocation().hash.slice(1)
  const dateTime = useDateTime()
  const check = useNewPasswordCheck()
  const [opened, setOpened] = useState<Opened>({ state: 'opening' })
  const [displayName, setDisplayName] = useState('')
  const [typed, setTyped] = useState(NO_NEW_PASSWORD)
  const [errors, setErrors] = useState<NewPasswordErrors & { displayName?: string }>({})
  const [pending, setPending] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    document.title = consoleTitle(t('invite.pageTitle'))
  }, [t])

  useEffect(() => {
    let active = true
    if (!InviteTokenSchema.safeParse(token).success) {
      setOpened({ state: 'refused', reason: 'missing' })
      return
    }
    api.openInvite({ token }).then(
      (invitation) => {
        if (!active) return
        setOpened({ state: 'open', invitation })
        setDisplayName(invitation.displayName)
      },
      (error: unknown) => active && setOpened({ state: 'refused', reason: refusal(error) }),
    )
    return () => {
      active = false
    }
  }, [api, token])

  useEffect(() => {
    if (opened.state !== 'opening') heading.current?.focus()
  }, [opened.state])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problems = { ...(displayName.trim() === '' && { displayName: t('invite.nameRequired') }), ...check(typed) }
    setErrors(problems)
    const first = (['displayName', 'password', 'repeat'] as const).find((field) => problems[field])
    if (first) {
      document.getElementById(`invite-${first}`)?.focus()
      return
    }
    setPending(true)
    try {
      await api.acceptInvite({ token, displayName: displayName.trim(), password: typed.password })
      navigate('/dashboard', { replace: true })
    } catch (error) {
      setPending(false)
      setOpened({ state: 'refused', reason: refusal(error) })
    }
  }

  return (
    <StaffCardScreen languageId="adm-invite-language">
      {opened.state === 'opening' && (
        <p role="status" className="adm-login__lead">
          <span className="adm-spinner" aria-hidden="true" /> {t('invite.opening')}
        </p>
      )}
      {opened.state === 'refused' && (
        <>
          <h1 ref={heading} tabIndex={-1} className="adm-login__title">
            {t('invite.pageTitle')}
          </h1>
          <p role="alert" className="adm-form-error">
            <AlertIcon /> {t(`invite.${opened.reason}`)}
          </p>
          <p>
            <Link to={LOGIN_PATH}>{t('invite.toLogin')}</Link>
          </p>
        </>
      )}
      {opened.state === 'open' && (
        <>
          <h1 ref={heading} tabIndex={-1} className="adm-login__title">
            {t('invite.title', { studio: studio?.name ?? t('invite.studioFallback') })}
          </h1>
          <p className="adm-login__lead">{t('invite.lead', { username: opened.invitation.username })}</p>
          <p className="adm-muted adm-login__until">{t('invite.until', { date: dateTime(opened.invitation.expiresAt) })}</p>
          <form onSubmit={submit} noValidate>
            {/* The username, for the browser's password manager to keep with the password. */}
            <input type="hidden" name="username" autoComplete="username" value={opened.invitation.username} />
            <DisplayNameField id="invite-displayName" value={displayName} onChange={setDisplayName} error={errors.displayName} />
            <NewPasswordFields
              idPrefix="invite-"
              value={typed}
              onChange={setTyped}
              errors={errors}
              labels={{ password: t('invite.password'), repeat: t('invite.repeat') }}
            />
            <button type="submit" className="adm-button adm-button--primary adm-button--block" disabled={pending}>
              {pending ? t('invite.joining') : t('invite.submit')}
            </button>
          </form>
        </>
      )}
    </StaffCardScreen>
  )
}
