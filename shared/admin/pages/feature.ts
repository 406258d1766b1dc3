import { defineFeature } from '../console/feature.ts'
import { PagesIcon } from '../ui/icons.tsx'

export const pages = defineFeature({
  id: 'pages',
  icon: PagesIcon,
  ownerOnly: true,
  detail: 'page',
  load: () => import('./pages-section.tsx').then((module) => module.PagesSection),
})
