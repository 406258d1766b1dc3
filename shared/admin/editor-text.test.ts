import { describe, expect, it } from 'vitest'
import { alignBlock, altFromFileName, clearFormatting, colorSpan, imageMarkdown, indentLines, setHeading, underline } from './editor-text.ts'
import { videoEmbedHtml, videoEmbedUrl } from './video-embed.ts'

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
})

describe('alt text from a file name', () => {
  it('turns the name into words, without the extension', () => {
    expect(altFromFileName('healed-ombre_brows.png')).toBe('healed ombre brows')
    expect(altFromFileName('Lip blush  after.JPG')).toBe('Lip blush after')
    expect(altFromFileName('image.png')).toBe('image')
    expect(altFromFileName('')).toBe('')
  })
})

describe('video embeds', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('turns %s into its embed address', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed)
  })

  it.each(['https://example.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', 'not a url', 'https://youtube.com/watch'])(
    'refuses %s',
    (link) => {
      expect(videoEmbedUrl(link)).toBeNull()
    },
  )

  it('writes an iframe the sanitizer keeps', () => {
    expect(videoEmbedHtml('https://www.youtube.com/embed/dQw4w9WgXcQ')).toMatch(
      /^<iframe src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ" title="YouTube video"/,
    )
  })
})
