/**
 * The text changes behind the editor's toolbar and keys. The post is
 * Markdown with the few HTML pieces the server's sanitizer keeps: `<u>`, `<span style="color|background-color">`
 * and aligned blocks; a video is its bare link on a line of its own. Pure functions of the text and the selection,
 * so they are tested without a browser.
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
const HEADING_LEVEL = /^ {0,3}(#{1,6})[ \t]+/

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
/** Indent levels 1 to 8. */
const MAX_INDENT_LEVEL = 8

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
export function imageMarkdown(url: string, alt: string, caption = ''): string {
  const safeAlt = alt.replace(/[[\]\n]/g, ' ').trim()
  // The caption is the image's title, which the server shows as the figure's caption (markdown-worker.mjs).
  const title = caption.replace(/\s+/g, ' ').trim().replace(/[\\"]/g, '\\$&')
  return `![${safeAlt}](${url.replace(/ /g, '%20').replace(/\)/g, '%29')}${title ? ` "${title}"` : ''})`
}

/** A replacement in the text: `start`–`end` becomes `insert`, then the caret (or selection) goes to `select`. */
export interface TextEdit {
  start: number
  end: number
  insert: string
  select: { start: number; end: number }
}

/** The whole lines the selection touches, as offsets. */
function linesAround(text: string, start: number, end: number): { start: number; end: number } {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const next = text.indexOf('\n', end)
  return { start: lineStart, end: next === -1 ? text.length : next }
}

/** What a link's address may start with (http, https, mailto, tel, as the server's sanitizer allows), or a bare `www.` host. */
const LOOKS_LIKE_ADDRESS = /^(?:https?:\/\/|mailto:|tel:|www\.)\S+$/i
/** Put where the address goes, selected, so that typing or pasting the address replaces it. */
const LINK_ADDRESS_PLACEHOLDER = 'https://'

/**
 * The link button wraps the selection as `[words](https://)` and selects the address placeholder, so
 * the next thing typed or pasted is the address. A selected address becomes a link to itself with its words
 * selected instead; with nothing selected the words are a placeholder too.
 */
export function linkEdit(text: string, start: number, end: number): TextEdit {
  const selected = text.slice(start, end)
  // Spaces the selection caught at its edges stay outside the brackets.
  const lead = /^\s*/.exec(selected)![0]
  const trail = /\s*$/.exec(selected.slice(lead.length))![0]
  const words = selected.slice(lead.length, selected.length - trail.length)
  if (LOOKS_LIKE_ADDRESS.test(words)) {
    const address = /^www\./i.test(words) ? `https://${words}` : words
    const insert = `${lead}[${words}](${address})${trail}`
    const wordsAt = start + lead.length + 1
    return { start, end, insert, select: { start: wordsAt, end: wordsAt + words.length } }
  }
  const label = words || 'link text'
  const insert = `${lead}[${label}](${LINK_ADDRESS_PLACEHOLDER})${trail}`
  const addressAt = start + lead.length + label.length + 3
  return { start, end, insert, select: { start: addressAt, end: addressAt + LINK_ADDRESS_PLACEHOLDER.length } }
}

/**
 * A block (a photo, the video button's link) as a paragraph of its own in place of the selection: blank lines
 * around it where there is text, so that Markdown reads it alone and the line after it (a heading, say) is not joined
 * to it. In the middle of a line the line is split there, without the spaces at the split; the caret goes after it.
 */
export function blockEdit(text: string, start: number, end: number, block: string): TextEdit {
  const before = text.slice(0, start).replace(/[ \t]+$/, '')
  const after = text.slice(end).replace(/^[ \t]+/, '')
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n'
  const tail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n'
  const insert = `${lead}${block}${tail}`
  const caret = before.length + insert.length
  return { start: before.length, end: text.length - after.length, insert, select: { start: caret, end: caret } }
}

/** A list item's start: indentation, bullet or number, space, and a task box if any. */
const LIST_MARKER = /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]+)(\[[ xX]\][ \t]+)?/

