import { defineFeature } from '../console/feature.ts'
import { PagesIcon } from '../ui/icons.tsx'

export const pages = defineFeature({
  id: 'pages',
  icon: PagesIcon,
  detail: 'page',
  load: () => import('./pages-section.tsx').then((module) => module.PagesSection),
})
