import { defineFeature } from '../console/feature.ts'
import { ActivityIcon } from '../ui/icons.tsx'

export const activity = defineFeature({
  id: 'activity',
  icon: ActivityIcon,
  ownerOnly: true,
  load: () => import('./activity-section.tsx').then((module) => module.ActivitySection),
})
