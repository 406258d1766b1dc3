import { defineFeature } from '../console/feature.ts'
import { CategoriesIcon } from '../ui/icons.tsx'

export const categories = defineFeature({
  id: 'categories',
  icon: CategoriesIcon,
  load: () => import('./categories-section.tsx').then((module) => module.CategoriesSection),
})
