import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/playfair-display/latin-600.css'
import '../styles/site.css'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { Breadcrumbs } from '../components/breadcrumbs.tsx'
import { FloatingCta } from '../components/floating-cta.tsx'
import { preferredPath } from '../components/language-preference.ts'
import { SiteFooter } from '../components/site-footer.tsx'
import { SiteHeader } from '../components/site-header.tsx'
import { ToastProvider } from '../components/toast.tsx'

export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext()
  // The admin console brings its own frame.
  if (urlPathname.startsWith('/admin')) return <>{children}</>
  return <SiteLayout>{children}</SiteLayout>
}

function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  const { urlOriginal } = usePageContext()

  // SPEC §1 detection order: stored choice, then browser language, then the page's own.
  useEffect(() => {
    // Lets tests (and anyone curious) know the page has become interactive.
    document.documentElement.dataset.hydrated = 'true'
    const target = preferredPath(window.location.pathname, navigator.languages ?? [navigator.language])
    if (target) window.location.replace(target + window.location.search + window.location.hash)
  }, [])

  return (
    <ToastProvider>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <Breadcrumbs />
      <main id="main" tabIndex={-1} key={urlOriginal}>
        {children}
      </main>
      <SiteFooter />
      <FloatingCta />
    </ToastProvider>
  )
}
