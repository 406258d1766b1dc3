import type { Config } from 'vike/types'

// The gallery shows the studio's published photos (issue #11): it reads them on every request (the server caches
// the page until the store changes).
export default { prerender: false } satisfies Config
