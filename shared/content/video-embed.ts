/**
 * Videos in posts. The post's Markdown holds a plain YouTube or Vimeo link on a line of its own; the
 * server renders it as a click-to-load facade (server/content/video-embeds.ts), and the player (privacy-enhanced
 * youtube-nocookie.com, or player.vimeo.com with "do not track") is loaded only when the visitor asks for it
 * (site/client/embed.ts, and the admin's preview). One parser for all three, here.
 */

import { escapeHtml } from './html-text.ts'

export type VideoProvider = 'youtube' | 'vimeo'

export interface VideoRef {
  provider: VideoProvider
  id: string
  /** Where playback starts, in seconds (YouTube's `t=90` or `t=1m30s`). */
  start?: number
}

export const VIDEO_PROVIDER_NAME: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' }

const YOUTUBE_ID = /^[\w-]{6,20}$/
const VIMEO_ID = /^\d{5,12}$/

/** `90`, `90s` or `1h2m3s` as seconds; anything else is no start time. */
function startSeconds(value: string | null): number | undefined {
  if (!value) return undefined
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value)
  if (!match) return undefined
  const [, hours = '0', minutes = '0', seconds = '0'] = match
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
  return total > 0 ? total : undefined
}

/** The video a YouTube or Vimeo link (watch page, short link, Shorts, embed or player address) shows, or null. */
export function parseVideoLink(link: string): VideoRef | null {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '')
  const segments = url.pathname.split('/').filter(Boolean)
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'))
  const youtube = (id: string | null | undefined): VideoRef | null =>
    // A playlist (`/embed/videoseries?list=…`) is not one video.
    id && YOUTUBE_ID.test(id) && id !== 'videoseries' ? { provider: 'youtube', id, ...(start ? { start } : {}) } : null

  if (host === 'youtu.be') return youtube(segments[0])
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') return youtube(url.searchParams.get('v'))
    if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return youtube(segments[1])
    return null
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = segments.find((segment) => VIMEO_ID.test(segment))
    return id ? { provider: 'vimeo', id } : null
  }
  return null
}

/** The video's own page: what the Markdown holds and where the facade links without JavaScript. */
export function videoWatchUrl(video: VideoRef): string {
  if (video.provider === 'vimeo') return `https://vimeo.com/${video.id}`
  return `https://www.youtube.com/watch?v=${video.id}${video.start ? `&t=${video.start}` : ''}`
}

/**
 * The player, loaded once the visitor presses play (so it starts at once): YouTube's privacy-enhanced domain,
 * which sets no cookies until playback, and Vimeo with "do not track". Both are in the Content-Security-Policy.
 */
export function videoPlayerUrl(video: VideoRef): string {
  if (video.provider === 'vimeo') return `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`
  return `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1${video.start ? `&start=${video.start}` : ''}`
}

/** The words on a facade, in the post's language. */
const FACADE_TEXT = {
  en: {
    play: (name: string) => `Play the ${name} video`,
    note: (name: string) => `The player loads from ${name} when you press play; ${name} may set its own cookies.`,
  },
  es: {
    play: (name: string) => `Reproducir el video de ${name}`,
    note: (name: string) => `El reproductor se carga desde ${name} al pulsar reproducir; ${name} puede usar sus propias cookies.`,
  },
} as const

export type FacadeLanguage = keyof typeof FACADE_TEXT

/** Class names the facade is written with; the site and the admin find and style it by them. */
export const VIDEO_FACADE = { figure: 'video-embed', play: 'video-embed__play', note: 'video-embed__note' } as const

/**
 * The facade as HTML: a figure holding a link to the video's page (so it works without JavaScript, in feeds and
 * for API readers) and a note on what pressing it loads. Plain elements and classes only, which the sanitizer
 * keeps as they are: the same markup survives any later re-sanitizing.
 */
export function videoFacadeHtml(video: VideoRef, language: FacadeLanguage = 'en'): string {
  const name = VIDEO_PROVIDER_NAME[video.provider]
  const text = FACADE_TEXT[language]
  return (
    `<figure class="${VIDEO_FACADE.figure} ${VIDEO_FACADE.figure}--${video.provider}">` +
    `<a class="${VIDEO_FACADE.play}" href="${escapeHtml(videoWatchUrl(video))}">${escapeHtml(text.play(name))}</a>` +
    `<figcaption class="${VIDEO_FACADE.note}">${escapeHtml(text.note(name))}</figcaption>` +
    '</figure>'
  )
}

/**
 * Swaps a facade's figure for the player when its play link is pressed (the site's script and the admin's
 * preview). Returns the frame, or null when the link is not a facade of a video we know.
 */
export function playVideoFacade(link: HTMLAnchorElement): HTMLIFrameElement | null {
  const figure = link.closest(`.${VIDEO_FACADE.figure}`)
  const video = parseVideoLink(link.href)
  if (!figure || !video) return null
  const frame = document.createElement('iframe')
  frame.className = 'video-embed__frame'
  frame.src = videoPlayerUrl(video)
  frame.title = `${VIDEO_PROVIDER_NAME[video.provider]} video`
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen'
  frame.allowFullscreen = true
  frame.referrerPolicy = 'strict-origin-when-cross-origin'
  figure.replaceWith(frame)
  frame.focus()
  return frame
}
