import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import type { Language } from '../../../shared/schema/common.ts'
import type { PublicPost } from '../../../shared/schema/post.ts'
import { PageHero } from '../../components/page-hero.tsx'
import { PostCard, PostCardPlaceholders } from '../../components/post-card.tsx'
import { StudioArt } from '../../components/art.tsx'
import type { BlogListData } from './+data.ts'

type LanguageFilter = 'all' | Language

/**
 * SPEC §4: with an empty search box, posts are filtered in the browser by category and language; a non-empty
 * search asks the server (/api/blog/search) and ignores the filters.
 */
export default function Page() {
  const { t } = useTranslation('blog')
  const { posts, categories } = useData<BlogListData>()
  const [category, setCategory] = useState<string | null>(null)
  const [language, setLanguage] = useState<LanguageFilter>('all')
  const [query, setQuery] = useState('')
  const [search, setSearch] = useState<{ query: string; results: PublicPost[] | null; failed: boolean } | null>(null)
  const searchInput = useRef<HTMLInputElement>(null)

  // Only a search typed and submitted, never a stale one, fills the results.
  useEffect(() => {
    if (!search || search.results !== null || search.failed) return
    const controller = new AbortController()
    fetch(`/api/blog/search?q=${encodeURIComponent(search.query)}`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error('Failed to search posts')
        const results = (await response.json()) as PublicPost[]
        setSearch((current) => (current?.query === search.query ? { ...current, results } : current))
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setSearch((current) => (current ? { ...current, failed: true } : current))
      })
    return () => controller.abort()
  }, [search])

  // Searching as the visitor types, once they pause.
  useEffect(() => {
    const trimmed = query.trim()
    if (!trimmed || trimmed === search?.query) return
    const timer = setTimeout(() => setSearch({ query: trimmed, results: null, failed: false }), 350)
    return () => clearTimeout(timer)
  }, [query, search?.query])

  const filtered = useMemo(
    () => posts.filter((post) => (category === null || post.category === category) && (language === 'all' || post.language === language)),
    [posts, category, language],
  )

  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = query.trim()
    if (trimmed !== search?.query) setSearch(trimmed ? { query: trimmed, results: null, failed: false } : null)
  }

  function clearSearch() {
    setQuery('')
    setSearch(null)
    searchInput.current?.focus()
  }

  const showing = search ? search.results : filtered
  const languages: Array<[LanguageFilter, string]> = [
    ['all', t('allLanguages')],
    ['en', t('english')],
    ['es', t('spanish')],
  ]

  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} text={t('description')} art={<StudioArt />} />
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
            <>
              <div className="blog-toolbar">
                <form className="search-form" role="search" onSubmit={submit}>
                  <label htmlFor="blog-search" className="visually-hidden">
                    {t('searchLabel')}
                  </label>
                  <input
                    id="blog-search"
                    ref={searchInput}
                    type="search"
                    value={query}
                    placeholder={t('searchPlaceholder')}
                    onChange={(event) => {
                      setQuery(event.target.value)
                      if (!event.target.value.trim()) setSearch(null)
                    }}
                    maxLength={200}
                  />
                  <button type="submit" className="button button-primary button-small">
                    {t('searchButton')}
                  </button>
                </form>
                {!search && (
                  <>
                    <fieldset className="filter-group">
                      <legend>{t('categoryLabel')}</legend>
                      <button type="button" className="chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
                        {t('allCategories')}
                      </button>
                      {categories.map((item) => (
                        <button key={item.slug} type="button" className="chip" aria-pressed={category === item.name} onClick={() => setCategory(item.name)}>
                          {item.name}
                        </button>
                      ))}
                    </fieldset>
                    <fieldset className="filter-group">
                      <legend>{t('languageLabel')}</legend>
                      {languages.map(([value, label]) => (
                        <button key={value} type="button" className="chip" aria-pressed={language === value} onClick={() => setLanguage(value)}>
                          {label}
                        </button>
                      ))}
                    </fieldset>
                  </>
                )}
              </div>
              <p className="visually-hidden" role="status">
                {showing ? t('resultsCount', { count: showing.length }) : t('loading')}
              </p>
              {search?.failed ? (
                <div className="empty-state">
                  <p>{t('searchError')}</p>
                  <button type="button" className="button button-secondary" onClick={clearSearch}>
                    {t('clearSearch')}
                  </button>
                </div>
              ) : showing === null ? (
                <PostCardPlaceholders />
              ) : showing.length === 0 ? (
                <div className="empty-state">
                  <h3>{t('noResults')}</h3>
                  <p>{search ? t('noResultsFor', { query: search.query }) : t('noResultsFilters')}</p>
                  {search && (
                    <button type="button" className="button button-secondary" onClick={clearSearch}>
                      {t('clearSearch')}
                    </button>
                  )}
                </div>
              ) : (
                <div className="grid grid-3 post-grid">
                  {showing.map((post) => (
                    <PostCard key={post.id} post={post} headingLevel={3} />
                  ))}
                </div>
              )}
            </>
          )}
        </div>
      </section>
    </>
  )
}
