import { createContext, useContext, type ReactNode } from 'react'
import type { StudioApi } from '#shared/api/studio-api.ts'
import type { DraftStorage } from '../forms/autosave.ts'
import type { ShellCommands } from './shell-commands.ts'

export interface AdminEnvironment {
  api: StudioApi
  /** The public site's address for "View on site" links: '' on the same origin, the site's URL on desktop. */
  siteUrl: string
  /** Where open forms are kept while unsaved: localStorage, or the desktop app's own store. */
  draftStorage: DraftStorage | undefined
  /** What a shell around the console adds (the desktop app's menu); none in the browser. */
  shell?: ShellCommands
  /**
   * The desktop app: saves a backup's archive to a file the owner picks (a save dialog), answering where, or null when
   * cancelled. The browser has none: it downloads the archive by a link.
   */
  saveBackup?: (name: string) => Promise<string | null>
}

const AdminContext = createContext<AdminEnvironment | null>(null)

export function AdminProvider({ value, children }: { value: AdminEnvironment; children: ReactNode }) {
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>
}

export function useAdmin(): AdminEnvironment {
  const environment = useContext(AdminContext)
  if (!environment) throw new Error('useAdmin needs <AdminRoutes> (or <AdminApp>) around it')
  return environment
}
