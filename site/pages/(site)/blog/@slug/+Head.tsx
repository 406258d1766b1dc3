import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { postPath } from '#shared/content/routes.ts'
import { JsonLd } from '../../../../components/json-ld.tsx'
import { blogPostingJsonLd } from '../../../../seo/json-ld.ts'
import type { BlogPostData } from './+data.ts'

export default function Head() {
  const { post, meta } = useData<BlogPostData>()
  const { publicUrl, studio } = usePageContext()
  const url = `${publicUrl}${postPath(post)}`
  return (
    <>
      <meta property="article:published_time" content={post.publishedAt ?? post.createdAt} />
      <meta property="article:modified_time" content={post.updatedAt} />
      <meta property="article:section" content={post.category} />
      <JsonLd data={blogPostingJsonLd(post, studio, url, publicUrl, meta.image)} />
    </>
  )
}
