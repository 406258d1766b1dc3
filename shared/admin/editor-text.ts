/**
 * The text changes behind the editor's toolbar (SPEC §2: rich-text toolbar). The post is Markdown with the few
 * HTML pieces the server keeps (DESIGN.md): `<u>`, `<span style="color|background-color">`, aligned blocks and
 * video iframes. Pure functions of the selected text, so they are tested without a browser.
 */

export type Alignment = 'left' | 'center' | 'right' | 'justify'
export type ColorProperty = 'color' | 'background-color'

const HEX_COLOR = /^#[0-9a-f]{6}$/i

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value)
}

export function underline(text: string): string {
  return `<u>${text}</u>`
}

/** Text or background colour; the server keeps only these two styles (and text-align). */
export function colorSpan(text: string, property: ColorProperty, color: string): string {
  if (!isHexColor(color)) throw new Error(`Not a colour: ${color}`)
  return `<span style="${property}:${color.toLowerCase()}">${text}</span>`
}

const HEADING = /^( {0,3})#{1,6}[ \t]+/

/** Headings 1-6, or 0 for a normal paragraph, on every non-empty line. */
export function setHeading(text: string, level: number): string {
  const prefix = level > 0 ? `${'#'.repeat(Math.min(level, 6))} ` : ''
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? line : prefix + line.replace(HEADING, '').trimStart()))
    .join('\n')
}

const LIST_ITEM = /^(\s*)(?:[-*+]|\d{1,9}[.)])[ \t]/
const INDENT = '    '
/** SPEC §9: indent levels 1 to 8. */
export const MAX_INDENT_LEVEL = 8

/**
 * Indent nests list items one level deeper (four spaces); outdent takes one level off any line. Markdown has no
 * indented paragraph (four spaces would make a code block), so plain lines are left alone by indent.
 */
export function indentLines(text: string, direction: 'in' | 'out'): string {
  return text
    .split('\n')
    .map((line) => {
      if (direction === 'out') return line.replace(/^( {1,4}|\t)/, '')
      const match = LIST_ITEM.exec(line)
      if (!match) return line
      const level = Math.floor((match[1] ?? '').replace(/\t/g, INDENT).length / INDENT.length) + 1
      return level < MAX_INDENT_LEVEL ? INDENT + line : line
    })
    .join('\n')
}

const ALIGNED = /^<div style="text-align:\s*(?:left|center|right|justify)">\n+([\s\S]*?)\n+<\/div>$/

/**
 * Aligns whole blocks. A `<div>` with blank lines around its text keeps the Markdown inside working (a `<p>`
 * would show `**bold**` literally); left alignment is the default, so it removes the wrapper.
 */
export function alignBlock(text: string, align: Alignment): string {
  const inner = ALIGNED.exec(text)?.[1] ?? text
  return align === 'left' ? inner : `<div style="text-align:${align}">\n\n${inner}\n\n</div>`
}

/** Removes inline and block formatting; keeps the words, links, images and lists. */
export function clearFormatting(text: string): string {
  return text
    .replace(/<\/?(?:u|span|strong|em|b|i|s|del|mark|font)(?:\s[^>]*)?>/gi, '')
    .replace(/^<div style="text-align:[^"]*">\n*/gm, '')
    .replace(/\n*^<\/div>$/gm, '')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/(^|[^\w*\\])\*(?=\S)([^*\n]*?\S)\*(?!\*)/g, '$1$2')
    .replace(/(^|[^\w\\])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/^( {0,3})#{1,6}[ \t]+/gm, '$1')
    .replace(/^( {0,3})>[ \t]?/gm, '$1')
}

/** A Markdown image; the alt text is what a screen reader says for it. */
export function imageMarkdown(url: string, alt: string): string {
  const safeAlt = alt.replace(/[[\]\n]/g, ' ').trim()
  return `![${safeAlt}](${url.replace(/ /g, '%20').replace(/\)/g, '%29')})`
}

/** A first guess at an image's alt text from its file name: `healed-ombre_brows.png` → "healed ombre brows". */
export function altFromFileName(name: string): string {
  return name
    .replace(/\.[^.]*$/, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
