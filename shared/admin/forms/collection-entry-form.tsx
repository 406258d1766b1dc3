import type { TFunction } from 'i18next'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EntryForm } from './entry-form.tsx'
import { ErrorSummary } from './error-summary.tsx'
import type { FieldErrors, FormValidation } from './form-errors.ts'
import { FormButtons } from './form-buttons.tsx'
import { StaleNotice, keepStale } from './stale-notice.tsx'
import { type FormValues, useDraftForm } from './use-draft-form.ts'

interface EntryOptions<T, V extends FormValues, I> {
  /**
   * The feature whose catalogue holds the form's words: `form.labels.<field>`, `form.newTitle`-like titles, and
   * `form.addError` / `form.saveError`, `form.added` / `form.saved`, `form.stale`, `form.add` / `form.save`.
   */
  feature: string
  /** Every control's id is this plus its field's name, so the error summary can link to it. */
  idPrefix: string
  /** The form's fields in the order it shows them (the error summary's order). */
  fields: readonly (keyof V & string)[]
  /** The record the form edits, null for a new one. */
  item: T | null
  /** The form's values as it opens: the record's, or a new one's. */
  initial(): V
  validate(values: V, t: TFunction): FormValidation<I>
  serverErrors(fields: Record<string, string> | undefined): FieldErrors
  create(input: I): Promise<unknown>
  update(item: T, input: I): Promise<unknown>
  onClose(saved: boolean): void
}

/**
 * The form of one record of a collection staff edit above its list (a question, a review): it adds or saves, then
 * closes; a save over someone else's newer one (409) keeps the form open with `stale`, the notice's message.
 */
export function useCollectionEntry<T, V extends FormValues, I>(options: EntryOptions<T, V, I>) {
  const { feature, idPrefix, fields, item, initial, validate, serverErrors, create, update, onClose } = options
  const { t } = useTranslation(feature)
  const creating = item === null
  const [loaded] = useState(initial)
  const [stale, setStale] = useState<string | null>(null)
  const form = useDraftForm({ idPrefix, loaded, validate: (values: V) => validate(values, t), serverErrors, focusServerErrors: true })
  const labels = Object.fromEntries(fields.map((name) => [name, t(`form.labels.${name}`)])) as Record<keyof V & string, string>
  const submit = form.onSubmit((input) =>
    form.saveAndClose(
      {
        send: () => (item ? update(item, input) : create(input)),
        failure: t(creating ? 'form.addError' : 'form.saveError'),
        done: t(creating ? 'form.added' : 'form.saved'),
        handled: keepStale(setStale, t('form.stale')),
      },
      onClose,
    ),
  )
  const frame: EntryFrame = {
    t,
    labels,
    idPrefix,
    creating,
    stale,
    submit,
    onClose,
    errors: form.errors,
    attempt: form.attempt,
    pending: form.pending,
  }
  return { form, t, labels, creating, loaded, frame }
}

/** What the frame of the form shows, from `useCollectionEntry`. */
interface EntryFrame {
  t: TFunction
  labels: Record<string, string>
  idPrefix: string
  creating: boolean
  stale: string | null
  submit(event: FormEvent): void
  onClose(saved: boolean): void
  errors: FieldErrors
  attempt: number
  pending: boolean
}

interface CollectionEntryFormProps {
  entry: EntryFrame
  title: string
  /** The control focused on opening. */
  firstField: string
  /** What the form says first (a sample's notice). */
  notice?: ReactNode
  /** Loads the record as someone else saved it, after a 409. */
  onReload(): void
  /** The fields. */
  children: ReactNode
}

/** A collection record's form: its notices, the error summary, its fields, and Cancel with Add or Save changes. */
export function CollectionEntryForm({ entry, title, firstField, notice, onReload, children }: CollectionEntryFormProps) {
  const { t, labels, idPrefix, creating, stale, submit, onClose, errors, attempt, pending } = entry
  return (
    <EntryForm title={title} className="adm-entry-form" firstField={firstField} onSubmit={submit}>
      {notice}
      {stale && <StaleNotice message={stale} onLoad={onReload} />}
      <ErrorSummary errors={errors} labels={labels} idPrefix={idPrefix} attempt={attempt} />
      <div className="adm-stack">{children}</div>
      <FormButtons pending={pending} submit={t(creating ? 'form.add' : 'form.save')} onCancel={() => onClose(false)} />
    </EntryForm>
  )
}
