import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { BLOG_PAGE_SIZE, type BlogLanguage, type BlogView, blogViewPath, pagerPages, parseBlogView, samePath } from '#shared/content/blog-views.ts'
import { cardImages } from '../../../content/post-images.ts'
import type { MetaDetail } from '../../../seo/page-meta.ts'
import type { PageTwins } from '../../../seo/page-twins.ts'

/**
 * The blog list, one page of it: the view its path names (shared/content/blog-views.ts), its posts
 * and their uploaded covers, how many there are, and the links of the chips and the pager.
 */
export function data(pageContext: PageContextServer) {
  const { blog, language: pageLanguage } = pageContext
  const asked = parseBlogView(pageContext.urlPathname)
  if (!asked || !blog) throw render(404)
  const categories = blog.categories()
  const category = asked.category ? categories.find((item) => item.slug === asked.category) : undefined
  if (asked.category && !category) throw render(404)

  // The page's own language unless the blog has nothing in it yet: then every post.
  const ownLanguage: BlogLanguage = blog.list({ language: pageLanguage, offset: 0, limit: 0 }).total > 0 ? pageLanguage : 'all'
  const language = asked.query ? 'all' : (asked.language ?? ownLanguage)
  const view: BlogView = { ...asked, language: asked.query ? undefined : language }
  const path = (change: Partial<BlogView>) => blogViewPath({ ...view, ...change }, pageLanguage, ownLanguage)
  const canonical = path({})
  if (!samePath(canonical, pageContext.urlOriginal.split('?')[0]!)) throw redirect(canonical, 301)

  const { posts, total } = blog.list({
    query: view.query,
    category: category?.name,
    language: language === 'all' ? undefined : language,
    offset: (view.page - 1) * BLOG_PAGE_SIZE,
    limit: BLOG_PAGE_SIZE,
  })
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE))
  if (view.page > pages) throw render(404)

  // Page 1 of the page language's list (all categories or one) has its twin in the other language's blog; every
  // other view exists in its own language only (no hreflang; the language switcher offers the other blog).
  const hasTwin = view.page === 1 && !view.query && language === ownLanguage
  const twins: PageTwins | undefined = hasTwin ? undefined : { [pageLanguage]: canonical }
  return {
    posts,
    images: cardImages(pageContext.media, posts),
    /** Each chip with its address in this list: choosing one goes back to page 1. */
    categories: [
      { name: null, href: path({ category: undefined, page: 1 }), current: view.category === undefined },
      ...categories.map(({ name, slug }) => ({ name, href: path({ category: slug, page: 1 }), current: slug === view.category })),
    ],
    languages: (['all', 'en', 'es'] as const).map((value) => ({ value, href: path({ language: value, page: 1 }), current: value === language })),
    query: view.query ?? null,
    total,
    /** False while the blog has no published post at all: 'Coming Soon'. */
    anyPosts: ownLanguage !== 'all' || blog.list({ offset: 0, limit: 0 }).total > 0,
    /** The pager: its pages (null for a gap) and the previous and next pages' addresses (also the head's rel links). */
    pager: {
      page: view.page,
      count: pages,
      pages: pagerPages(view.page, pages).map((page) => (page === null ? null : { page, href: path({ page }) })),
      prev: view.page > 1 ? path({ page: view.page - 1 }) : null,
      next: view.page < pages ? path({ page: view.page + 1 }) : null,
    },
    /** Where "Clear Search" leads: this language's list. */
    listHref: blogViewPath({ page: 1 }, pageLanguage, ownLanguage),
    /** A chosen view (a category, a search, a later page) opens on its results: a short header, not the blog's hero. */
    compactHero: !samePath(canonical, blogViewPath({ page: 1 }, pageLanguage, ownLanguage)),
    twins,
    /** Every view is one crumb under the blog (site/seo/breadcrumb-trail.ts). */
    trailParent: '/blog',
    /** The title names the view (site/seo/page-meta.ts); search results are not for search engines. */
    metaDetail: {
      parts: [
        view.query && ['view.search', { query: view.query }],
        category && ['view.category', { category: (pageLanguage === 'es' && category.nameEs) || category.name }],
        view.language !== ownLanguage && view.language && [`view.language.${view.language}`, {}],
        view.page > 1 && ['view.page', { page: view.page }],
      ].filter((part) => !!part) as MetaDetail['parts'],
      noindex: view.query !== undefined,
    } satisfies MetaDetail,
  }
}

export type BlogListData = ReturnType<typeof data>
