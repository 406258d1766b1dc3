import type { PageContextServer } from 'vike/types'
import { healedResults } from '../../../content/gallery-photos.ts'

/** The published healed results in the page's language (site/content/gallery-photos.ts says which). */
export function data(pageContext: PageContextServer) {
  return { healed: healedResults(pageContext.media, pageContext.language) }
}

export type PortfolioData = ReturnType<typeof data>
