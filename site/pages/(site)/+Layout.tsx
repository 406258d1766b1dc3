import '../../styles/site.css'
import '../../styles/phone-first.css'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { drawsOwnParts } from '#shared/content/page-parts.ts'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { FloatingCta } from '../../components/floating-cta.tsx'
import { PageBody } from '../../components/sections/page-body.tsx'
import { SiteFooter } from '../../components/site-footer.tsx'
import { SiteHeader } from '../../components/site-header.tsx'
import { ToastViewport } from '../../components/toast.tsx'

// The public site's frame only: the admin console, outside this folder, brings its own (and loads none of this).
export default function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  const { bodyPage } = usePageContext()
  // Rendered to HTML only: the browser never runs React here (site/client/enhance.ts adds the behaviours).
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <Breadcrumbs />
      <main id="main" tabIndex={-1}>
        {/* A page not drawn in parts is one, with the owner's sections before or after it (shared/content/page-parts.ts). */}
        {bodyPage && !drawsOwnParts(bodyPage) ? <PageBody page={bodyPage} parts={{ content: () => children }} /> : children}
      </main>
      <SiteFooter />
      <FloatingCta />
      <ToastViewport />
    </>
  )
}
