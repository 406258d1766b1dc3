import type { Config } from 'vike/types'

// The portfolio shows the studio's published healed results (issue #11): read on every request (the server caches
// the page until the store changes).
export default { prerender: false } satisfies Config
