import type { Config } from 'vike/types'

// Blog pages read the store on every request (the server caches them until a post changes).
export default { prerender: false } satisfies Config
