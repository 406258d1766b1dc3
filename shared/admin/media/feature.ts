import { defineFeature } from '../console/feature.ts'
import { MediaIcon } from '../ui/icons.tsx'

export const media = defineFeature({
  id: 'media',
  icon: MediaIcon,
  load: () => import('./media-section.tsx').then((module) => module.MediaSection),
})
