import { lazy } from 'react'

// What other features use of the editor. The Markdown editor is most of the post form's code: it is fetched when a
// post is first opened, not with the list of posts.
export const MarkdownEditor = lazy(() => import('./markdown-editor.tsx').then((module) => ({ default: module.MarkdownEditor })))
export { markdownReadableText } from './editor-text.ts'
export { ServerPreview } from './server-preview.tsx'
