import type { Config } from 'vike/types'

// The public website (this group folder does not appear in URLs). Its pages are HTML-only: React renders them on
// the server and never runs in the browser. Their one script is ./+client.ts, the few behaviours HTML lacks
// (site/client/). The admin console, outside this folder, is a React app in the browser.
export default { clientHooks: false } satisfies Config
