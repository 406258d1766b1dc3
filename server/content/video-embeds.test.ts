import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../security/sanitize.ts'
import { postContent } from './post-content.ts'
import { videoLinksToFacades, withVideoFacades } from './video-embeds.ts'

const FACADE = (provider: string, href: string, play: string) =>
  new RegExp(
    `^<figure class="video-embed video-embed--${provider}"><a class="video-embed__play" href="${href.replace(/[?.]/g, '\\$&')}">${play}</a>` +
      '<figcaption class="video-embed__note">[^<]+</figcaption></figure>$',
  )

describe('videos in post Markdown', () => {
  it('turns a bare YouTube link on its own line into the click-to-load facade, with no iframe and nothing loaded', async () => {
    const html = await postContent({ markdown: 'Watch this:\n\nhttps://youtu.be/dQw4w9WgXcQ\n\nThen book.' })
    const [before, facade, after] = html.split('\n').filter(Boolean)
    expect(before).toBe('<p>Watch this:</p>')
    expect(facade).toMatch(FACADE('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Play the YouTube video'))
    expect(after).toBe('<p>Then book.</p>')
    expect(html).not.toContain('<iframe')
  })

  it('turns a Vimeo link into its facade, worded in the post language', async () => {
    const html = await postContent({ markdown: 'https://vimeo.com/76979871', language: 'es' })
    expect(html.trim()).toMatch(FACADE('vimeo', 'https://vimeo.com/76979871', 'Reproducir el video de Vimeo'))
  })

  it('keeps a YouTube start time in the facade link', async () => {
    const html = await postContent({ markdown: '<https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s>' })
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=90"')
  })

  it('leaves links with words of their own, links inside a sentence or a list, and other sites as links', async () => {
    const markdown = [
      '[Our aftercare video](https://youtu.be/dQw4w9WgXcQ)',
      '',
      'See https://youtu.be/dQw4w9WgXcQ for more.',
      '',
      '- https://youtu.be/dQw4w9WgXcQ',
      '',
      'https://example.com/watch?v=dQw4w9WgXcQ',
    ].join('\n')
    const html = await postContent({ markdown })
    expect(html).not.toContain('video-embed')
    expect(html.match(/<a href=/g)).toHaveLength(4)
  })

  it('leaves a link in a code block alone', async () => {
    const html = await postContent({ markdown: '```\nhttps://youtu.be/dQw4w9WgXcQ\n```' })
    expect(html).toBe('<pre><code>https://youtu.be/dQw4w9WgXcQ\n</code></pre>\n')
  })

  it('stores a video iframe written in the Markdown as the iframe it is (the sanitizer keeps YouTube and Vimeo frames)', async () => {
    const html = await postContent({ markdown: 'Intro\n\n<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>\n\nOutro' })
    expect(html).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"')
  })

  it('still drops iframes of other sites', async () => {
    expect(await postContent({ content: '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe><p>Kept</p>' })).toBe('<p>Kept</p>')
  })

  it('writes a facade the sanitizer keeps byte for byte, so saving the HTML again changes nothing', async () => {
    const facade = videoLinksToFacades('<p><a href="https://youtu.be/dQw4w9WgXcQ?t=42">https://youtu.be/dQw4w9WgXcQ?t=42</a></p>')
    expect(await sanitizeHtml(facade)).toBe(facade)
    expect(videoLinksToFacades(facade)).toBe(facade)
    expect(withVideoFacades(facade)).toBe(facade)
  })

  it('takes no part in a link whose address is not a web address', () => {
    const html = '<p><a href="javascript:alert(1)">javascript:alert(1)</a></p>'
    expect(videoLinksToFacades(html)).toBe(html)
  })
})

describe('videos in stored posts, at page render', () => {
  it('shows an older post’s YouTube or Vimeo iframe behind the facade, in the post language', async () => {
    const stored = await postContent({
      markdown: [
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="YouTube video" width="560" height="315" frameborder="0" allowfullscreen></iframe>',
        '',
        'Between',
        '',
        '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
      ].join('\n'),
    })
    const page = withVideoFacades(stored, 'es')
    expect(page).not.toContain('<iframe')
    const plays = [...page.matchAll(/<figure class="video-embed video-embed--\w+"><a class="video-embed__play" href="([^"]+)">([^<]+)<\/a>/g)]
    expect(plays.map(([, href, text]) => [href, text])).toEqual([
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Reproducir el video de YouTube'],
      ['https://vimeo.com/76979871', 'Reproducir el video de Vimeo'],
    ])
    expect(page).toMatch(/<\/figure>\s*<p>Between<\/p>\s*<figure/)
  })

  it('shows a bare video link saved before the facade existed behind it too', () => {
    const stored = '<p><a href="https://vimeo.com/76979871">https://vimeo.com/76979871</a></p>'
    expect(withVideoFacades(stored)).toMatch(FACADE('vimeo', 'https://vimeo.com/76979871', 'Play the Vimeo video'))
  })

  it('leaves a playlist frame as it is: it is not one video', () => {
    const playlist = '<iframe src="https://www.youtube.com/embed/videoseries?list=PL123"></iframe>'
    expect(withVideoFacades(playlist)).toBe(playlist)
  })
})
