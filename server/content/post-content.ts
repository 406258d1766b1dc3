import { marked } from 'marked'
import { sanitizeHtml } from '../security/sanitize.ts'

/**
 * The HTML a post shows. With `markdown` (the admin editor's source) the server renders it; a post that arrives
 * with HTML only keeps its HTML. Either way the result is sanitized (DESIGN.md: Content).
 */
export function postContent(fields: { content?: string; markdown?: string }): string {
  const html = fields.markdown !== undefined ? marked.parse(fields.markdown, { async: false, gfm: true }) : fields.content
  return sanitizeHtml(html ?? '')
}
