import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import { SIZES } from '#shared/content/responsive-image.ts'
import { formatLongDate, readingMinutes } from '#shared/text/reading.ts'
import { ShareIcon } from '../../../../components/icons.tsx'
import { Picture } from '../../../../components/picture.tsx'
import { PostCard } from '../../../../components/post-card.tsx'
import { useLanguage } from '../../../../i18n/use-language.ts'
import { useStudio } from '../../../../components/use-studio.ts'
import { authorArtist } from '../../../../seo/json-ld.ts'
import { useCategoryName } from '../../../../components/category-names.ts'
import { postPath } from '#shared/content/routes.ts'
import type { Language } from '#shared/schema/common.ts'

/** The link to a post's translation, in the translation's own language whatever the page's. */
const READ_IN: Record<Language, string> = { en: 'Read in English', es: 'Leer en español' }
import type { BlogPostData } from './+data.ts'
import './article.css'
import { BookNowLink } from '../../../../components/book-now-link.tsx'

export default function Page() {
  const { t } = useTranslation('blog')
  const { language, href } = useLanguage()
  const studio = useStudio()
  const { post, featured, related, relatedImages } = useData<BlogPostData>()
  const artist = authorArtist(post.author, studio)
  const categoryName = useCategoryName()
  // The share button's strings, for site/client/share.ts: device share sheet, else the clipboard.
  const share = {
    'data-share-title': post.title,
    'data-share-text': post.excerpt,
    'data-copied': t('post.shareCopied'),
    'data-copied-text': t('post.shareCopiedText'),
    'data-failed': t('post.shareFailed'),
  }
  const date = post.publishedAt ?? post.createdAt

  return (
    <>
      <article className="article">
        <header className="article-header narrow">
          <p>
            <a href={href('/blog')}>← {t('post.backToBlog')}</a>
          </p>
          {!post.published && <p className="draft-notice">{t('post.draftNotice')}</p>}
          <div className="article-meta">
            {/* The byline, linked to the artist's profile when the author is an artist of the team. */}
            {post.author && (
              <span className="article-author">
                {artist ? (
                  <a href={`${href('/artists')}#artist-${artist.id}`}>{t('post.byline', { name: post.author.name })}</a>
                ) : (
                  t('post.byline', { name: post.author.name })
                )}
              </span>
            )}
            <time dateTime={date}>{formatLongDate(date, language)}</time>
            <span>{t('readingTime', { count: readingMinutes(post.content) })}</span>
            <span className="badge">{categoryName(post.category)}</span>
            <button type="button" className="button button-secondary button-small" {...share}>
              <ShareIcon /> {t('post.share')}
            </button>
          </div>
          <h1 lang={post.language} style={{ marginTop: '1rem' }}>
            {post.title}
          </h1>
          <p className="article-excerpt" lang={post.language}>
            {post.excerpt}
          </p>
          {/* The same post in the other language, named in that language. */}
          {post.translation && (
            <p className="article-translation">
              <a href={postPath(post.translation)} hrefLang={post.translation.language} lang={post.translation.language}>
                {READ_IN[post.translation.language]}
              </a>
            </p>
          )}
          {post.featuredImage && (
            // The page's largest image above the fold (LCP): loaded first. A linked image's size is unknown: 16:9.
            <Picture
              image={featured}
              src={post.featuredImage}
              className="article-image"
              alt={post.featuredImageAlt || t('post.featuredImageAlt', { title: post.title })}
              sizes={SIZES.article}
              priority
              width={1200}
              height={675}
            />
          )}
        </header>
        <div className="narrow prose" lang={post.language} dangerouslySetInnerHTML={{ __html: post.content }} />
        {post.tags.length > 0 && (
          <footer className="narrow" style={{ marginTop: '2rem' }}>
            <h2 className="visually-hidden">{t('post.tags')}</h2>
            <ul className="tag-list" aria-label={t('post.tags')}>
              {post.tags.map((tag) => (
                <li key={tag} className="badge badge-outline">
                  #{tag}
                </li>
              ))}
            </ul>
          </footer>
        )}
      </article>

      {related.length > 0 && (
        <section className="section" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title">{t('post.relatedTitle')}</h2>
            <div className="grid grid-3 post-grid">
              {related.map((other) => (
                <PostCard key={other.id} post={other} image={relatedImages[other.featuredImage]} headingLevel={3} />
              ))}
            </div>
          </div>
        </section>
      )}

      <section className="section section-dark" aria-labelledby="post-cta-title">
        <div className="narrow" style={{ textAlign: 'center' }}>
          <h2 id="post-cta-title">{t('post.ctaTitle')}</h2>
          <p className="lead" style={{ color: 'rgb(251 247 242 / 0.88)' }}>
            {t('post.ctaText')}
          </p>
          <div className="button-row" style={{ justifyContent: 'center' }}>
            <BookNowLink className="button button-light">{t('post.ctaBook')}</BookNowLink>
            <a className="button button-ghost-light" href={href('/contact')}>
              {t('post.ctaContact')}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
