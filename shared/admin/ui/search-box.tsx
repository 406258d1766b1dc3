import { useId } from 'react'
import { SearchIcon } from './icons.tsx'

type SearchBoxProps = { label: string; placeholder: string; value: string; onChange(value: string): void; className?: string }

/** A search field with its magnifier; the label is for screen readers (the placeholder shows what to type). */
export function SearchBox({ label, placeholder, value, onChange, className }: SearchBoxProps) {
  const id = useId()
  return (
    <div className={className ? `adm-search ${className}` : 'adm-search'}>
      <SearchIcon className="adm-search__icon" />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="adm-input adm-search__input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
