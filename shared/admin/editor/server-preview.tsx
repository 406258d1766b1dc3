import { useEffect, useState, type MouseEvent } from 'react'
import { errorText } from '#shared/api/api-error.ts'
import { VIDEO_FACADE, playVideoFacade } from '#shared/content/video-embed.ts'
import { useAdmin } from '../console/admin-context.tsx'

/** The preview asks the server this long after typing stops. */
const PREVIEW_DELAY_MS = 400

/**
 * The editor's preview pane: the post exactly as the site will show it, i.e. the server's rendering of the
 * Markdown, sanitized (POST /api/admin/preview). The HTML is the server's sanitized output, so it is set as is.
 */
export function ServerPreview({ markdown, emptyText = 'Nothing to preview yet. Start writing on the left.' }: { markdown: string; emptyText?: string }) {
  const { api } = useAdmin()
  const [html, setHtml] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    if (markdown.trim() === '') {
      setHtml('')
      setProblem(null)
      return
    }
    let current = true
    const timer = setTimeout(() => {
      api.previewContent(markdown).then(
        (result) => {
          if (!current) return
          setHtml(result.html)
          setProblem(null)
        },
        (error: unknown) => current && setProblem(errorText(error, 'The preview could not be loaded.')),
      )
    }, PREVIEW_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [api, markdown])

  return (
    <div className="adm-preview" aria-label="Preview as on the site" role="region">
      {problem && (
        <p className="adm-preview__problem" role="status">
          Preview unavailable: {problem}
        </p>
      )}
      {html === null && !problem && <p className="adm-muted">Loading preview...</p>}
      {html === '' && <p className="adm-muted">{emptyText}</p>}
      {html ? <div className="adm-post-content" onClick={playVideo} dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </div>
  )
}

/** A video's facade plays in the preview, as on the site, instead of taking the console off to the video site. */
function playVideo(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as Element).closest<HTMLAnchorElement>(`a.${VIDEO_FACADE.play}`)
  if (link && playVideoFacade(link)) event.preventDefault()
}
