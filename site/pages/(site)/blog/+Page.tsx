import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import { PageHero } from '../../../components/page-hero.tsx'
import { PostCard, PostCardPlaceholders } from '../../../components/post-card.tsx'
import { JournalArt } from '../../../components/art.tsx'
import { useLanguage } from '../../../i18n/use-language.ts'
import { useCategoryName } from '../../../components/category-names.ts'
import type { BlogListData } from './+data.ts'
import '../../../styles/filters.css'
import './blog.css'

/**
 * SPEC §4 blog list: every published post as a card, those of the page's language shown first (issue 14), with the
 * search box and the category and language filters that site/client/blog-list.ts brings to life. The parts it swaps in (`data-blog-part`) are all rendered here, the
 * ones not shown at first `hidden`, with their strings in data attributes.
 */
export default function Page() {
  const { t } = useTranslation('blog')
  const { posts, images, categories } = useData<BlogListData>()
  const { language: pageLanguage } = useLanguage()
  const categoryName = useCategoryName()
  // Issue 14: the page's own language first (the filter still offers all), unless it has no post in that language.
  const shownLanguage = posts.some((post) => post.language === pageLanguage) ? pageLanguage : 'all'
  const shown = (post: (typeof posts)[number]) => shownLanguage === 'all' || post.language === shownLanguage
  const languages = [
    ['all', t('allLanguages')],
    ['en', t('english')],
    ['es', t('spanish')],
  ] as const

  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} text={t('description')} art={<JournalArt />} />
      <section className="section section-tight" aria-labelledby="articles-title">
        <div className="container">
          <h2 id="articles-title" className="visually-hidden">
            {t('title')}
          </h2>
          {posts.length === 0 ? (
            <div className="empty-state">
              <h3>{t('comingSoon')}</h3>
              <p>{t('comingSoonText')}</p>
            </div>
          ) : (
            <div data-blog-list data-language={shownLanguage}>
              <div className="blog-toolbar">
                <form className="search-form" role="search">
                  <label htmlFor="blog-search" className="visually-hidden">
                    {t('searchLabel')}
                  </label>
                  <input id="blog-search" type="search" placeholder={t('searchPlaceholder')} maxLength={200} />
                  <button type="submit" className="button button-primary button-small">
                    {t('searchButton')}
                  </button>
                </form>
                <div className="blog-filters" data-blog-part="filters">
                  <fieldset className="filter-group">
                    <legend>{t('categoryLabel')}</legend>
                    <button type="button" className="chip" aria-pressed="true" data-filter="category" data-value="">
                      {t('allCategories')}
                    </button>
                    {categories.map((item) => (
                      <button key={item.slug} type="button" className="chip" aria-pressed="false" data-filter="category" data-value={item.name}>
                        {categoryName(item.name)}
                      </button>
                    ))}
                  </fieldset>
                  <fieldset className="filter-group">
                    <legend>{t('languageLabel')}</legend>
                    {languages.map(([value, label]) => (
                      <button key={value} type="button" className="chip" aria-pressed={value === shownLanguage} data-filter="language" data-value={value}>
                        {label}
                      </button>
                    ))}
                  </fieldset>
                </div>
              </div>
              <p
                className="visually-hidden"
                role="status"
                data-blog-part="status"
                data-results-one={t('resultsCount_one', { count: '{{count}}' })}
                data-results-other={t('resultsCount_other', { count: '{{count}}' })}
                data-loading={t('loading')}
              >
                {t('resultsCount', { count: posts.filter(shown).length })}
              </p>
              <div data-blog-part="results">
                <div className="grid grid-3 post-grid" data-blog-part="posts">
                  {posts.map((post) => (
                    <PostCard key={post.id} post={post} image={images[post.featuredImage]} headingLevel={3} hidden={!shown(post)} />
                  ))}
                </div>
                <PostCardPlaceholders hidden />
                <div className="empty-state" data-blog-part="empty" data-no-results-for={t('noResultsFor', { query: '{{query}}' })} data-no-results-filters={t('noResultsFilters')} hidden>
                  <h3>{t('noResults')}</h3>
                  <p />
                  <button type="button" className="button button-secondary" data-clear-search>
                    {t('clearSearch')}
                  </button>
                </div>
                <div className="empty-state" data-blog-part="error" hidden>
                  <p>{t('searchError')}</p>
                  <button type="button" className="button button-secondary" data-clear-search>
                    {t('clearSearch')}
                  </button>
                </div>
              </div>
            </div>
          )}
        </div>
      </section>
    </>
  )
}
