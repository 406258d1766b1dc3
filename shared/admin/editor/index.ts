import { lazy } from 'react'

let editorModule: Promise<typeof import('./markdown-editor.tsx')> | undefined

/**
 * Fetches the Markdown editor, once. It is most of the post form's code, so it is not part of the list of posts'
 * chunk; the Posts section fetches it alongside that chunk, so that a post opens with its editor in place (a Tab
 * from Title reaches the toolbar, never skips to the side panel while the editor is still loading).
 */
export function loadMarkdownEditor(): Promise<typeof import('./markdown-editor.tsx')> {
  return (editorModule ??= import('./markdown-editor.tsx'))
}

// What other features use of the editor.
export const MarkdownEditor = lazy(() => loadMarkdownEditor().then((module) => ({ default: module.MarkdownEditor })))
export { markdownReadableText } from './editor-text.ts'
export { ServerPreview } from './server-preview.tsx'