/**
 * Enter in a list as in any word processor: in an item with words, a new item starts (the next number,
 * an unticked box); in an empty item the list ends — a nested item moves out one level, a top-level one loses its
 * marker (after a blank line, so that what is typed next is a paragraph and not part of the item). Null when Enter
 * should just be a new line: not in a list item, the caret inside the marker, or a selection over several lines.
 */
export function listEnterEdit(text: string, start: number, end: number): TextEdit | null {
  if (text.slice(start, end).includes('\n')) return null
  const line = linesAround(text, start, end)
  const lineText = text.slice(line.start, line.end)
  const match = LIST_MARKER.exec(lineText)
  if (!match) return null
  const [marker, indent = '', bullet = '-', space = ' ', task] = match
  if (start < line.start + marker.length) return null

  if (lineText.slice(marker.length).trim() === '') {
    if (indent !== '') {
      const outdented = lineText.replace(/^( {1,4}|\t)/, '')
      const caret = line.start + outdented.length
      return { start: line.start, end: line.end, insert: outdented, select: { start: caret, end: caret } }
    }
    const previousLine = text.slice(text.lastIndexOf('\n', line.start - 2) + 1, Math.max(line.start - 1, 0))
    const insert = line.start > 0 && previousLine.trim() !== '' ? '\n' : ''
    const caret = line.start + insert.length
    return { start: line.start, end: line.end, insert, select: { start: caret, end: caret } }
  }

  const number = /^(\d+)([.)])$/.exec(bullet)
  const nextBullet = number ? `${Number(number[1]) + 1}${number[2]}` : bullet
  const insert = `\n${indent}${nextBullet}${space}${task ? '[ ] ' : ''}`
  const caret = start + insert.length
  return { start, end, insert, select: { start: caret, end: caret } }
}

/** What the List, Numbered list and Quote buttons put at the start of lines. */
export type LineMark = 'bullet' | 'number' | 'quote'

const QUOTE_MARKER = /^( {0,3})>[ \t]?/

/** The line's mark of this kind, with the indentation before it; null when the line has none. */
function markOf(line: string, mark: LineMark): { indent: string; marker: string; number?: number } | null {
  if (mark === 'quote') {
    const quote = QUOTE_MARKER.exec(line)
    return quote ? { indent: quote[1] ?? '', marker: quote[0].slice((quote[1] ?? '').length) } : null
  }
  const item = LIST_MARKER.exec(line)
  if (!item) return null
  const [whole, indent = '', bullet = '', , task = ''] = item
  const numbered = /^\d/.test(bullet)
  if (numbered !== (mark === 'number')) return null
  return { indent, marker: whole.slice(indent.length, whole.length - task.length), number: numbered ? Number.parseInt(bullet, 10) : undefined }
}

/** The line's own start: its indentation and any list marker of another kind, which the new mark replaces. */
function plainStart(line: string, mark: LineMark): { indent: string; rest: string } {
  const item = mark === 'quote' ? null : LIST_MARKER.exec(line)
  if (item) return { indent: item[1] ?? '', rest: line.slice(item[0].length - (item[4] ?? '').length) }
  const indent = /^[ \t]*/.exec(line)![0]
  return { indent: mark === 'quote' ? '' : indent, rest: mark === 'quote' ? line : line.slice(indent.length) }
}

/**
 * The List, Numbered list and Quote buttons, as in a word processor. On an empty line: the marker, the caret after
 * it, nothing selected (what is typed next is the item). On a line with words: the line becomes an item, the caret
 * stays in its words. Over a selection: every selected line gets the marker (numbered 1, 2, 3…), and stays selected.
 * When every line has the marker already, the button takes it off. A numbered item right under another goes on
 * counting; a blank line goes between the new block and a paragraph it touches, so that Markdown does not join them.
 */
