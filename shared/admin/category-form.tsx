import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.ts'
import { useAdmin } from './admin-context.tsx'
import { NEW_ID, isCategoryDraft, loadDraft, removeDraft, sameValues, type CategoryDraft } from './autosave.ts'
import { CATEGORY_FIELDS, categoryToValues, newCategoryValues, validateCategoryForm, type CategoryFormValues } from './category-form-values.ts'
import { useConsole, type CategoryEditorTarget } from './console-context.tsx'
import { DraftOffer } from './draft-offer.tsx'
import { ErrorSummary } from './error-summary.tsx'
import { TextField } from './field.tsx'
import { serverFieldErrors, type FieldErrors } from './form-errors.ts'
import { saveShortcut } from './console-events.ts'
import { useConfirmLeave, useLeaveGuard } from './leave-guard.tsx'
import { useShellSave } from './shell-commands.ts'
import { slugAfterTitleChange } from './slug-rule.ts'
import { useToast } from './toast.tsx'
import { useAutosave } from './use-autosave.ts'

const ID = 'category-'
const LABELS: Record<string, string> = { name: 'Name', nameEs: 'In Spanish', slug: 'Slug', description: 'Description' }

/** SPEC §2 category form (Create New Category / Edit Category) and §5's rules. */
export function CategoryForm({ target, onClose }: { target: CategoryEditorTarget; onClose(saved: boolean): void }) {
  const { api, draftStorage: storage } = useAdmin()
  const { showError } = useConsole()
  const toast = useToast()
  const confirmLeave = useConfirmLeave()
  const guardKey = useId()
  const headingId = useId()
  const card = useRef<HTMLFormElement>(null)
  useShellSave(card)

  const category = target.category
  const creating = category === null
  const draftId = category?.id ?? NEW_ID
  const initial = category ? categoryToValues(category) : newCategoryValues()
  const [values, setValues] = useState<CategoryFormValues>(() => target.draft?.values ?? initial)
  const [offer, setOffer] = useState<CategoryDraft | null>(() => {
    if (target.draft) return null
    const stored = loadDraft(storage, 'category', draftId)
    return stored && isCategoryDraft(stored) && !sameValues(stored.values, initial) ? stored : null
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState(false)
  const dirty = !sameValues(values, initial)

  const { cancelPending } = useAutosave(
    'category',
    draftId,
    dirty ? { version: 1, kind: 'category', id: draftId, baseUpdatedAt: null, savedAt: new Date(0).toISOString(), values } : null,
  )
  const forgetDrafts = () => {
    cancelPending()
    removeDraft(storage, 'category', draftId)
    if (target.draft && target.draft.id !== draftId) removeDraft(storage, 'category', target.draft.id)
  }
  useLeaveGuard(guardKey, dirty, forgetDrafts)

  // The form opens above the list: bring it into view and start at its first field.
  useEffect(() => {
    card.current?.scrollIntoView({ block: 'nearest' })
    document.getElementById(`${ID}name`)?.focus()
  }, [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const result = validateCategoryForm(values)
    if (!result.ok) {
      setErrors(result.errors)
      setAttempt((count) => count + 1)
      return
    }
    setErrors({})
    setPending(true)
    try {
      if (category) await api.updateCategory(category.id, result.input)
      else await api.createCategory(result.input)
      forgetDrafts()
      toast({ title: creating ? 'Category created successfully' : 'Category updated successfully' })
      onClose(true)
    } catch (error) {
      setPending(false)
      if (error instanceof ApiError) setErrors(serverFieldErrors(error.fields, CATEGORY_FIELDS))
      showError(creating ? 'Error creating category' : 'Error updating category', error)
    }
  }

  return (
    <form ref={card} className="adm-card adm-category-form" onSubmit={submit} noValidate aria-labelledby={headingId} onKeyDown={saveShortcut}>
      <h2 id={headingId} className="adm-section-title">
        {creating ? 'Create New Category' : 'Edit Category'}
      </h2>
      {offer && (
        <DraftOffer
          savedAt={offer.savedAt}
          onRestore={() => {
            setValues(offer.values)
            setOffer(null)
          }}
          onDiscard={() => {
            removeDraft(storage, 'category', offer.id)
            setOffer(null)
          }}
        />
      )}
      <ErrorSummary errors={errors} labels={LABELS} idPrefix={ID} attempt={attempt} />
      <div className="adm-grid-2">
        <TextField
          id={`${ID}name`}
          name="name"
          label="Name"
          value={values.name}
          required
          error={errors.name}
          onChange={(name) =>
            setValues((current) => ({
              ...current,
              name,
              // SPEC §5: the slug follows the name while creating.
              slug: slugAfterTitleChange({ creating, previousTitle: current.name, nextTitle: name, slug: current.slug }),
            }))
          }
        />
        <TextField
          id={`${ID}slug`}
          name="slug"
          label="Slug"
          value={values.slug}
          required
          spellCheck={false}
          error={errors.slug}
          onChange={(slug) => setValues((current) => ({ ...current, slug }))}
        />
      </div>
      <TextField
        id={`${ID}nameEs`}
        name="nameEs"
        label="In Spanish"
        value={values.nameEs}
        error={errors.nameEs}
        hint="The name Spanish pages show, e.g. Cuidados posteriores. Left empty, they show the name above."
        onChange={(nameEs) => setValues((current) => ({ ...current, nameEs }))}
      />
      <TextField
        id={`${ID}description`}
        name="description"
        label="Description"
        rows={3}
        value={values.description}
        error={errors.description}
        onChange={(description) => setValues((current) => ({ ...current, description }))}
      />
      <div className="adm-form-actions">
        <button type="button" className="adm-button adm-button--secondary" disabled={pending} onClick={async () => (await confirmLeave()) && onClose(false)}>
          Cancel
        </button>
        <button type="submit" className="adm-button adm-button--primary" disabled={pending}>
          {pending ? 'Saving...' : creating ? 'Create Category' : 'Update Category'}
        </button>
      </div>
    </form>
  )
}
