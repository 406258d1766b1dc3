import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MAX_BYTES, withinBcryptBytes } from '#shared/schema/password-bytes.ts'
import { errorText } from '#shared/api/failure-text.ts'
import { consoleTitle } from '../console/console-paths.ts'
import { AlertIcon, BrandMark, EyeIcon, EyeOffIcon } from '../ui/icons.tsx'
import { ConsoleLanguagePicker } from '../i18n/console-language.tsx'

/**
 * How the sign-in screen reaches the server: the console's API (`api.checkAuth`, `api.login`) once it has loaded,
 * plain requests on the browser's first screen (sign-in-entry.tsx), which loads before the API client and its schemas.
 * A refusal rejects with a `CallFailure` (failure-text.ts).
 */
export interface SignInDoor {
  checkAuth(): Promise<unknown>
  login(input: { username: string; password: string }): Promise<unknown>
}

/**
 * The sign-in screen: idle, pending, success and error, in the console's language. It holds no router: signed in
 * (or already signed in: a desktop app reopened, a bookmarked /admin), it calls `onSignedIn` and the caller goes on.
 * The checks before sending are LoginInputSchema's, written out here so this screen loads without zod.
 */
export function LoginScreen({ door, studioName, onSignedIn }: { door: SignInDoor; studioName: string | undefined; onSignedIn(): void }) {
  const { t } = useTranslation('shell')
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

  useEffect(() => {
    let active = true
    door.checkAuth().then(
      () => active && onSignedIn(),
      () => {},
    )
    return () => {
      active = false
    }
  }, [door, onSignedIn])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const name = username.trim()
    if (name === '' || password === '' || name.length > 100) {
      setError({ missing: true, text: t('login.fillIn') })
      return
    }
    if (!withinBcryptBytes(password)) {
      // Nothing is sent. A password longer than bcrypt reads is named as such.
      setError({ missing: false, text: t('login.passwordTooLong', { bytes: PASSWORD_MAX_BYTES }) })
      return
    }
    setPending(true)
    setError(null)
    try {
      await door.login({ username: name, password })
      onSignedIn()
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
              <p className="adm-login__studio">{studioName ?? t('login.studioFallback')}</p>
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
                  <span className="visually-hidden">{showPassword ? t('login.hidePassword') : t('login.showPassword')}</span>
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

/** Original artwork: brow arches and a lip contour over a warm gradient. */
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
