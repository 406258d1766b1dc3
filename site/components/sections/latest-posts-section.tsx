import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import type { BlogReader } from '#shared/content/blog-reader.ts'
import type { Language } from '#shared/schema/common.ts'
import type { PublicPost } from '#shared/schema/post.ts'
import { cardImages } from '../../content/post-images.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { PostCard } from '../post-card.tsx'
import { Section } from '../section.tsx'
import { type SectionProps, gridClass, useSectionHeading } from './section-texts.tsx'
import { sectionCount } from './section-counts.ts'

/** The newest `count` published posts, the page's language first (as the home page's), then the other's. */
export function latestPosts(blog: BlogReader | undefined, language: Language, count: number): PublicPost[] {
  if (!blog) return []
  const own = blog.posts({ language, limit: count })
  if (own.length >= count) return own
  return [...own, ...blog.posts({ language: language === 'en' ? 'es' : 'en', limit: count - own.length })]
}

/** The blog's newest posts as cards, with a link to the blog; nothing while it has none. */
export function LatestPostsSection({ section, language, place }: SectionProps) {
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const { blog, media } = usePageContext()
  const heading = useSectionHeading({ section, language })
  const posts = latestPosts(blog, language, sectionCount(section))
  if (posts.length === 0) return null
  const images = cardImages(media, posts)
  return (
    <Section id={place.id} tone={place.tone} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro}>
      {/* `latest-posts`: on a phone, rows as the home page's (site.css). */}
      <div className={`${gridClass(posts.length, 3)} post-grid latest-posts`}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} image={images[post.featuredImage]} headingLevel={heading.itemHeading} />
        ))}
      </div>
      <p className="section-more">
        <a className="button button-secondary" href={href('/blog')}>
          {t('sections.allPosts')}
        </a>
      </p>
    </Section>
  )
}
