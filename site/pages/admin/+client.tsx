import './admin-page.css'
import { createRoot } from 'react-dom/client'
import { BrowserConsoleEntry } from '#shared/admin/shell/sign-in-entry.tsx'

// The console mounts itself, without Vike's client runtime and router (about 28 KB gzip the sign-in screen need not
// load): the server sends the page's frame and an empty root, and react-router takes over below /admin.
const root = document.getElementById('root')
if (root) createRoot(root).render(<BrowserConsoleEntry basename="/admin" />)
