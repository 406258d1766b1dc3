import { useTranslation } from 'react-i18next'
import type { Language } from '#shared/schema/common.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { ExternalIcon } from '../ui/icons.tsx'

/** The element id of a page's link in the list (focus returns to it from the page's editor). */
export const pageLinkId = (id: string) => `adm-page-link-${id}`

/** A page's address on the site, opening the live page in a new tab. */
export function LiveLink({ label, path, language }: { label: string; path: string; language: Language }) {
  const { siteUrl } = useAdmin()
  const { t } = useTranslation('pages')
  return (
    <a className="adm-pages-table__address" href={`${siteUrl.replace(/\/+$/, '')}${path}`} target="_blank" rel="noopener noreferrer">
      <span className="adm-mono">{path}</span>
      <ExternalIcon width={14} height={14} />
      <span className="visually-hidden">{t('list.liveLink', { label, language: t(`languages.${language}`) })}</span>
    </a>
  )
}
