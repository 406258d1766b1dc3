// The Markdown editor, as the post form uses it, and the server's preview of a post's text.
export { MarkdownEditor } from './markdown-editor.tsx'
export { markdownReadableText } from './editor-text.ts'
export { ServerPreview } from './server-preview.tsx'
