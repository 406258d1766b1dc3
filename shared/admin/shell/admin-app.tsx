import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-500.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/playfair-display/latin-600.css'
import '../admin.css'
import '../media/photos.css'
import '../settings/settings.css'
import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import { Navigate, Route, RouterProvider, Routes, createBrowserRouter, createMemoryRouter, useLocation, useNavigate, type RouteObject } from 'react-router-dom'
import type { StudioApi } from '#shared/api/studio-api.ts'
import { type AdminEnvironment, AdminProvider, useAdmin } from '../console/admin-context.tsx'
import { browserStorage, type DraftStorage } from '../forms/autosave.ts'
import { ConfirmProvider } from '../ui/confirm-dialog.tsx'
import { ConsoleLanguageProvider } from '../i18n/console-language.tsx'
import { CONSOLE_CATALOGUE } from '../i18n/console-i18n.ts'
import { LOGIN_PATH, returnPath, type LoginState } from '../console/console-paths.ts'
import { Dashboard } from './dashboard.tsx'
import { LeaveGuardBlocker, LeaveGuardProvider } from '../forms/leave-guard.tsx'
import { LoginScreen } from './login-screen.tsx'
import { INVITE_PATH, InviteScreen } from '../staff/index.ts'
import type { ShellCommands } from '../console/shell-commands.ts'
import { ToastProvider } from '../ui/toast.tsx'
import { useStudioFacts } from '../console/use-studio-facts.ts'

export interface AdminRoutesProps {
  /** The /api contract: `createHttpApi()` in the browser, the IPC bridge in the desktop app. */
  api: StudioApi
  /**
   * Where the public site is, for "View on site" and "Preview" links: '' (the default) when the console is served
   * by the site's own server, the site's address (e.g. 'https://belleza-studio.example') in the desktop app.
   */
  siteUrl?: string
  /** Where unsaved forms are kept; localStorage by default. The desktop app may pass its own. */
  draftStorage?: DraftStorage
  /** The desktop app's menu commands reach the open screens through it (shell-commands.ts). */
  shell?: ShellCommands
  /** The desktop app saves a backup through a save dialog (AdminEnvironment.saveBackup); the browser downloads it. */
  saveBackup?: AdminEnvironment['saveBackup']
}

/**
 * The console's routes without a router: `/login`, `/` → `/login`, and every other address to the
 * signed-in console, which knows its screens (console-paths.ts: `/dashboard`, `/posts/<id>`, ..., and a "not found"
 * of its own). The router around it must be a data router (the leave guard blocks Back with unsaved changes):
 * `AdminApp` in the browser, `AdminMemoryApp` in the desktop app.
 */
function AdminRoutes({ api, siteUrl = '', draftStorage, shell, saveBackup }: AdminRoutesProps) {
  const environment = useMemo(
    () => ({ api, siteUrl, draftStorage: draftStorage ?? browserStorage(), shell, saveBackup }),
    [api, siteUrl, draftStorage, shell, saveBackup],
  )
  return (
    <div className="adm-app">
      <ConsoleLanguageProvider catalogue={CONSOLE_CATALOGUE}>
        <AdminProvider value={environment}>
          <ToastProvider>
            <ConfirmProvider>
              <LeaveGuardProvider>
                <LeaveGuardBlocker />
                <Routes>
                  <Route path={LOGIN_PATH} element={<ConsoleLogin />} />
                  <Route path={INVITE_PATH} element={<InviteScreen />} />
                  <Route path="/" element={<Navigate to={LOGIN_PATH} replace />} />
                  <Route path="*" element={<Dashboard />} />
                </Routes>
              </LeaveGuardProvider>
            </ConfirmProvider>
          </ToastProvider>
        </AdminProvider>
      </ConsoleLanguageProvider>
    </div>
  )
}

/** The sign-in screen inside the console: the desktop app's, and the browser's after a signed-out deep link. */
function ConsoleLogin() {
  const { api } = useAdmin()
  const studio = useStudioFacts()
  const navigate = useNavigate()
  // Signed in, the person goes on to the address they asked for (the dashboard by default).
  const next = returnPath((useLocation().state as LoginState | null)?.from)
  const onSignedIn = useCallback(() => void navigate(next, { replace: true }), [navigate, next])
  return <LoginScreen door={api} studioName={studio?.name} onSignedIn={onSignedIn} />
}

// The shell's props reach the routes through context: a data router's routes are made once, the props may change.
const ShellProps = createContext<AdminRoutesProps | null>(null)

function RoutedConsole() {
  const props = useContext(ShellProps)
  if (!props) throw new Error('The console routes need AdminApp or AdminMemoryApp around them')
  return <AdminRoutes {...props} />
}

const ROUTES: RouteObject[] = [{ path: '*', element: <RoutedConsole /> }]

/** The browser's admin console, mounted at `basename` (e.g. '/admin'): /admin/login, /admin/dashboard, /admin/posts/<id>... */
export function AdminApp({ basename, ...props }: AdminRoutesProps & { basename: string }) {
  const [router] = useState(() => createBrowserRouter(ROUTES, { basename }))
  return (
    <ShellProps.Provider value={props}>
      <RouterProvider router={router} />
    </ShellProps.Provider>
  )
}

/**
 * The console in memory, for a shell with no address bar (the desktop app): the same addresses, starting at
 * `initialPath` (the login, which goes straight on to the dashboard when the session is still good).
 */
export function AdminMemoryApp({ initialPath = LOGIN_PATH, ...props }: AdminRoutesProps & { initialPath?: string }) {
  const [router] = useState(() => createMemoryRouter(ROUTES, { initialEntries: [initialPath] }))
  return (
    <ShellProps.Provider value={props}>
      <RouterProvider router={router} />
    </ShellProps.Provider>
  )
}
