import type { Config } from 'vike/types'

// The admin console runs in the browser only (it checks the session on load); the server sends its shell.
export default {
  ssr: false,
  title: 'Studio admin',
  description: 'Studio staff only.',
} satisfies Config
