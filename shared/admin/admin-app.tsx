import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-500.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/playfair-display/latin-600.css'
import './admin.css'
import './photos.css'
import './settings.css'
import { useMemo } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import type { StudioApi } from '../api/studio-api.ts'
import { AdminProvider } from './admin-context.tsx'
import { browserStorage, type DraftStorage } from './autosave.ts'
import { ConfirmProvider } from './confirm-dialog.tsx'
import { Dashboard } from './dashboard.tsx'
import { LeaveGuardProvider } from './leave-guard.tsx'
import { LoginScreen } from './login-screen.tsx'
import { ToastProvider } from './toast.tsx'

export interface AdminRoutesProps {
  /** The /api contract: `createHttpApi()` in the browser, the IPC bridge in the desktop app. */
  api: StudioApi
  /**
   * Where the public site is, for "View on site" and "Preview" links: '' (the default) when the console is served
   * by the site's own server, the site's address (e.g. 'https://belleza-studio.example') in the desktop app.
   */
  siteUrl?: string
  /** Where unsaved forms are kept (issue #4); localStorage by default. The desktop app may pass its own. */
  draftStorage?: DraftStorage
}

/**
 * The console's routes without a router, for a shell that brings its own (the desktop app's MemoryRouter or
 * HashRouter): `/login`, `/dashboard`, and `/` (or anything else) → `/login` (SPEC §2).
 */
export function AdminRoutes({ api, siteUrl = '', draftStorage }: AdminRoutesProps) {
  const environment = useMemo(
    () => ({ api, siteUrl, draftStorage: draftStorage ?? browserStorage() }),
    [api, siteUrl, draftStorage],
  )
  return (
    <div className="adm-app">
      <AdminProvider value={environment}>
        <ToastProvider>
          <ConfirmProvider>
            <LeaveGuardProvider>
              <Routes>
                <Route path="/login" element={<LoginScreen />} />
                <Route path="/dashboard" element={<Dashboard />} />
                <Route path="*" element={<Navigate to="/login" replace />} />
              </Routes>
            </LeaveGuardProvider>
          </ConfirmProvider>
        </ToastProvider>
      </AdminProvider>
    </div>
  )
}

/** The browser's admin console, mounted at `basename` (e.g. '/admin'): /admin/login and /admin/dashboard. */
export function AdminApp({ basename, ...props }: AdminRoutesProps & { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <AdminRoutes {...props} />
    </BrowserRouter>
  )
}
