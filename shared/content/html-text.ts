/** Text written into HTML, and HTML's text read back. Free of zod and of the store: the public site imports it. */

/** Escapes text for an element's content or a double-quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The text of an attribute's value or an element's content: the entities the sanitizer and Markdown write. `&amp;` last, so `&amp;lt;` stays `&lt;`. */
export const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
