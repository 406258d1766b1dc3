import type { Config } from 'vike/types'

// The admin console runs in the browser only (it checks the session on load); the server sends its frame, and
// ./+client.tsx, not Vike's client hooks, mounts it.
export default {
  ssr: false,
  clientHooks: false,
  title: 'Studio admin',
  description: 'Studio staff only.',
} satisfies Config
