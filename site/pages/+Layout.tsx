import '../styles/site.css'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { Breadcrumbs } from '../components/breadcrumbs.tsx'
import { FloatingCta } from '../components/floating-cta.tsx'
import { SiteFooter } from '../components/site-footer.tsx'
import { SiteHeader } from '../components/site-header.tsx'
import { ToastViewport } from '../components/toast.tsx'

export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext()
  // The admin console brings its own frame.
  if (urlPathname.startsWith('/admin')) return <>{children}</>
  return <SiteLayout>{children}</SiteLayout>
}

function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  // Rendered to HTML only: the browser never runs React here (site/client/enhance.ts adds the behaviours).
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <Breadcrumbs />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <FloatingCta />
      <ToastViewport />
    </>
  )
}
