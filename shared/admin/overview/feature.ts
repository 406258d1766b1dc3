import { defineFeature } from '../console/feature.ts'
import { AnalyticsIcon, DashboardIcon } from '../ui/icons.tsx'

export const dashboard = defineFeature({
  id: 'dashboard',
  icon: DashboardIcon,
  load: () => import('./overview-section.tsx').then((module) => module.OverviewSection),
})

export const analytics = defineFeature({
  id: 'analytics',
  icon: AnalyticsIcon,
  load: () => import('./analytics-section.tsx').then((module) => module.AnalyticsSection),
})