export function lineMarkEdit(text: string, start: number, end: number, mark: LineMark): TextEdit {
  // A selection of whole lines ends at the start of the next one, which is not part of it.
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end
  const range = linesAround(text, start, last)
  const block = text.slice(range.start, range.end)
  const lines = block.split('\n')
  const written = lines.filter((line) => line.trim() !== '')
  const removing = written.length > 0 && written.every((line) => markOf(line, mark))

  const previousLine = range.start > 0 ? text.slice(text.lastIndexOf('\n', range.start - 2) + 1, range.start - 1) : ''
  const nextLine = range.end < text.length ? text.slice(range.end + 1).split('\n', 1)[0]! : ''
  let number = (mark === 'number' && markOf(previousLine, 'number')?.number) || 0

  const marked = lines.map((line, index) => {
    const own = markOf(line, mark)
    if (removing) return own ? own.indent + line.slice(own.indent.length + own.marker.length) : line
    if (line.trim() === '') {
      // Blank lines inside a selection stay blank (a quote keeps them in, as `>`); an empty line gets its marker.
      if (lines.length > 1) return mark === 'quote' && index > 0 && index < lines.length - 1 ? '>' : line
      return mark === 'number' ? `${number + 1}. ` : mark === 'quote' ? '> ' : '- '
    }
    const { indent, rest } = plainStart(line, mark)
    if (mark === 'quote') return `> ${rest}`
    number += 1
    return `${indent}${mark === 'number' ? `${number}. ` : '- '}${rest}`
  })
  const next = marked.join('\n')

  // Blank lines around the new block where it touches a paragraph (not one more item of the same kind).
  const touches = (line: string) => line.trim() !== '' && !markOf(line, mark)
  const lead = !removing && touches(previousLine) ? '\n' : ''
  const tail = !removing && touches(nextLine) ? '\n' : ''
  const at = range.start + lead.length
  const select =
    start === end
      ? { start: at + offsetAfterLineEdit(block, next, start - range.start), end: at + offsetAfterLineEdit(block, next, start - range.start) }
      : { start: at, end: at + next.length }
  return { start: range.start, end: range.end, insert: lead + next + tail, select }
}

/**
 * The text style of the lines under the selection, for the toolbar's Text style menu: 0 for normal
 * text, 1–6 for a heading, null when the lines differ.
 */
export function headingLevelAt(text: string, start: number, end: number): number | null {
  const lines = linesAround(text, start, end)
  const levels = new Set(
    text
      .slice(lines.start, lines.end)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => HEADING_LEVEL.exec(line)?.[1]?.length ?? 0),
  )
  if (levels.size === 0) return 0
  return levels.size === 1 ? [...levels][0]! : null
}

/**
 * Where a place in the text is after an edit that only changed the start of some lines (a text style): the same
 * place in the words of its line, i.e. as far from the line's end as before (the caret stays where it
 * was). In a marker that was taken away, the line's start. The text as is when the lines are not the same count.
 */
export function offsetAfterLineEdit(before: string, after: string, offset: number): number {
  const oldLines = before.split('\n')
  const newLines = after.split('\n')
  if (oldLines.length !== newLines.length) return Math.min(offset, after.length)
  let oldStart = 0
  let newStart = 0
  for (const [index, oldLine] of oldLines.entries()) {
    const newLine = newLines[index]!
    if (offset <= oldStart + oldLine.length) {
      const fromEnd = oldStart + oldLine.length - offset
      return newStart + Math.max(0, newLine.length - fromEnd)
    }
    oldStart += oldLine.length + 1
    newStart += newLine.length + 1
  }
  return after.length
}

const ALIGN_OPEN = /<div style="text-align:\s*(left|center|right|justify)">/g

/** The alignment of the block the caret is in: the aligned block (alignBlock) around it, or left. */
export function alignmentAt(text: string, caret: number): Alignment {
  let found: Alignment = 'left'
  for (const match of text.slice(0, caret).matchAll(ALIGN_OPEN)) {
    const closed = text.slice(match.index + match[0].length, caret).includes('</div>')
    found = closed ? 'left' : (match[1] as Alignment)
  }
  return found
}

/**
 * The words of a post as a reader sees them, from its Markdown: link words but not addresses, no image addresses,
 * no HTML tags, no Markdown marks. For the editor's word count and reading time.
 */
export function markdownReadableText(markdown: string): string {
  return markdown
    .replace(/^[ \t]*(?:```|~~~).*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^[ \t>]*(?:[-*+]|\d{1,9}[.)])[ \t]+/gm, ' ')
    .replace(/[*_~`]+/g, '')
    .replace(/[#>|]+/g, ' ')
}
