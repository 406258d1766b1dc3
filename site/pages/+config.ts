import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every page renders on request from the store, which holds the studio's facts, and the server holds it in memory
  // until the store changes (docs/decisions/008-pages-follow-the-store.md): nothing is prerendered.
  prerender: false,
  passToClient: ['language', 'translations', 'publicUrl'],
} satisfies Config
