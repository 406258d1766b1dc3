import { defineFeature } from '../console/feature.ts'
import { InquiriesIcon } from '../ui/icons.tsx'

export const inquiries = defineFeature({
  id: 'inquiries',
  icon: InquiriesIcon,
  load: () => import('./inquiries-section.tsx').then((module) => module.InquiriesSection),
})
