import { defineFeature } from '../console/feature.ts'
import { SettingsIcon } from '../ui/icons.tsx'

export const settings = defineFeature({
  id: 'settings',
  icon: SettingsIcon,
  detail: 'tab',
  load: () => import('./settings-section.tsx').then((module) => module.SettingsSection),
})
