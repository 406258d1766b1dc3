import type { FacadeLanguage } from '#shared/content/video-embed.ts'
import { sanitizeHtml } from '../security/sanitize.ts'
import { markdownRenderer } from './render-markdown.ts'
import { videoLinksToFacades } from './video-embeds.ts'

/**
 * The HTML a post shows. With `markdown` (the admin editor's source) the server renders it; a post that arrives
 * with HTML only keeps its HTML. Either way a video link alone on its line becomes the click-to-load facade, in the
 * post's language (video-embeds.ts), and the result is sanitized (sanitize.ts). Markdown is
 * rendered in a worker with a time limit (render-markdown.ts): a 422 for text too complex to render.
 */
export async function postContent(fields: { content?: string; markdown?: string; language?: FacadeLanguage }): Promise<string> {
  const html = fields.markdown !== undefined ? await markdownRenderer.render(fields.markdown) : fields.content
  return sanitizeHtml(videoLinksToFacades(html ?? '', fields.language))
}
