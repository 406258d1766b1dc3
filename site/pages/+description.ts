import type { PageContext } from 'vike/types'
import { pageMeta } from '../seo/page-meta.ts'

export default (pageContext: PageContext) => pageMeta(pageContext).description
