import { describe, expect, it } from 'vitest'
import { countWords } from '#shared/text/reading.ts'
import {
  alignBlock,
  alignmentAt,
  blockEdit,
  clearFormatting,
  colorSpan,
  headingLevelAt,
  imageMarkdown,
  indentLines,
  lineMarkEdit,
  linkEdit,
  listEnterEdit,
  markdownReadableText,
  offsetAfterLineEdit,
  setHeading,
  underline,
  type TextEdit,
} from './editor-text.ts'

describe('inline formats', () => {
  it('underlines with <u> and colours with the two styles the server keeps', () => {
    expect(underline('soft')).toBe('<u>soft</u>')
    expect(colorSpan('rose', 'color', '#B76E79')).toBe('<span style="color:#b76e79">rose</span>')
    expect(colorSpan('rose', 'background-color', '#fbf7f2')).toBe('<span style="background-color:#fbf7f2">rose</span>')
    expect(() => colorSpan('x', 'color', 'red;position:fixed')).toThrow()
  })
})

describe('headings', () => {
  it('sets, changes and removes a heading on each line', () => {
    expect(setHeading('Aftercare', 2)).toBe('## Aftercare')
    expect(setHeading('### Aftercare', 1)).toBe('# Aftercare')
    expect(setHeading('## Aftercare', 0)).toBe('Aftercare')
    expect(setHeading('One\n\nTwo', 6)).toBe('###### One\n\n###### Two')
  })

  it('keeps the caret at the same place in the words when a text style changes the line', () => {
    const before = 'Intro\n\nKeep them dry.\nEnd'
    const after = 'Intro\n\n### Keep them dry.\nEnd'
    const keep = before.indexOf('them')
    expect(after.slice(offsetAfterLineEdit(before, after, keep))).toMatch(/^them dry\./)
    // Lines before and after the changed one keep their places relative to their words.
    expect(offsetAfterLineEdit(before, after, 2)).toBe(2)
    expect(after.slice(offsetAfterLineEdit(before, after, before.indexOf('End')))).toBe('End')
    // At the line's start: before the words, after the new marker.
    expect(offsetAfterLineEdit(before, after, before.indexOf('Keep'))).toBe(after.indexOf('Keep'))
    // Inside a marker that goes away: the line's start.
    expect(offsetAfterLineEdit('## Aftercare', 'Aftercare', 1)).toBe(0)
    expect(offsetAfterLineEdit('## Aftercare', 'Aftercare', 12)).toBe(9)
  })
})

describe('indent', () => {
  it('nests list items one level per step, up to 8 levels', () => {
    expect(indentLines('- one\n- two', 'in')).toBe('    - one\n    - two')
    expect(indentLines('1. one', 'in')).toBe('    1. one')
    const deepest = `${' '.repeat(28)}- deep`
    expect(indentLines(deepest, 'in')).toBe(deepest)
  })

  it('leaves plain paragraphs alone (four spaces would make a code block)', () => {
    expect(indentLines('Just text', 'in')).toBe('Just text')
  })

  it('outdents one level', () => {
    expect(indentLines('        - two levels\n  - half', 'out')).toBe('    - two levels\n- half')
  })
})

describe('alignment', () => {
  it('wraps the block so the Markdown inside still renders', () => {
    expect(alignBlock('**Book now**', 'center')).toBe('<div style="text-align:center">\n\n**Book now**\n\n</div>')
  })

  it('re-aligns an aligned block and removes the wrapper for left', () => {
    const centered = alignBlock('Text', 'center')
    expect(alignBlock(centered, 'right')).toBe('<div style="text-align:right">\n\nText\n\n</div>')
    expect(alignBlock(centered, 'left')).toBe('Text')
  })
})

