/**
 * The embed address of a YouTube or Vimeo link, or null for anything else. Only these two hosts are allowed by
 * the server's sanitizer (and the site's Content-Security-Policy), so other links are refused here already.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.replace(/^(www\.|m\.)/, '')
  const segments = url.pathname.split('/').filter(Boolean)
  const youtubeId = (id: string | null | undefined) =>
    id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube.com/embed/${id}` : null

  if (host === 'youtu.be') return youtubeId(segments[0])
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') return youtubeId(url.searchParams.get('v'))
    if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return youtubeId(segments[1])
    return null
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = segments.find((segment) => /^\d{5,12}$/.test(segment))
    return id ? `https://player.vimeo.com/video/${id}` : null
  }
  return null
}

/** The HTML the editor inserts: a responsive-friendly iframe the sanitizer keeps. */
export function videoEmbedHtml(embedUrl: string): string {
  const title = embedUrl.includes('vimeo') ? 'Vimeo video' : 'YouTube video'
  return `<iframe src="${embedUrl}" title="${title}" width="560" height="315" frameborder="0" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>`
}
