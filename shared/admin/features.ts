import { accounts } from './staff/feature.ts'
import { activity } from './activity/feature.ts'
import { categories } from './categories/feature.ts'
import { faq } from './faq/feature.ts'
import { gallery } from './gallery/feature.ts'
import { inquiries } from './inquiries/feature.ts'
import { media } from './media/feature.ts'
import { analytics, dashboard } from './overview/feature.ts'
import { pages } from './pages/feature.ts'
import { posts } from './posts/feature.ts'
import { reviews } from './reviews/feature.ts'
import { services } from './services/feature.ts'
import { settings } from './settings/feature.ts'

/**
 * The console's sections in the sidebar's order: the one list of them. The shell derives the sidebar, the screen
 * shown at each address, the titles and the addresses it knows from it; a new section is its folder, its
 * `feature.ts` and one line here (docs/architecture.md).
 */
export const FEATURES = [
  dashboard,
  posts,
  pages,
  categories,
  media,
  gallery,
  reviews,
  faq,
  services,
  inquiries,
  analytics,
  accounts,
  activity,
  settings,
] as const

export type SectionId = (typeof FEATURES)[number]['id']
