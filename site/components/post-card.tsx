import { useTranslation } from 'react-i18next'
import { postPath } from '#shared/content/routes.ts'
import { type ImageView, SIZES } from '#shared/content/responsive-image.ts'
import type { PublicPost } from '#shared/schema/post.ts'
import { formatLongDate, readingMinutes } from '#shared/text/reading.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { BrowArt, LashArt, LipArt, StudioArt } from './art.tsx'
import { useCategoryName } from './category-names.ts'
import { Picture } from './picture.tsx'

/** The cover of a post without a featured image: original art matching its category. */
function CoverArt({ category }: { category: string }) {
  const name = category.toLowerCase()
  if (name.includes('lip')) return <LipArt className="post-card-art" />
  if (name.includes('lash')) return <LashArt className="post-card-art" />
  if (name.includes('brow') || name.includes('microblading')) return <BrowArt className="post-card-art" />
  return <StudioArt className="post-card-art" />
}

/**
 * A blog card: image, date, reading time, category, language badge, title, 3-line excerpt, Read More.
 * `image` is the featured image when it is an upload (the page's data looked it up, see site/content/media.ts);
 * the box keeps its 16:9 crop whatever the photo's shape.
 */
export function PostCard({ post, image, headingLevel = 2 }: { post: PublicPost; image?: ImageView | null; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('blog')
  const { language } = useLanguage()
  const categoryName = useCategoryName()
  const url = postPath(post) // in the post's own language, whatever the page's
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card post-card" data-post-id={post.id} data-language={post.language}>
      <a href={url} className="post-card-media" tabIndex={-1} aria-hidden="true">
        {post.featuredImage ? (
          <Picture image={image} src={post.featuredImage} alt="" sizes={SIZES.card} width={640} height={360} />
        ) : (
          <CoverArt category={post.category} />
        )}
      </a>
      <div className="post-card-body">
        <p className="post-meta">
          <time dateTime={post.publishedAt ?? post.createdAt}>{formatLongDate(post.publishedAt ?? post.createdAt, language)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('readingTime', { count: readingMinutes(post.content) })}</span>
        </p>
        <p className="post-tags">
          <span className="badge">{categoryName(post.category)}</span>{' '}
          <span className="badge badge-outline" title={t(`languageName.${post.language}`)}>
            <span aria-hidden="true">{t(`languageBadge.${post.language}`)}</span>
            <span className="visually-hidden">{t(`languageName.${post.language}`)}</span>
          </span>
        </p>
        <Heading className="post-card-title" lang={post.language}>
          <a href={url}>{post.title}</a>
        </Heading>
        <p className="post-excerpt" lang={post.language}>
          {post.excerpt}
        </p>
        <a className="read-more" href={url} aria-label={t('readMoreAbout', { title: post.title })}>
          {t('readMore')} →
        </a>
      </div>
    </article>
  )
}

/** Six grey cards while articles load. */
export function PostCardPlaceholders({ count = 6, hidden = false }: { count?: number; hidden?: boolean }) {
  const { t } = useTranslation('blog')
  return (
    <div className="grid grid-3 post-grid" role="status" aria-label={t('loading')} data-blog-part="loading" hidden={hidden}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card post-card post-card-placeholder" aria-hidden="true">
          <div className="placeholder-block" style={{ aspectRatio: '16 / 9' }} />
          <div className="placeholder-line" style={{ width: '40%' }} />
          <div className="placeholder-line" style={{ width: '85%', height: '1.4rem' }} />
          <div className="placeholder-line" />
          <div className="placeholder-line" style={{ width: '70%' }} />
        </div>
      ))}
    </div>
  )
}
