import { defineFeature } from '../console/feature.ts'
import { FaqIcon } from '../ui/icons.tsx'

export const faq = defineFeature({
  id: 'faq',
  icon: FaqIcon,
  ownerOnly: true,
  load: () => import('./faq-section.tsx').then((module) => module.FaqSection),
})
