import { createHttpApi } from '#shared/api/http-api.ts'
import { AdminApp } from './admin-app.tsx'

const api = createHttpApi()

/** The whole console in the browser, talking to this server's /api: loaded after the sign-in screen (sign-in-entry.tsx). */
export default function BrowserConsole({ basename }: { basename: string }) {
  return <AdminApp api={api} basename={basename} />
}
