import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { localizedPath } from '#shared/content/routes.ts'
import type { PageContentSummary } from '#shared/schema/page-content.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { pagePath } from '../console/console-paths.ts'
import { formatDateTime } from '../ui/format.ts'
import { ExternalIcon } from '../ui/icons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { TableHead } from '../ui/table-head.tsx'
import { useResource } from '../ui/use-resource.ts'

/** What the editor hands back when it goes to the list: the page it showed, whose link takes the focus again. */
export interface PageListState {
  edited?: string
}

/** The header and footer's words are on every page: they have no address of their own. */
const EVERY_PAGE = 'site'

/** The element id of a page's link in the list. */
export const pageLinkId = (id: string) => `adm-page-link-${id}`

/**
 * Every public page whose words the studio edits: its name (opens the editor), its addresses on the site (each opens
 * the live page in a new tab), when and by whom it was last saved, and whether it still has the starter words.
 */
export function PageList() {
  const { api } = useAdmin()
  const pages = useResource(() => api.listPages())
  const location = useLocation()
  const edited = (location.state as PageListState | null)?.edited

  // Back from a page's editor: focus returns to that page's link, where the person was.
  useEffect(() => {
    if (edited && pages.data) document.getElementById(pageLinkId(edited))?.focus()
  }, [edited, pages.data])

  return (
    <div className="adm-stack">
      <p className="adm-hint adm-pages-intro">
        The words of each page of the website, in English and Spanish. Facts such as the phone number, the address and the prices come from Settings, so they
        are the same on every page.
      </p>
      <ResourceState resource={pages} words={{ loading: 'Loading pages...', loadError: 'Could not load the pages', empty: 'No pages' }}>
        <div className="adm-table-wrap">
          <table className="adm-table adm-pages-table">
            <caption className="visually-hidden">Pages of the website</caption>
            <TableHead columns={['Page', 'Address on the site', 'Last saved']} />
            <tbody>
              {pages.data?.map((page) => (
                <PageRow key={page.id} page={page} />
              ))}
            </tbody>
          </table>
        </div>
      </ResourceState>
    </div>
  )
}

function PageRow({ page }: { page: PageContentSummary }) {
  return (
    <tr>
      <th scope="row" className="adm-table__title">
        <Link id={pageLinkId(page.id)} to={pagePath(page.id)} className="adm-link-button">
          {page.label}
          <span className="visually-hidden"> (edit)</span>
        </Link>
        {page.starter && <span className="adm-badge adm-badge--draft adm-pages-table__badge">Starter text</span>}
      </th>
      <td>
        {page.id === EVERY_PAGE ? (
          <span className="adm-muted">On every page</span>
        ) : (
          <span className="adm-pages-table__addresses">
            <LiveLink label={page.label} path={localizedPath(page.path, 'en')} language="English" />
            <LiveLink label={page.label} path={localizedPath(page.path, 'es')} language="Spanish" />
          </span>
        )}
      </td>
      <td className="adm-pages-table__saved">
        <span className="adm-pages-table__saved-label">Last saved </span>
        {formatDateTime(page.updatedAt)}
        {page.updatedBy && <span className="adm-muted"> by {page.updatedBy.name}</span>}
      </td>
    </tr>
  )
}

function LiveLink({ label, path, language }: { label: string; path: string; language: string }) {
  const { siteUrl } = useAdmin()
  return (
    <a className="adm-pages-table__address" href={`${siteUrl.replace(/\/+$/, '')}${path}`} target="_blank" rel="noopener noreferrer">
      <span className="adm-mono">{path}</span>
      <ExternalIcon width={14} height={14} />
      <span className="visually-hidden">
        {' '}
        ({label} in {language}, opens the live page in a new tab)
      </span>
    </a>
  )
}
