import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import type { AddedPage } from '#shared/schema/page-sections.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { pagePath } from '../console/console-paths.ts'
import { PlusIcon } from '../ui/icons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { TableHead } from '../ui/table-head.tsx'
import { useToast } from '../ui/toast.tsx'
import { useResource } from '../ui/use-resource.ts'
import { AddPageDialog } from './add-page-dialog.tsx'
import { PAGE_LANGUAGES, addedPagePath } from './added-page-values.ts'
import { LiveLink, pageLinkId } from './page-links.tsx'
import type { PageListState } from './page-list.tsx'

/**
 * The pages the owner added (About, Gift cards…): each one's title (opens its editor), its addresses, whether visitors
 * see it, and whether the menu and the footer link it; "Add a page" asks for its titles and opens its editor.
 */
export function AddedPageList() {
  const { api } = useAdmin()
  const { t, i18n } = useTranslation('pages')
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const pages = useResource(() => api.listAddedPages())
  const [adding, setAdding] = useState(false)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const state = location.state as PageListState | null

  // Back from an added page's editor: its link takes the focus; after a delete, this list's heading.
  useEffect(() => {
    if (!pages.data) return
    if (state?.edited) document.getElementById(pageLinkId(state.edited))?.focus()
    else if (state?.deleted) heading.current?.focus()
  }, [state, pages.data])

  function added(page: AddedPage) {
    setAdding(false)
    toast({ title: t('add.done'), description: t('add.doneDetail') })
    navigate(pagePath(page.id))
  }

  const language = i18n.language === 'es' ? 'es' : 'en'
  return (
    <section className="adm-stack adm-added-pages" aria-labelledby={headingId}>
      <div className="adm-added-pages__head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="adm-section-title">
          {t('added.title')}
        </h2>
        <button type="button" className="adm-button adm-button--primary adm-button--small" onClick={() => setAdding(true)}>
          <PlusIcon /> {t('added.add')}
        </button>
      </div>
      <p className="adm-hint adm-pages-intro">{t('added.intro')}</p>
      <ResourceState
        resource={pages}
        words={{ loading: t('added.loading'), loadError: t('added.loadError'), empty: t('added.empty'), emptyDetail: t('added.emptyDetail') }}
      >
        <div className="adm-table-wrap">
          <table className="adm-table adm-pages-table">
            <caption className="visually-hidden">{t('added.caption')}</caption>
            <TableHead columns={[t('list.page'), t('list.address'), t('added.status'), t('added.linked')]} />
            <tbody>
              {pages.data?.map((page) => {
                const title = page.title[language] || page.title.en
                const linked = page.inMenu && page.inFooter ? 'both' : page.inMenu ? 'menu' : page.inFooter ? 'footer' : 'none'
                return (
                  <tr key={page.id}>
                    <th scope="row" className="adm-table__title">
                      <Link id={pageLinkId(page.id)} to={pagePath(page.id)} className="adm-link-button">
                        {title}
                        <span className="visually-hidden">{t('list.edit')}</span>
                      </Link>
                    </th>
                    <td>
                      <span className="adm-pages-table__addresses">
                        {PAGE_LANGUAGES.map((choice) =>
                          page.published ? (
                            <LiveLink key={choice} label={title} path={addedPagePath(page.slug[choice], choice)} language={choice} />
                          ) : (
                            // A draft's address answers 404 to visitors: nothing to open yet.
                            <span key={choice} className="adm-mono adm-pages-table__address">
                              {addedPagePath(page.slug[choice], choice)}
                            </span>
                          ),
                        )}
                      </span>
                    </td>
                    <td>
                      <span className={`adm-badge ${page.published ? 'adm-badge--published' : 'adm-badge--draft'}`}>
                        {t(page.published ? 'list.published' : 'list.draft')}
                      </span>
                    </td>
                    <td className={linked === 'none' ? 'adm-muted' : undefined}>{t(`added.linkedFrom.${linked}`)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </ResourceState>
      {adding && <AddPageDialog onAdded={added} onClose={() => setAdding(false)} />}
    </section>
  )
}
