import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-500.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/playfair-display/latin-600.css'
import '../admin.css'
import { Suspense, lazy, useCallback, useEffect, useState } from 'react'
import { type CallFailure, parseJson } from '#shared/api/failure-text.ts'
import { LOGIN_PATH, returnPath } from '../console/console-paths.ts'
import { ConsoleLanguageProvider } from '../i18n/console-language.tsx'
import { SHELL_CATALOGUE } from '../i18n/shell-catalogue.ts'
import { LoginScreen, type SignInDoor } from './login-screen.tsx'

// The rest of the console (router, API client, schemas, sections): fetched once a session exists.
const loadConsole = () => import('./browser-console.tsx')
const WholeConsole = lazy(loadConsole)

/**
 * The browser's console, light at the sign-in screen: at `/login` (and the bare basename) only React, the shell's
 * words and the sign-in form load, talking to the server with plain requests; signed in (or already signed in), the
 * whole console loads at the address the person asked for. Every other address loads the whole console at once: it
 * checks the session itself and shows its own sign-in screen when there is none (keeping the address to return to).
 */
export function BrowserConsoleEntry({ basename }: { basename: string }) {
  const [signedIn, setSignedIn] = useState(() => !atSignIn(basename))
  const onSignedIn = useCallback(() => {
    // react-router keeps a navigation's state under `usr`: a reload of the sign-in a deep link led to still returns there.
    const from = (window.history.state as { usr?: { from?: unknown } } | null)?.usr?.from
    window.history.replaceState(null, '', basename + returnPath(from))
    setSignedIn(true)
  }, [basename])
  useEffect(() => {
    if (!signedIn && window.location.pathname !== basename + LOGIN_PATH) window.history.replaceState(window.history.state, '', basename + LOGIN_PATH)
  }, [signedIn, basename])

  if (signedIn) {
    return (
      <Suspense fallback={<Splash />}>
        <WholeConsole basename={basename} />
      </Suspense>
    )
  }
  return (
    <div className="adm-app">
      <ConsoleLanguageProvider catalogue={SHELL_CATALOGUE}>
        <SignIn onSignedIn={onSignedIn} />
      </ConsoleLanguageProvider>
    </div>
  )
}

function SignIn({ onSignedIn }: { onSignedIn(): void }) {
  const [studioName, setStudioName] = useState<string | undefined>()
  useEffect(() => {
    let active = true
    request('GET', '/studio').then(
      (studio) => {
        const name = (studio as { name?: unknown } | undefined)?.name
        if (active && typeof name === 'string') setStudioName(name)
      },
      () => undefined, // the screen works without the studio's name
    )
    return () => {
      active = false
    }
  }, [])
  return <LoginScreen door={PLAIN_DOOR} studioName={studioName} onSignedIn={onSignedIn} />
}

function Splash() {
  return (
    <div className="adm-root adm-splash" role="status" aria-busy="true">
      <span className="adm-spinner" aria-hidden="true" />
    </div>
  )
}

/** Whether the address is the sign-in screen: `/login`, or the bare basename, which leads there. */
function atSignIn(basename: string): boolean {
  const path = window.location.pathname.slice(basename.length)
  return path === '' || path === '/' || path === LOGIN_PATH || path === `${LOGIN_PATH}/`
}

/**
 * The operation table's `checkAuth` and `login` (shared/api/operations.ts; a test keeps the paths equal), without its
 * schemas: the answers are not read, only whether the server said yes.
 */
export const SIGN_IN_PATHS = { checkAuth: '/admin/check-auth', login: '/admin/login' } as const

const PLAIN_DOOR: SignInDoor = {
  checkAuth: () => request('GET', SIGN_IN_PATHS.checkAuth),
  login: (input) => request('POST', SIGN_IN_PATHS.login, input),
}

class SignInRefused extends Error implements CallFailure {
  constructor(
    readonly status: number,
    readonly error: string | undefined,
  ) {
    super(`${status}: ${error ?? ''}`)
  }
}

/** One request to this server's /api, as the API client sends it (credentials, JSON); a refusal is a `CallFailure`. */
async function request(method: 'GET' | 'POST', path: string, input?: unknown): Promise<unknown> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } }
  if (input !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' }
    init.body = JSON.stringify(input)
  }
  let response: Response
  try {
    response = await fetch(`/api${path}`, init)
  } catch {
    throw new SignInRefused(0, undefined)
  }
  const body = parseJson(await response.text())
  if (!response.ok) {
    const error = (body as { error?: unknown } | undefined)?.error
    throw new SignInRefused(response.status, typeof error === 'string' ? error : undefined)
  }
  return body
}
