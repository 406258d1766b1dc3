import type { ButtonHTMLAttributes } from 'react'
import { CloseIcon } from './icons.tsx'

/** The × button of the drawer, the floating panel and toasts; `label` is what a screen reader hears. */
export function CloseButton({ label, ...attributes }: { label: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className="icon-button" {...attributes}>
      <CloseIcon />
      <span className="visually-hidden">{label}</span>
    </button>
  )
}
