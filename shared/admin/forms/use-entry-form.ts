import type { TFunction } from 'i18next'
import { useState } from 'react'
import type { FormValidation, FieldErrors } from './form-errors.ts'
import { keepStale } from './stale-notice.tsx'
import { type FormValues, useDraftForm } from './use-draft-form.ts'

interface EntryFormOptions<T, V extends FormValues, I> {
  /** Every control's id is this plus its field's name, so the error summary can link to it. */
  idPrefix: string
  /** The record the form edits, null for a new one. */
  item: T | null
  /** The form's values as it opens: the record's, or a new one's. */
  initial(): V
  validate(values: V): FormValidation<I>
  serverErrors(fields: Record<string, string> | undefined): FieldErrors
  create(input: I): Promise<unknown>
  update(item: T, input: I): Promise<unknown>
  /**
   * The feature's words: `form.addError` / `form.saveError` when the save fails, `form.added` / `form.saved` once
   * stored, and `form.stale` when someone saved the record since the form opened it.
   */
  t: TFunction
  onClose(saved: boolean): void
}

/**
 * The form of one record of a collection staff edit above its list (a question, a review): it adds or saves, then
 * closes; a save over someone else's newer one (409) keeps the form open with `stale`, the notice's message.
 */
export function useEntryForm<T, V extends FormValues, I>({
  idPrefix,
  item,
  initial,
  validate,
  serverErrors,
  create,
  update,
  t,
  onClose,
}: EntryFormOptions<T, V, I>) {
  const creating = item === null
  const [loaded] = useState(initial)
  const [stale, setStale] = useState<string | null>(null)
  const form = useDraftForm({ idPrefix, loaded, validate, serverErrors, focusServerErrors: true })
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
  return { form, creating, loaded, stale, submit }
}