describe('clear formatting', () => {
  it('removes inline and block formats, keeps words and links', () => {
    const text = [
      '## **Bold** and *italic* and _also_ and ~~gone~~',
      '> <u>under</u> <span style="color:#aa0000">red</span> `code` [link](https://example.com)',
    ].join('\n')
    expect(clearFormatting(text)).toBe('Bold and italic and also and gone\nunder red code [link](https://example.com)')
  })

  it('keeps snake_case words and list markers', () => {
    expect(clearFormatting('- file_name_here * 2')).toBe('- file_name_here * 2')
  })

  it('removes an alignment wrapper', () => {
    expect(clearFormatting(alignBlock('Centered', 'center'))).toBe('Centered')
  })
})

describe('images', () => {
  it('writes Markdown with alt text that cannot break the syntax', () => {
    expect(imageMarkdown('/uploads/a b.png', 'Healed [brows]')).toBe('![Healed  brows](/uploads/a%20b.png)')
  })

  it('writes a caption as the image title, on one line, with its quotes and backslashes escaped', () => {
    expect(imageMarkdown('/uploads/a.png', 'Healed brows', 'Six weeks\n after')).toBe('![Healed brows](/uploads/a.png "Six weeks after")')
    expect(imageMarkdown('/uploads/a.png', '', 'The "soft" look \\ day 1')).toBe('![](/uploads/a.png "The \\"soft\\" look \\\\ day 1")')
    expect(imageMarkdown('/uploads/a.png', 'Brows', '   ')).toBe('![Brows](/uploads/a.png)')
  })
})

/** The text after an edit, and what is selected in it (`[` and `]` around a selection, `|` for a caret). */
function applied(text: string, edit: TextEdit | null): string | null {
  if (!edit) return null
  const next = text.slice(0, edit.start) + edit.insert + text.slice(edit.end)
  const { start, end } = edit.select
  return start === end ? `${next.slice(0, start)}|${next.slice(start)}` : `${next.slice(0, start)}[${next.slice(start, end)}]${next.slice(end)}`
}

/** Splits text written with `|` for the caret, or `«`…`»` around a selection, into the text and the selection. */
function at(marked: string): [string, number, number] {
  const caret = marked.indexOf('|')
  if (caret >= 0) return [marked.replace('|', ''), caret, caret]
  const start = marked.indexOf('«')
  const end = marked.indexOf('»') - 1
  return [marked.replace('«', '').replace('»', ''), start, end]
}

describe('the link button', () => {
  it('wraps the selected words and selects the address placeholder, so typing the address replaces it', () => {
    const [text, start, end] = at('Book «a visit» today')
    expect(applied(text, linkEdit(text, start, end))).toBe('Book [a visit]([https://]) today')
  })

  it('keeps spaces caught at the selection edges outside the link', () => {
    const [text, start, end] = at('Book« a visit »today')
    expect(applied(text, linkEdit(text, start, end))).toBe('Book [a visit]([https://]) today')
  })

  it('with nothing selected, puts placeholder words and selects the address', () => {
    const [text, start, end] = at('See |')
    expect(applied(text, linkEdit(text, start, end))).toBe('See [link text]([https://])')
  })

  it('makes a selected address a link to itself and selects its words', () => {
    const [text, start, end] = at('Visit «https://belleza.example/booking».')
    expect(applied(text, linkEdit(text, start, end))).toBe('Visit [[https://belleza.example/booking]](https://belleza.example/booking).')
    const [www, wwwStart, wwwEnd] = at('«www.belleza.example»')
    expect(applied(www, linkEdit(www, wwwStart, wwwEnd))).toBe('[[www.belleza.example]](https://www.belleza.example)')
  })
})

describe('the video button', () => {
  const link = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
  const put = (marked: string) => applied(at(marked)[0], blockEdit(...at(marked), link))

  it('puts the link on a line of its own, with blank lines only where there is text around it', () => {
    expect(put('|')).toBe(`${link}\n\n|`)
    expect(put('Intro.|')).toBe(`Intro.\n\n${link}\n\n|`)
    expect(put('Intro.\n\n|\n\nOutro.')).toBe(`Intro.\n\n${link}|\n\nOutro.`)
    expect(put('Intro.\n|\nOutro.')).toBe(`Intro.\n\n${link}\n|\nOutro.`)
  })
})

