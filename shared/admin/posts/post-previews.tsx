import { useState } from 'react'
import { minutesToRead } from '#shared/text/reading.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { Panel } from './post-form-panels.tsx'
import type { PostFormValues } from './post-form-values.ts'
import { postSiteUrl } from './site-links.ts'
import { Definition } from '../ui/definition.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { EyeIcon } from '../ui/icons.tsx'
import { ServerPreview } from '../editor/index.ts'

/** Where search engines start cutting a result's title and description (about 600 px and two lines). */
const SEARCH_TITLE_LENGTH = 60
const SEARCH_DESCRIPTION_LENGTH = 160
/** The picture the site shares when a post has no featured image (site/pages/+Head.tsx). */
const DEFAULT_SHARE_IMAGE = '/images/og-studio.png'

/** Text cut to `length` characters at a word, with an ellipsis, as a search result shows it. */
function shorten(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= length) return clean
  const cut = clean.slice(0, length - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > length * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/**
 * What search engines and social networks are given for the post, with the site's own fallbacks (the blog post
 * page's `+data.ts`): the meta title or else the title; the meta description or else the excerpt.
 */
function postSnippet(values: Pick<PostFormValues, 'title' | 'metaTitle' | 'excerpt' | 'metaDescription'>): { title: string; description: string } {
  return {
    title: values.metaTitle.trim() || values.title.trim(),
    description: values.metaDescription.trim() || values.excerpt.trim(),
  }
}

function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl || window.location.origin).host
  } catch {
    return 'your site'
  }
}

/**
 * The post at a glance while it is written — its length and reading time (as the site shows it),
 * and how it appears in a search result and as a shared link. Updated as the fields change.
 */
export function PostGlance({ values, words }: { values: PostFormValues; words: number }) {
  const { siteUrl } = useAdmin()
  const { title, description } = postSnippet(values)
  const host = siteHost(siteUrl)
  const path = postSiteUrl({ slug: values.slug || 'your-post', language: values.language }, '')
  const crumbs = [host, ...path.split('/').filter(Boolean).map(decodeURIComponent)].join(' › ')
  const image = values.featuredImage.trim() || `${siteUrl}${DEFAULT_SHARE_IMAGE}`
  const [failedImage, setFailedImage] = useState<string | null>(null)

  return (
    <Panel title="At a glance" className="adm-glance">
      <dl className="adm-glance__stats">
        <Definition term="Words">{words.toLocaleString('en-US')}</Definition>
        <Definition term="Reading time">{minutesToRead(words)} min</Definition>
      </dl>

      <div>
        <p className="adm-glance__label">In search results</p>
        <div className="adm-serp" aria-label="Search result preview" role="group">
          <div className="adm-serp__site">{host}</div>
          <div className="adm-serp__url">{crumbs}</div>
          <p className="adm-serp__title">{shorten(title || 'Post title', SEARCH_TITLE_LENGTH)}</p>
          <p className="adm-serp__description">
            {description ? shorten(description, SEARCH_DESCRIPTION_LENGTH) : 'Add an excerpt: it is what search results show under the title.'}
          </p>
        </div>
        {title.length > SEARCH_TITLE_LENGTH && (
          <p className="adm-glance__advice">
            The title is {title.length} characters; search results show about {SEARCH_TITLE_LENGTH}. Shorten it, or set a shorter Meta Title.
          </p>
        )}
        {description.length > SEARCH_DESCRIPTION_LENGTH && (
          <p className="adm-glance__advice">The description is cut after about {SEARCH_DESCRIPTION_LENGTH} characters.</p>
        )}
      </div>

      <div>
        <p className="adm-glance__label">When shared (Facebook, WhatsApp…)</p>
        <div className="adm-social-card" aria-label="Social card preview" role="group">
          {failedImage !== image && <img className="adm-social-card__image" src={image} alt="" onError={() => setFailedImage(image)} />}
          <div className="adm-social-card__text">
            <span className="adm-social-card__domain">{host}</span>
            <span className="adm-social-card__title">{title || 'Post title'}</span>
            {description && <span className="adm-social-card__description">{description}</span>}
          </div>
        </div>
        {!values.featuredImage.trim() && <p className="adm-hint">No featured image: the studio’s picture is shared instead.</p>}
      </div>
    </Panel>
  )
}

/**
 * A post not saved yet has no page on the site to preview, so the form shows it as its page will: the
 * category and reading time, the title, the excerpt, the featured image and the text, rendered by the server as
 * the site renders it (POST /api/admin/preview). Nothing is saved. A saved post has its own Preview (the site's page).
 */
export function UnsavedPreview({ values, words }: { values: PostFormValues; words: number }) {
  const [open, setOpen] = useState(false)
  const [failedImage, setFailedImage] = useState<string | null>(null)
  const image = values.featuredImage.trim()
  return (
    <>
      <button type="button" className="adm-button adm-button--ghost adm-button--small adm-editor__site" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <EyeIcon /> Preview
      </button>
      {open && (
        <Dialog title="Preview (not saved yet)" size="large" onClose={() => setOpen(false)}>
          <article className="adm-unsaved-preview" lang={values.language} aria-label="The post as it will look on the site">
            <p className="adm-unsaved-preview__meta">{[values.category, `${minutesToRead(words)} min read`].filter(Boolean).join(' · ')}</p>
            <p className="adm-unsaved-preview__title">{values.title.trim() || 'Post title'}</p>
            {values.excerpt.trim() && <p className="adm-unsaved-preview__excerpt">{values.excerpt.trim()}</p>}
            {image && failedImage !== image && (
              <img className="adm-unsaved-preview__image" src={image} alt={values.featuredImageAlt} onError={() => setFailedImage(image)} />
            )}
            <ServerPreview markdown={values.markdown} emptyText="No text yet." />
          </article>
        </Dialog>
      )}
    </>
  )
}
