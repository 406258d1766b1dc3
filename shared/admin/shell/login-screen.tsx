import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { LoginInputSchema, PASSWORD_MAX_BYTES } from '#shared/schema/auth.ts'
import { errorText } from '#shared/api/api-error.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { consoleTitle, type LoginState } from '../console/console-paths.ts'
import { returnPath } from './screens.ts'
import { AlertIcon, BrandMark, EyeIcon, EyeOffIcon } from '../ui/icons.tsx'
import { useStudioFacts } from '../console/use-studio-facts.ts'
import { ConsoleLanguagePicker } from '../i18n/console-language.tsx'

/** The sign-in screen: idle, pending, success and error, in the console's language. */
export function LoginScreen() {
  const { t } = useTranslation('shell')
  const { api } = useAdmin()
  const studio = useStudioFacts()
  const navigate = useNavigate()
  // Issue 15: signed in, the person goes on to the address they asked for (the dashboard by default).
  const next = returnPath((useLocation().state as LoginState | null)?.from)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [pending, setPending] = useState(false)
  // Both fields empty or not: told apart, so only the empty ones are marked invalid.
  const [error, setError] = useState<{ missing: boolean; text: string } | null>(null)
  const errorId = useId()

  useEffect(() => {
    document.title = consoleTitle(t('login.pageTitle'))
  }, [t])

  // Already signed in (a desktop app reopened, a bookmarked /admin): straight to the dashboard.
  useEffect(() => {
    let active = true
    api.checkAuth().then(
      () => active && navigate(next, { replace: true }),
      () => {},
    )
    return () => {
      active = false
    }
  }, [api, navigate, next])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = LoginInputSchema.safeParse({ username, password })
    if (!input.success) {
      // Nothing is sent. A password longer than bcrypt reads is named as such.
      const tooLong = input.error.issues.some((issue) => issue.path[0] === 'password' && issue.code === 'custom')
      setError(tooLong ? { missing: false, text: t('login.passwordTooLong', { bytes: PASSWORD_MAX_BYTES }) } : { missing: true, text: t('login.fillIn') })
      return
    }
    setPending(true)
    setError(null)
    try {
      await api.login(input.data)
      navigate(next, { replace: true })
    } catch (failure) {
      setError({ missing: false, text: errorText(failure, t('login.failed')) })
      setPending(false)
    }
  }

  return (
    <div className="adm-root adm-login">
      <div className="adm-login__art" aria-hidden="true">
        <LoginArtwork />
        <p className="adm-login__art-quote">{t('login.quote')}</p>
      </div>
      <main className="adm-login__main">
        <div className="adm-login__card">
          <div className="adm-login__brand">
            <BrandMark size={48} />
            <div>
              <p className="adm-login__studio">{studio?.name ?? t('login.studioFallback')}</p>
              <p className="adm-login__console">{t('login.console')}</p>
            </div>
          </div>
          <h1 className="adm-login__title">{t('login.title')}</h1>
          <p className="adm-login__lead">{t('login.lead')}</p>

          <form onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
            <div className="adm-field">
              <label className="adm-label" htmlFor="adm-login-username">
                {t('login.username')}
              </label>
              <input
                id="adm-login-username"
                className="adm-input"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                aria-invalid={error?.missing && username.trim() === '' ? true : undefined}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </div>
            <div className="adm-field">
              <label className="adm-label" htmlFor="adm-login-password">
                {t('login.password')}
              </label>
              <div className="adm-password">
                <input
                  id="adm-login-password"
                  className="adm-input"
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  required
                  aria-invalid={error?.missing && password === '' ? true : undefined}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <button
                  type="button"
                  className="adm-password__toggle"
                  aria-pressed={showPassword}
                  aria-controls="adm-login-password"
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <EyeOffIcon /> : <EyeIcon />}
                  <span className="adm-visually-hidden">{showPassword ? t('login.hidePassword') : t('login.showPassword')}</span>
                </button>
              </div>
            </div>

            <div id={errorId} role="alert" className="adm-login__error-slot">
              {error && (
                <p className="adm-form-error">
                  <AlertIcon /> {error.text}
                </p>
              )}
            </div>

            <button type="submit" className="adm-button adm-button--primary adm-button--block" disabled={pending}>
              {pending ? t('login.signingIn') : t('login.signIn')}
            </button>
          </form>
          <p className="adm-login__note">{t('login.note')}</p>
          <ConsoleLanguagePicker id="adm-login-language" className="adm-login__language" />
        </div>
      </main>
    </div>
  )
}

/** Original artwork (BRAND.md): brow arches and a lip contour over a warm gradient. */
function LoginArtwork() {
  return (
    <svg className="adm-login__svg" viewBox="0 0 480 600" preserveAspectRatio="xMidYMid slice" focusable="false">
      <defs>
        <linearGradient id="adm-login-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4a2545" />
          <stop offset="0.55" stopColor="#6e3a5e" />
          <stop offset="1" stopColor="#b7746f" />
        </linearGradient>
        <radialGradient id="adm-login-glow" cx="0.7" cy="0.25" r="0.6">
          <stop offset="0" stopColor="#f3d9cf" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f3d9cf" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="480" height="600" fill="url(#adm-login-bg)" />
      <rect width="480" height="600" fill="url(#adm-login-glow)" />
      <g fill="none" stroke="#f6e6dd" strokeLinecap="round" opacity="0.9">
        <path d="M70 250c60-70 170-95 300-40" strokeWidth="10" />
        <path d="M90 262c55-52 150-70 262-30" strokeWidth="3" opacity="0.5" />
        <path d="M110 276c50-38 130-50 220-22" strokeWidth="1.5" opacity="0.35" />
      </g>
      <path d="M130 400c28-26 62-34 86-18 14-10 34-10 48 0 24-16 58-8 86 18-38 46-92 66-110 66s-72-20-110-66z" fill="#e8b9b0" opacity="0.85" />
      <path d="M130 400c40 10 80 14 110 14s70-4 110-14" fill="none" stroke="#7a3f5f" strokeWidth="3" opacity="0.6" />
    </svg>
  )
}
