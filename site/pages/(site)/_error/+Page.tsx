import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { useLanguage } from '../../../i18n/use-language.ts'

/** A blog post that does not exist: 'Article Not Found' with a way back to the blog (SPEC §2, §8). */
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

/** SPEC §2: any other path shows '404 Page Not Found' with a developer-style hint. */
export default function Page() {
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const { urlPathname, abortReason } = usePageContext()
  if (abortReason === 'post-not-found') return <ArticleNotFound />
  return (
    <section className="section not-found">
      <div className="narrow">
        <p className="eyebrow">404</p>
        <h1>{t('notFound.title')}</h1>
        <p className="lead">{t('notFound.text')}</p>
        <p>
          <code>
            {t('notFound.hint')} ({urlPathname})
          </code>
        </p>
        <div className="button-row" style={{ justifyContent: 'center', marginTop: '2rem' }}>
          <a className="button button-primary" href={href('/')}>
            {t('notFound.home')}
          </a>
          <a className="button button-secondary" href={href('/services')}>
            {t('notFound.services')}
          </a>
        </div>
      </div>
    </section>
  )
}
