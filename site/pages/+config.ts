import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every static page is prerendered in both languages; the home, blog, gallery and portfolio pages render on
  // request from the store (DESIGN.md, issue #11), so they opt out with `prerender: false`.
  prerender: { partial: true, keepDistServer: true },
  passToClient: ['language', 'translations', 'publicUrl'],
  // `vike build` through `npm run build` must also prerender (DESIGN.md pitfall).
  disableAutoFullBuild: false,
} satisfies Config
