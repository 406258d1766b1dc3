import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertIcon } from '../ui/icons.tsx'

interface FieldFrameProps {
  id: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  required?: boolean
  /** Shown at the label's right, e.g. a character count. */
  aside?: ReactNode
  children: ReactNode
  className?: string
}

/** Label, control, hint and error, wired for screen readers (the ids are `<id>-hint` and `<id>-error`). */
export function FieldFrame({ id, label, error, hint, required, aside, children, className }: FieldFrameProps) {
  return (
    <div className={`adm-field ${error ? 'adm-field--invalid' : ''} ${className ?? ''}`}>
      <div className="adm-field__top">
        <label htmlFor={id} className="adm-label">
          {label}
          {required && <RequiredMark />}
        </label>
        {aside}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="adm-hint">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  )
}

/** The star after a required field's label (the control says "required" to screen readers itself). */
export function RequiredMark() {
  return (
    <span className="adm-required" aria-hidden="true">
      {' '}
      *
    </span>
  )
}

/** A field's error, under it: the `<id>-error` its control's aria-describedby names. Nothing while there is none. */
export function FieldError({ id, error, className }: { id: string; error: string | undefined; className?: string }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className={className ? `adm-error ${className}` : 'adm-error'}>
      <AlertIcon width={16} height={16} /> {error}
    </p>
  )
}

interface ChoiceFieldProps<V extends string> {
  id: string
  label: ReactNode
  value: V | ''
  error: string | undefined
  hint?: ReactNode
  /** Each value with its words, in the order the list shows them. */
  options: ReadonlyArray<readonly [V, string]>
  /** The first option's words, while nothing is chosen ("Choose a service"). */
  placeholder: string
  onChange(value: V | ''): void
}

/** A required choice among a few values, with its "Choose…" first option. */
export function ChoiceField<V extends string>({ id, label, value, error, hint, options, placeholder, onChange }: ChoiceFieldProps<V>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required>
      <select
        id={id}
        className="adm-input adm-select"
        value={value}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        onChange={(event) => onChange(options.find(([option]) => option === event.target.value)?.[0] ?? '')}
      >
        <option value="">{placeholder}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

type SwitchProps = { id: string; label: string; checked: boolean; onChange(checked: boolean): void; hint: string }

/** An on/off switch (a checkbox with role="switch"), with the hint that says what its state means. */
export function Switch({ id, label, checked, onChange, hint }: SwitchProps) {
  return (
    <div className="adm-field">
      <label className="adm-switch" htmlFor={id}>
        <input id={id} type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={`${id}-hint`} />
        <span className="adm-switch__track" aria-hidden="true" />
        <span className="adm-switch__label">{label}</span>
      </label>
      <p id={`${id}-hint`} className="adm-hint">
        {hint}
      </p>
    </div>
  )
}

/**
 * A record's Published switch: where it is `shown` once published, else that it is a draft only staff see. `label`:
 * the feature's own word, where Spanish makes it agree with its noun ("Publicada"); else the shared one.
 */
export function PublishedSwitch({
  id,
  checked,
  onChange,
  shown,
  label,
}: {
  id: string
  checked: boolean
  onChange(published: boolean): void
  shown: string
  label?: string
}) {
  const { t } = useTranslation('forms')
  return <Switch id={id} label={label ?? t('published')} checked={checked} onChange={onChange} hint={checked ? shown : t('draftHint')} />
}

export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

interface TextFieldProps {
  id?: string
  name: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: ReactNode
  required?: boolean
  placeholder?: string
  type?: 'text' | 'url' | 'email' | 'password' | 'search' | 'tel' | 'number' | 'date' | 'time'
  /** A textarea with this many rows. */
  rows?: number
  /** Shows "n / max" beside the label as a writing guide (not a hard limit). */
  recommendedLength?: number
  autoComplete?: string
  inputMode?: 'text' | 'url' | 'numeric' | 'decimal'
  /** A number's bounds and step ('any' for coordinates). */
  min?: number
  max?: number
  step?: number | 'any'
  className?: string
  /** Whether the browser checks its spelling: on for words (a line of text, a textarea), off for the other types. */
  spellCheck?: boolean
  /** The language its text is written in (a post's, one side of a bilingual text), for the spell-checker. */
  lang?: string
}

export function TextField({
  id: givenId,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  placeholder,
  type = 'text',
  rows,
  recommendedLength,
  autoComplete,
  inputMode,
  min,
  max,
  step,
  className,
  spellCheck,
  lang,
}: TextFieldProps) {
  const generated = useId()
  const id = givenId ?? `${name}-${generated}`
  const common = {
    id,
    name,
    value,
    placeholder,
    required,
    // Slugs, addresses, user names and the like say spellCheck={false}.
    spellCheck: spellCheck ?? (rows !== undefined || (type === 'text' && (inputMode === undefined || inputMode === 'text'))),
    lang,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, error }),
    className: 'adm-input',
  }
  const count = recommendedLength ? (
    <span className={`adm-count ${value.length > recommendedLength ? 'adm-count--over' : ''}`} aria-hidden="true">
      {value.length} / {recommendedLength}
    </span>
  ) : undefined
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} aside={count} className={className}>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          max={max}
          step={step}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  )
}
