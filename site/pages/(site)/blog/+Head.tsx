import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import type { BlogListData } from './+data.ts'

/**
 * The list's neighbouring pages for crawlers. Posts under /blog inherit this head and have no pager.
 */
export default function Head() {
  const { pager } = useData<Partial<BlogListData> | undefined>() ?? {}
  const { publicUrl } = usePageContext()
  if (!pager) return null
  return (
    <>
      {pager.prev && <link rel="prev" href={`${publicUrl}${pager.prev}`} />}
      {pager.next && <link rel="next" href={`${publicUrl}${pager.next}`} />}
    </>
  )
}
