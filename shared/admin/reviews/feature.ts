import { defineFeature } from '../console/feature.ts'
import { ReviewsIcon } from '../ui/icons.tsx'

export const reviews = defineFeature({
  id: 'reviews',
  icon: ReviewsIcon,
  ownerOnly: true,
  load: () => import('./reviews-section.tsx').then((module) => module.ReviewsSection),
})
