import type { AnchorHTMLAttributes } from 'react'
import { useLanguage } from '../i18n/use-language.ts'

/** A link to a page of this site, in the current page's language. */
export function LocalLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { href: localize } = useLanguage()
  return <a href={localize(href)} {...props} />
}
