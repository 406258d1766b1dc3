import { defineFeature } from '../console/feature.ts'
import { PostsIcon } from '../ui/icons.tsx'

export const posts = defineFeature({
  id: 'posts',
  icon: PostsIcon,
  detail: 'post',
  load: () => import('./posts-section.tsx').then((module) => module.PostsSection),
})
