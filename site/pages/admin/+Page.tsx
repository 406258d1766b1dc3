import { AdminApp } from '#shared/admin/shell/admin-app.tsx'
import { createHttpApi } from '#shared/api/http-api.ts'

const api = createHttpApi()

/** The shared admin console in the browser, talking to this server's /api (the desktop app mounts it too). */
export default function Page() {
  return <AdminApp api={api} basename="/admin" />
}
