import { useTranslation } from 'react-i18next'
import type { PublicPost } from '#shared/schema/post.ts'
import type { CardImages } from '../content/post-images.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { PostCard } from './post-card.tsx'
import { Section } from './section.tsx'

/** The home page's latest posts; nothing at all when there are none. */
export function LatestPosts({ posts, images }: { posts: PublicPost[]; images: CardImages }) {
  const { t } = useTranslation('blog')
  const { href } = useLanguage()
  if (posts.length === 0) return null
  return (
    <Section id="latest-posts" tone="alt" eyebrow={t('latest.eyebrow')} title={t('latest.title')} intro={t('latest.text')}>
      <div className="grid grid-3 post-grid rail">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} image={images[post.featuredImage]} headingLevel={3} />
        ))}
      </div>
      <p style={{ textAlign: 'center', marginTop: '2rem' }}>
        <a className="button button-secondary" href={href('/blog')}>
          {t('latest.all')}
        </a>
      </p>
    </Section>
  )
}
