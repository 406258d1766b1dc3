import { defineFeature } from '../console/feature.ts'
import { loadMarkdownEditor } from '../editor/index.ts'
import { PostsIcon } from '../ui/icons.tsx'

export const posts = defineFeature({
  id: 'posts',
  icon: PostsIcon,
  detail: 'post',
  // The editor comes with the section: a post opened from the list, or at its own address, has it at once.
  load: () => Promise.all([import('./posts-section.tsx'), loadMarkdownEditor()]).then(([module]) => module.PostsSection),
})
