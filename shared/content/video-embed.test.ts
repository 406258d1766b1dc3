import { describe, expect, it } from 'vitest'
import { parseVideoLink, videoFacadeHtml, videoPlayerUrl, videoWatchUrl } from './video-embed.ts'

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=1m30s', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90'],
    ['https://vimeo.com/76979871', 'https://vimeo.com/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://vimeo.com/76979871'],
  ])('reads %s as the video at %s', (link, watch) => {
    const video = parseVideoLink(link)
    expect(video && videoWatchUrl(video)).toBe(watch)
  })

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
    'https://youtube.com/watch',
    'https://www.youtube.com/embed/videoseries?list=PL1',
  ])('refuses %s', (link) => {
    expect(parseVideoLink(link)).toBeNull()
  })

  it('plays from the privacy-enhanced players only, from the chosen second', () => {
    expect(videoPlayerUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ', start: 90 })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90')
    expect(videoPlayerUrl({ provider: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1')
  })

  it('writes a facade that links to the video page and loads nothing by itself', () => {
    const html = videoFacadeHtml({ provider: 'youtube', id: 'dQw4w9WgXcQ', start: 5 })
    expect(html).toBe(
      '<figure class="video-embed video-embed--youtube"><a class="video-embed__play" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=5">Play the YouTube video</a>' +
        '<figcaption class="video-embed__note">The player loads from YouTube when you press play; YouTube may set its own cookies.</figcaption></figure>',
    )
    expect(html).not.toMatch(/<iframe|<img|<script|src=/)
  })
})
