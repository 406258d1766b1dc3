/**
 * A text staff typed (a bio, a policy) as paragraphs: separated by a blank line (spaces on it do not count), each
 * trimmed, empty ones dropped. The site shows them so and the admin's preview splits them the same way.
 */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
}
