import './pages.css'
import { useNavigate } from 'react-router-dom'
import { PAGE_CONTENT_IDS, type PageContentId } from '#shared/schema/page-content.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { sectionPath } from '../console/console-paths.ts'
import { NotFound } from '../console/not-found.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useResource } from '../ui/use-resource.ts'
import { PageEditor } from './page-editor.tsx'
import { PageList } from './page-list.tsx'

/**
 * The content issue: Pages, the words of every public page in English and Spanish (every staff role, as Blog Posts).
 * The list at `/pages`; a page's editor replaces it at `/pages/<id>`.
 */
export function PagesSection() {
  const { screen } = useConsole()
  return screen.kind === 'page' ? <PageEditorScreen key={screen.id} id={screen.id} /> : <PageList />
}

const isPageId = (id: string): id is PageContentId => (PAGE_CONTENT_IDS as readonly string[]).includes(id)

function PageEditorScreen({ id }: { id: string }) {
  const navigate = useNavigate()
  if (!isPageId(id)) {
    return (
      <NotFound
        title="There is no such page"
        message="The address may be mistyped. Every page the site has is in the list."
        actionLabel="All pages"
        onAction={() => navigate(sectionPath('pages'))}
      />
    )
  }
  return <LoadedPageEditor id={id} />
}

/** The editor once the page has loaded: loaded once, so what is typed is never reset by a later answer. */
function LoadedPageEditor({ id }: { id: PageContentId }) {
  const { api } = useAdmin()
  const page = useResource(() => api.getPage(id))
  if (!page.data) return <ResourceState resource={page} words={{ loading: 'Loading the page...', loadError: 'Could not load the page' }} />
  return <PageEditor page={page.data} />
}
