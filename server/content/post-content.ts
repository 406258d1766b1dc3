import { sanitizeHtml } from '../security/sanitize.ts'
import { markdownRenderer } from './render-markdown.ts'

/**
 * The HTML a post shows. With `markdown` (the admin editor's source) the server renders it; a post that arrives
 * with HTML only keeps its HTML. Either way the result is sanitized (DESIGN.md: Content). Markdown is rendered in a
 * worker with a time limit (render-markdown.ts): a 422 for text too complex to render.
 */
export async function postContent(fields: { content?: string; markdown?: string }): Promise<string> {
  const html = fields.markdown !== undefined ? await markdownRenderer.render(fields.markdown) : fields.content
  return sanitizeHtml(html ?? '')
}
