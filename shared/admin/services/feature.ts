import { defineFeature } from '../console/feature.ts'
import { ServicesIcon } from '../ui/icons.tsx'

export const services = defineFeature({
  id: 'services',
  icon: ServicesIcon,
  ownerOnly: true,
  load: () => import('./services-section.tsx').then((module) => module.ServicesSection),
})
