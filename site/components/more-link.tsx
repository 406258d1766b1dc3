import type { ReactNode } from 'react'
import { ArrowRightIcon } from './icons.tsx'

/** A "read more" link to another page, with its arrow. */
export function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="more-link" href={href}>
      {children} <ArrowRightIcon />
    </a>
  )
}
