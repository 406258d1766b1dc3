import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import { localizedPath } from '#shared/content/routes.ts'
import { PageHero } from '../../../components/page-hero.tsx'
import { PostCard, PostCardPlaceholders } from '../../../components/post-card.tsx'
import { JournalArt } from '../../../components/art.tsx'
import { useLanguage } from '../../../i18n/use-language.ts'
import { useCategoryName } from '../../../components/category-names.ts'
import type { BlogListData } from './+data.ts'
import '../../../styles/filters.css'
import './blog.css'

const LANGUAGE_LABEL = { all: 'allLanguages', en: 'english', es: 'spanish' } as const

/** One row of chips (the categories, the languages), named by its legend. */
function FilterGroup({ id, legend, children }: { id: string; legend: string; children: ReactNode }) {
  return (
    <div className="filter-group" role="group" aria-labelledby={id}>
      <span id={id} className="filter-legend">
        {legend}
      </span>
      {children}
    </div>
  )
}

/**
 * The blog list, one page of one view: the search box, the category and language chips (links to
 * their views), twelve cards and the pager. Everything works as plain links and a form; site/client/blog-list.ts
 * adds search as you type, with the placeholders while the results load.
 */
export default function Page() {
  const { t } = useTranslation('blog')
  const data = useData<BlogListData>()
  const { language } = useLanguage()
  const categoryName = useCategoryName()
  const searching = data.query !== null

  return (
    <>
      {data.compactHero ? (
        <PageHero compact eyebrow={t('eyebrow')} title={t('title')} />
      ) : (
        <PageHero eyebrow={t('eyebrow')} title={t('title')} text={t('description')} art={<JournalArt />} />
      )}
      <section className="section section-tight" aria-labelledby="articles-title">
        <div className="container">
          <h2 id="articles-title" className="visually-hidden">
            {t('title')}
          </h2>
          {!data.anyPosts ? (
            <div className="empty-state">
              <h3>{t('comingSoon')}</h3>
              <p>{t('comingSoonText')}</p>
            </div>
          ) : (
            <div data-blog-list data-list-href={data.listHref} data-search-href={localizedPath('/blog/search', language)}>
              <div className="blog-toolbar">
                <form className="search-form" role="search" action={localizedPath('/blog/search', language)} method="get">
                  <label htmlFor="blog-search" className="visually-hidden">
                    {t('searchLabel')}
                  </label>
                  <input id="blog-search" name="q" type="search" placeholder={t('searchPlaceholder')} maxLength={200} defaultValue={data.query ?? undefined} />
                  <button type="submit" className="button button-primary button-small">
                    {t('searchButton')}
                  </button>
                </form>
                <nav className="blog-filters" aria-label={t('filtersLabel')} data-blog-part="filters" hidden={searching}>
                  <FilterGroup id="filter-category" legend={t('categoryLabel')}>
                    {data.categories.map((item) => (
                      <a key={item.href} className="chip" href={item.href} aria-current={item.current ? 'page' : undefined}>
                        {item.name === null ? t('allCategories') : categoryName(item.name)}
                      </a>
                    ))}
                  </FilterGroup>
                  <FilterGroup id="filter-language" legend={t('languageLabel')}>
                    {data.languages.map((item) => (
                      <a key={item.value} className="chip" href={item.href} aria-current={item.current ? 'page' : undefined}>
                        {t(LANGUAGE_LABEL[item.value])}
                      </a>
                    ))}
                  </FilterGroup>
                </nav>
              </div>
              <p className="visually-hidden" role="status" data-blog-part="status" data-loading={t('loading')}>
                {t('resultsCount', { count: data.total })}
              </p>
              <div data-blog-part="results">
                {data.posts.length > 0 ? (
                  <div className="grid grid-3 post-grid">
                    {data.posts.map((post) => (
                      <PostCard key={post.id} post={post} image={data.images[post.featuredImage]} headingLevel={3} />
                    ))}
                  </div>
                ) : (
                  <div className="empty-state">
                    <h3>{t('noResults')}</h3>
                    <p>{searching ? t('noResultsFor', { query: data.query }) : t('noResultsFilters')}</p>
                    {searching && (
                      <a className="button button-secondary" href={data.listHref} data-clear-search>
                        {t('clearSearch')}
                      </a>
                    )}
                  </div>
                )}
                <Pager pager={data.pager} />
              </div>
              <PostCardPlaceholders hidden />
              <div className="empty-state" data-blog-part="error" hidden>
                <p>{t('searchError')}</p>
                <a className="button button-secondary" href={data.listHref} data-clear-search>
                  {t('clearSearch')}
                </a>
              </div>
            </div>
          )}
        </div>
      </section>
    </>
  )
}

/** Previous, the page numbers (with gaps) and Next; nothing for a view that fits one page. */
function Pager({ pager }: { pager: BlogListData['pager'] }) {
  const { t } = useTranslation('blog')
  if (pager.count <= 1) return null
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <p className="visually-hidden">{t('pager.position', { page: pager.page, pages: pager.count })}</p>
      {pager.prev ? (
        <a className="pager-step" href={pager.prev} rel="prev">
          ← {t('pager.previous')}
        </a>
      ) : (
        <span className="pager-step" aria-hidden="true" />
      )}
      <ol className="pager-pages">
        {pager.pages.map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a href={item.href} aria-label={t('pager.page', { page: item.page })} aria-current={item.page === pager.page ? 'page' : undefined}>
                {item.page}
              </a>
            </li>
          ),
        )}
      </ol>
      {pager.next ? (
        <a className="pager-step" href={pager.next} rel="next">
          {t('pager.next')} →
        </a>
      ) : (
        <span className="pager-step" aria-hidden="true" />
      )}
    </nav>
  )
}
