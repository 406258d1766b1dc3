import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { pageTrail } from '../seo/breadcrumb-trail.ts'

/** Hidden on the home page (only Home). The last crumb is the current page. */
export function Breadcrumbs() {
  const { t } = useTranslation('common')
  const pageContext = usePageContext()
  const trail = pageTrail(pageContext, t)
  if (trail.length < 2 || pageContext.is404) return null
  return (
    <nav className="breadcrumbs container" aria-label={t('breadcrumbs.label')}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.href}>{index === trail.length - 1 ? <span aria-current="page">{crumb.label}</span> : <a href={crumb.href}>{crumb.label}</a>}</li>
        ))}
      </ol>
    </nav>
  )
}
