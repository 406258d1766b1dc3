import { useId, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '#shared/api/api-error.ts'
import type { Language } from '#shared/schema/common.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { NEW_ID, loadDraft, removeDraft, sameValues, type Draft } from './autosave.ts'
import { useConsole } from '../console/console-context.tsx'
import type { FieldErrors, FormValidation } from './form-errors.ts'
import { useLeaveGuard } from './leave-guard.tsx'
import { useAutosave } from './use-autosave.ts'
import { bilingualLanguage } from './bilingual-fields.ts'
import { useToast } from '../ui/toast.tsx'

/** A form's values: plain text and booleans (what `sameValues` compares and a local draft keeps). */
export type FormValues = Record<string, string | boolean>

/** A local draft as the form sees it: its values and the version they were based on. */
export type StoredDraft<V> = Omit<Draft, 'values'> & { values: V }

/** The fields of a form that hold any text (not a choice among a few strings, nor a checkbox's boolean). */
export type TextFieldName<V> = { [K in keyof V]: string extends V[K] ? (V[K] extends string ? K : never) : never }[keyof V] & string

/** What a TextField takes from the form for one of its text fields. */
export interface BoundField {
  id: string
  name: string
  value: string
  onChange(text: string): void
  error: string | undefined
  /** One side of a bilingual text (`questionEs`): its language. */
  lang?: Language
}

/** An entry form's save (a question, a review, a gallery item, a category, a service): the form closes once stored. */
export interface EntrySave<T> {
  send(): Promise<T>
  /** The error's title when the save fails. */
  failure: string
  /** The toast's title once stored. */
  done: string
  /** Takes a failure the form shows its own way (a 409), as `save`'s `handled`. */
  handled?(error: unknown): boolean
}

export interface DraftFormOptions<V extends FormValues, I> {
  /** Every control's id is this plus its field's name, so the error summary can link to it. */
  idPrefix: string
  /** What the form was loaded from; "unsaved" means different from this. */
  loaded: V
  validate(values: V): FormValidation<I>
  /** The server's per-field messages (a 400's `fields`) on the form's fields. */
  serverErrors(fields: Record<string, string> | undefined): FieldErrors
  /** Focus the error summary on server field errors too, as on a failed check (the gallery form). */
  focusServerErrors?: boolean
  /** Where the open form is kept on this computer (posts, categories); a form without it keeps no draft. */
  draft?: {
    kind: Draft['kind']
    /** The record's id, or NEW_ID. */
    id: string
    /** A draft the form was opened from (the drafts notice): no offer then, and its entry goes on save. */
    restored?: StoredDraft<V> | null
    /** The version an update is based on (posts); a restored draft keeps its own, so a change made since collides. */
    baseVersion?: string | null
  }
}

/**
 * What the admin's forms share. The offer of a local draft found on opening, autosave while
 * unsaved, the leave guard, client validation into field errors, pending while saving, and the server's field
 * errors with its message.
 */
export function useDraftForm<V extends FormValues, I>({ idPrefix, loaded, validate, serverErrors, focusServerErrors = false, draft }: DraftFormOptions<V, I>) {
  const { draftStorage: storage } = useAdmin()
  const { showError } = useConsole()
  const toast = useToast()
  // A form without a draft gives useAutosave nothing to keep, so the kind it is told is never used.
  const { kind = 'post', id = NEW_ID, restored } = draft ?? {}
  const [values, setValues] = useState<V>(() => restored?.values ?? loaded)
  const [baseVersion, setBaseVersion] = useState(() => (restored ? restored.baseUpdatedAt : (draft?.baseVersion ?? null)))
  const [offer, setOffer] = useState<StoredDraft<V> | null>(() => {
    if (!draft || restored) return null
    const stored = loadDraft(storage, kind, id)
    // DraftSchema checked the stored values against this kind's form: they are V.
    return stored?.kind === kind && !sameValues<FormValues>(stored.values, loaded) ? (stored as unknown as StoredDraft<V>) : null
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState(false)
  // A save is running (a ref: Ctrl+S held down must not send a second one before the state says so).
  const saving = useRef(false)
  const dirty = !sameValues(values, loaded)

  // `savedAt` is stamped by useAutosave when it writes; the values are this kind's form (the schema's own type).
  const kept = draft && dirty ? ({ version: 1, kind, id, baseUpdatedAt: baseVersion, savedAt: new Date(0).toISOString(), values } as unknown as Draft) : null
  const { savedAt: keptAt, cancelPending } = useAutosave(kind, id, kept)

  function forgetDrafts() {
    if (!draft) return
    cancelPending()
    removeDraft(storage, kind, id)
    // A draft restored for a record that no longer exists is saved as a new one; its old entry goes too.
    if (restored && restored.id !== id) removeDraft(storage, kind, restored.id)
  }
  // Leaving anyway: the local draft goes; a form that keeps none goes back to what it was loaded from.
  const releaseGuard = useLeaveGuard(useId(), dirty, () => (draft ? forgetDrafts() : setValues(loaded)))

  function set<F extends keyof V>(field: F, value: V[F]) {
    setValues((current) => ({ ...current, [field]: value }))
  }

  /** A text field's id, name, value, change and error, for `<TextField {...field('slug')} label="Slug" />`. */
  function field(name: TextFieldName<V>): BoundField {
    // A text field's values are any string (TextFieldName), so the typed text is one.
    return {
      id: `${idPrefix}${name}`,
      name,
      value: values[name] as string,
      onChange: (text) => set(name, text as V[typeof name]),
      error: errors[name],
      lang: bilingualLanguage(name),
    }
  }

  /** The input to send, or null with the problems shown (and the summary focused again). */
  function validated(): I | null {
    const result = validate(values)
    if (result.ok) {
      setErrors({})
      return result.input
    }
    setErrors(result.errors)
    setAttempt((count) => count + 1)
    return null
  }

  /**
   * Sends a save; once stored the local drafts go. On failure the server's field messages go under their fields
   * and `failure` is said with the error, unless `handled` takes the error (the post form's 409 collisions).
   */
  async function save<T>(send: () => Promise<T>, failure: string, handled?: (error: unknown) => boolean): Promise<T | undefined> {
    if (saving.current) return undefined
    saving.current = true
    setPending(true)
    try {
      const stored = await send()
      forgetDrafts()
      return stored
    } catch (error) {
      if (handled?.(error)) return undefined
      if (error instanceof ApiError) setErrors(serverErrors(error.fields))
      if (focusServerErrors && error instanceof ApiError && error.fields) setAttempt((count) => count + 1)
      showError(failure, error)
      return undefined
    } finally {
      saving.current = false
      setPending(false)
    }
  }

  /** `save`, then the toast that says it is stored, then `close(true)`. */
  async function saveAndClose<T>({ send, failure, done, handled }: EntrySave<T>, close: (saved: true) => void): Promise<void> {
    if ((await save(send, failure, handled)) === undefined) return
    toast({ title: done })
    close(true)
  }

  /** The form's onSubmit: the values checked, then `send` with the input (nothing sent while a problem is shown). */
  function onSubmit(send: (input: I) => Promise<void>) {
    return (event: FormEvent) => {
      event.preventDefault()
      const input = validated()
      if (input) void send(input)
    }
  }

  const draftOffer = offer && {
    savedAt: offer.savedAt,
    onRestore() {
      setValues(offer.values)
      setBaseVersion(offer.baseUpdatedAt)
      setOffer(null)
    },
    onDiscard() {
      removeDraft(storage, kind, offer.id)
      setOffer(null)
    },
  }

  return {
    values,
    setValues,
    set,
    field,
    dirty,
    errors,
    setErrors,
    attempt,
    pending,
    isSaving: () => saving.current,
    baseVersion,
    setBaseVersion,
    offer,
    draftOffer,
    dismissOffer: () => setOffer(null),
    keptAt,
    forgetDrafts,
    releaseGuard,
    validated,
    save,
    saveAndClose,
    onSubmit,
  }
}