describe('an inserted photo', () => {
  const photo = '![Healed brows](/uploads/a.png)'
  const put = (marked: string) => applied(at(marked)[0], blockEdit(...at(marked), photo))

  it('splits the line it is put in the middle of, into paragraphs around it, without the spaces at the split', () => {
    expect(put('Brows heal | in six weeks.')).toBe(`Brows heal\n\n${photo}\n\n|in six weeks.`)
  })

  it('right before a heading, keeps the heading a line of its own', () => {
    expect(put('Intro.\n|## Who should wait')).toBe(`Intro.\n\n${photo}\n\n|## Who should wait`)
    expect(put('Intro.|\n## Who should wait')).toBe(`Intro.\n\n${photo}\n|\n## Who should wait`)
  })

  it('takes the place of the selected words', () => {
    expect(put('See «this» here.')).toBe(`See\n\n${photo}\n\n|here.`)
  })
})

describe('the List, Numbered list and Quote buttons', () => {
  const press = (marked: string, mark: 'bullet' | 'number' | 'quote') => applied(at(marked)[0], lineMarkEdit(...at(marked), mark))

  it('on an empty line put the marker with the caret after it and nothing selected', () => {
    expect(press('|', 'bullet')).toBe('- |')
    expect(press('|', 'number')).toBe('1. |')
    expect(press('|', 'quote')).toBe('> |')
  })

  it('on an empty line under a paragraph leave a blank line between them, so the item is no part of the paragraph', () => {
    expect(press('Intro.\n|', 'bullet')).toBe('Intro.\n\n- |')
    expect(press('Intro.\n\n|\nOutro.', 'quote')).toBe('Intro.\n\n> |\n\nOutro.')
  })

  it('on a line with words make it an item and keep the caret in its words', () => {
    expect(press('Cejas y |labios', 'bullet')).toBe('- Cejas y |labios')
    expect(press('|Cejas', 'number')).toBe('1. |Cejas')
    expect(press('Keep them |dry.', 'quote')).toBe('> Keep them |dry.')
  })

  it('give every selected line the marker, number the lines 1, 2, 3, and keep them selected', () => {
    expect(press('«Brows\nLips\nLashes»', 'bullet')).toBe('[- Brows\n- Lips\n- Lashes]')
    expect(press('«Brows\nLips\nLashes»', 'number')).toBe('[1. Brows\n2. Lips\n3. Lashes]')
    expect(press('«One\n\nTwo»', 'quote')).toBe('[> One\n>\n> Two]')
    // Part of a line selected counts as the line; a selection up to the next line's start stops before it.
    expect(press('Br«ows\nLi»ps', 'bullet')).toBe('[- Brows\n- Lips]')
    expect(press('«Brows\n»Lips', 'bullet')).toBe('[- Brows]\n\nLips')
  })

  it('turn one kind of list into the other, keeping the indentation', () => {
    expect(press('«- Brows\n    - Lips»', 'number')).toBe('[1. Brows\n    2. Lips]')
    expect(press('«1. Brows\n2. Lips»', 'bullet')).toBe('[- Brows\n- Lips]')
  })

  it('take the marker off when every line has it already', () => {
    expect(press('- Cejas|', 'bullet')).toBe('Cejas|')
    expect(press('«1. Brows\n2. Lips»', 'number')).toBe('[Brows\nLips]')
    expect(press('> Quoted|', 'quote')).toBe('Quoted|')
  })

  it('leave the caret where Enter goes on with the list, and Enter on the empty item ends it', () => {
    const [empty, caret] = at('Aftercare:\n|')
    const marked = lineMarkEdit(empty, caret, caret, 'number')
    const item = `${empty.slice(0, marked.start)}${marked.insert}Dry`
    const next = listEnterEdit(item, item.length, item.length)
    expect(applied(item, next)).toBe('Aftercare:\n\n1. Dry\n2. |')
    const ended = applied(item, next)!.replace('|', '')
    expect(applied(ended, listEnterEdit(ended, ended.length, ended.length))).toBe('Aftercare:\n\n1. Dry\n\n|')
  })

  it('go on counting right under a numbered item, and join a list of the same kind without a blank line', () => {
    expect(press('1. Brows\n2. Lips\n|', 'number')).toBe('1. Brows\n2. Lips\n3. |')
    expect(press('- Brows\n|', 'bullet')).toBe('- Brows\n- |')
    expect(press('1. Brows\n|', 'bullet')).toBe('1. Brows\n\n- |')
  })
})

