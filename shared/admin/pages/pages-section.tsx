import './pages.css'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PAGE_CONTENT_IDS, type PageContentId } from '#shared/schema/page-content.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { sectionPath } from '../console/console-paths.ts'
import { NotFound } from '../console/not-found.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useResource } from '../ui/use-resource.ts'
import { AddedPageEditor } from './added-page-editor.tsx'
import { PageEditor } from './page-editor.tsx'
import { PageList } from './page-list.tsx'

/**
 * The content issue: Pages, the words of every public page in English and Spanish (every staff role, as Blog Posts),
 * and the pages the owner adds, made of sections (the owner's alone). The list at `/pages`; a page's editor replaces
 * it at `/pages/<id>`: a spec page's id (`home`), else an added page's.
 */
export function PagesSection() {
  const { screen } = useConsole()
  return screen.kind === 'page' ? <PageEditorScreen key={screen.id} id={screen.id} /> : <PageList />
}

const isPageId = (id: string): id is PageContentId => (PAGE_CONTENT_IDS as readonly string[]).includes(id)

function PageEditorScreen({ id }: { id: string }) {
  const { user } = useConsole()
  if (isPageId(id)) return <LoadedPageEditor id={id} />
  if (user.role === 'owner') return <LoadedAddedPageEditor id={id} />
  return <NoSuchPage />
}

function NoSuchPage() {
  const navigate = useNavigate()
  const { t } = useTranslation('pages')
  return (
    <NotFound title={t('missing.title')} message={t('missing.message')} actionLabel={t('missing.action')} onAction={() => navigate(sectionPath('pages'))} />
  )
}

/** The editor once the page has loaded: loaded once, so what is typed is never reset by a later answer. */
function LoadedPageEditor({ id }: { id: PageContentId }) {
  const { api } = useAdmin()
  const { t } = useTranslation('pages')
  const page = useResource(() => api.getPage(id))
  const services = useResource(() => api.listServices())
  if (!page.data) return <ResourceState resource={page} words={{ loading: t('editor.loading'), loadError: t('editor.loadError') }} />
  return <PageEditor page={page.data} services={services.data} />
}

/** An added page's editor, with the studio's services for the sections that show one (they may arrive later). */
function LoadedAddedPageEditor({ id }: { id: string }) {
  const { api } = useAdmin()
  const { t } = useTranslation('pages')
  const pages = useResource(() => api.listAddedPages())
  const services = useResource(() => api.listServices())
  if (!pages.data) return <ResourceState resource={pages} words={{ loading: t('editor.loading'), loadError: t('editor.loadError') }} />
  const page = pages.data.find((candidate) => candidate.id === id)
  if (!page) return <NoSuchPage />
  return <AddedPageEditor page={page} services={services.data} />
}
