import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { localizedPath } from '#shared/content/routes.ts'
import type { PageContentSummary } from '#shared/schema/page-content.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { pagePath } from '../console/console-paths.ts'
import { formatDateTime } from '../ui/format.ts'
import { ResourceState } from '../ui/list-state.tsx'
import { TableHead } from '../ui/table-head.tsx'
import { useResource } from '../ui/use-resource.ts'
import { AddedPageList } from './added-page-list.tsx'
import { LiveLink, pageLinkId } from './page-links.tsx'

/** What an editor hands back when it goes to the list: the page it showed (whose link takes the focus again), or deleted. */
export interface PageListState {
  edited?: string
  deleted?: string
}

/** The header and footer's words are on every page: they have no address of their own. */
const EVERY_PAGE = 'site'

/**
 * Every public page whose words the studio edits: its name (opens the editor), its addresses on the site (each opens
 * the live page in a new tab), when and by whom it was last saved, and whether it still has the starter words. Below
 * them, for the owner, the pages they added.
 */
export function PageList() {
  const { api } = useAdmin()
  const { user } = useConsole()
  const { t } = useTranslation('pages')
  const pages = useResource(() => api.listPages())
  const location = useLocation()
  const edited = (location.state as PageListState | null)?.edited

  // Back from a page's editor: focus returns to that page's link, where the person was.
  useEffect(() => {
    if (edited && pages.data) document.getElementById(pageLinkId(edited))?.focus()
  }, [edited, pages.data])

  return (
    <div className="adm-stack">
      <p className="adm-hint adm-pages-intro">{t('list.intro')}</p>
      <ResourceState resource={pages} words={{ loading: t('list.loading'), loadError: t('list.loadError'), empty: t('list.empty') }}>
        <div className="adm-table-wrap">
          <table className="adm-table adm-pages-table">
            <caption className="visually-hidden">{t('list.caption')}</caption>
            <TableHead columns={[t('list.page'), t('list.address'), t('list.lastSaved')]} />
            <tbody>
              {pages.data?.map((page) => (
                <PageRow key={page.id} page={page} />
              ))}
            </tbody>
          </table>
        </div>
      </ResourceState>
      {user.role === 'owner' && <AddedPageList />}
    </div>
  )
}

function PageRow({ page }: { page: PageContentSummary }) {
  const { t } = useTranslation('pages')
  return (
    <tr>
      <th scope="row" className="adm-table__title">
        <Link id={pageLinkId(page.id)} to={pagePath(page.id)} className="adm-link-button">
          {page.label}
          <span className="visually-hidden">{t('list.edit')}</span>
        </Link>
        {page.starter && <span className="adm-badge adm-badge--draft adm-pages-table__badge">{t('list.starter')}</span>}
      </th>
      <td>
        {page.id === EVERY_PAGE ? (
          <span className="adm-muted">{t('list.everyPage')}</span>
        ) : (
          <span className="adm-pages-table__addresses">
            <LiveLink label={page.label} path={localizedPath(page.path, 'en')} language="en" />
            <LiveLink label={page.label} path={localizedPath(page.path, 'es')} language="es" />
          </span>
        )}
      </td>
      <td className="adm-pages-table__saved">
        <span className="adm-pages-table__saved-label">{t('list.lastSavedLabel')}</span>
        {formatDateTime(page.updatedAt)}
        {page.updatedBy && <span className="adm-muted">{t('list.by', { name: page.updatedBy.name })}</span>}
      </td>
    </tr>
  )
}