describe('Enter in a list', () => {
  const enter = (marked: string) => applied(at(marked)[0], listEnterEdit(...at(marked)))

  it('starts the next item: same bullet, next number, an unticked box, same indentation', () => {
    expect(enter('- one|')).toBe('- one\n- |')
    expect(enter('* one|')).toBe('* one\n* |')
    expect(enter('1. one\n2. two|')).toBe('1. one\n2. two\n3. |')
    expect(enter('9) nine|')).toBe('9) nine\n10) |')
    expect(enter('- [x] done|')).toBe('- [x] done\n- [ ] |')
    expect(enter('- one\n    - nested|')).toBe('- one\n    - nested\n    - |')
  })

  it('splits an item at the caret', () => {
    expect(enter('- brows|lips')).toBe('- brows\n- |lips')
  })

  it('ends the list on an empty item, with a blank line so the next words are a paragraph', () => {
    expect(enter('- one\n- |')).toBe('- one\n\n|')
    expect(enter('1. one\n2. |\nAfter')).toBe('1. one\n\n|\nAfter')
  })

  it('ends it on a "- " alone too, leaving an empty line', () => {
    expect(enter('- |')).toBe('|')
    expect(enter('Intro\n\n- |')).toBe('Intro\n\n|')
  })

  it('moves an empty nested item out one level instead', () => {
    expect(enter('- one\n    - |')).toBe('- one\n- |')
  })

  it('leaves Enter alone outside lists, inside a marker and over several lines', () => {
    expect(enter('Plain text|')).toBeNull()
    expect(enter('-no space|')).toBeNull()
    expect(enter('|- one')).toBeNull()
    const [text, start, end] = at('- «one\n- two»')
    expect(listEnterEdit(text, start, end)).toBeNull()
  })
})

describe('what the toolbar shows for the caret', () => {
  it('gives the text style of the line, or null when the selected lines differ', () => {
    const text = '# Title\n\nA paragraph\n\n### Small\n### Also small'
    expect(headingLevelAt(text, 2, 2)).toBe(1)
    expect(headingLevelAt(text, text.indexOf('A para'), text.indexOf('A para'))).toBe(0)
    expect(headingLevelAt(text, text.indexOf('### Small'), text.length)).toBe(3)
    expect(headingLevelAt(text, 0, text.length)).toBeNull()
    expect(headingLevelAt('', 0, 0)).toBe(0)
  })

  it('gives the alignment of the block around the caret', () => {
    const text = `${alignBlock('Centered', 'center')}\n\nAfter`
    expect(alignmentAt(text, text.indexOf('Centered'))).toBe('center')
    expect(alignmentAt(text, text.indexOf('After'))).toBe('left')
    expect(alignmentAt('Plain', 2)).toBe('left')
  })
})

describe('word count from Markdown', () => {
  it('counts the words a reader reads: link words, not addresses, marks or tags', () => {
    const markdown = [
      '## Aftercare **basics**',
      '',
      '- Keep them *dry* for [ten days](https://example.com/very/long/address)',
      '1. No `snake_case` here',
      '',
      '> A quote <u>underlined</u>',
      '',
      '![Healed brows](/uploads/a.png)',
      '',
      '```',
      'code words',
      '```',
    ].join('\n')
    expect(countWords(markdownReadableText(markdown))).toBe(16)
  })
})
