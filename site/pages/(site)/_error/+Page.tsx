import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { useLanguage } from '../../../i18n/use-language.ts'
import { BookNowLink } from '../../../components/book-now-link.tsx'

/** A blog post that does not exist: 'Article Not Found' with a way back to the blog. */
function ArticleNotFound() {
  const { t } = useTranslation('blog')
  const { href } = useLanguage()
  return (
    <section className="section not-found">
      <div className="narrow">
        <h1>{t('post.notFoundTitle')}</h1>
        <p className="lead">{t('post.notFoundText')}</p>
        <a className="button button-primary" href={href('/blog')}>
          {t('post.backToBlog')}
        </a>
      </div>
    </section>
  )
}

/** Where someone who mistyped an address most likely wanted to go. */
const POPULAR = [
  ['/services', 'allServices'],
  ['/permanent-makeup-pricing', 'pricing'],
  ['/before-after-gallery', 'gallery'],
  ['/contact', 'contact'],
] as const

/**
 * Any other path shows '404 Page Not Found': no developer hint and no second "404"; a way on
 * instead (home, booking, the most visited pages).
 */
export default function Page() {
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const { abortReason } = usePageContext()
  if (abortReason === 'post-not-found') return <ArticleNotFound />
  return (
    <section className="section not-found">
      <div className="narrow">
        <h1>{t('notFound.title')}</h1>
        <p className="lead">{t('notFound.text')}</p>
        <nav aria-labelledby="not-found-popular">
          <h2 id="not-found-popular" className="visually-hidden">
            {t('notFound.popular')}
          </h2>
          <ul className="not-found-links">
            {POPULAR.map(([path, key]) => (
              <li key={path}>
                <a href={href(path)}>{t(`nav.${key}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="button-row" style={{ justifyContent: 'center', marginTop: '2rem' }}>
          <BookNowLink className="button button-primary">{t('nav.book')}</BookNowLink>
          <a className="button button-secondary" href={href('/')}>
            {t('notFound.home')}
          </a>
        </div>
      </div>
    </section>
  )
}
