import { defineFeature } from '../console/feature.ts'
import { StaffIcon } from '../ui/icons.tsx'

export const accounts = defineFeature({
  id: 'accounts',
  icon: StaffIcon,
  ownerOnly: true,
  load: () => import('./accounts-section.tsx').then((module) => module.AccountsSection),
})
