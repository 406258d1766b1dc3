import { defineFeature } from '../console/feature.ts'
import { GalleryIcon } from '../ui/icons.tsx'

export const gallery = defineFeature({
  id: 'gallery',
  icon: GalleryIcon,
  load: () => import('./gallery-section.tsx').then((module) => module.GallerySection),
})
