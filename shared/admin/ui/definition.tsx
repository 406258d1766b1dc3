import type { ReactNode } from 'react'

/** One term of a definition list (`<dl>`) and its value; `className` is the value's. */
export function Definition({ term, className, children }: { term: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  )
}
