import type { Config } from 'vike/types'
import { STUDIO } from '../../../shared/content/studio.ts'

// The admin console runs in the browser only (SPEC: it checks the session on load); the server sends its shell.
export default {
  ssr: false,
  prerender: false,
  title: `Admin | ${STUDIO.shortName}`,
  description: 'Studio staff only.',
} satisfies Config
