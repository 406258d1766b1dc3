import { useEffect, useId, useRef, type FormEvent } from 'react'
import { useAdmin } from '../shell/admin-context.tsx'
import { NEW_ID } from '../forms/autosave.ts'
import { CATEGORY_FIELDS, categoryToValues, newCategoryValues, validateCategoryForm } from './category-form-values.ts'
import type { CategoryEditorTarget } from '../shell/console-context.tsx'
import { DraftOffer } from '../forms/draft-offer.tsx'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { TextField } from '../forms/field.tsx'
import { serverFieldErrors } from '../forms/form-errors.ts'
import { saveShortcut } from '../forms/console-events.ts'
import { FormButtons } from '../forms/form-buttons.tsx'
import { useShellSave } from '../shell/shell-commands.ts'
import { slugAfterTitleChange } from '../forms/slug-rule.ts'
import { useToast } from '../ui/toast.tsx'
import { useDraftForm } from '../forms/use-draft-form.ts'

const ID = 'category-'
const LABELS: Record<string, string> = { name: 'Name', nameEs: 'In Spanish', slug: 'Slug', description: 'Description' }

/** SPEC §2 category form (Create New Category / Edit Category) and §5's rules. */
export function CategoryForm({ target, onClose }: { target: CategoryEditorTarget; onClose(saved: boolean): void }) {
  const { api } = useAdmin()
  const toast = useToast()
  const headingId = useId()
  const card = useRef<HTMLFormElement>(null)
  useShellSave(card)

  const category = target.category
  const creating = category === null
  const form = useDraftForm({
    idPrefix: ID,
    loaded: category ? categoryToValues(category) : newCategoryValues(),
    validate: validateCategoryForm,
    serverErrors: (fields) => serverFieldErrors(fields, CATEGORY_FIELDS),
    draft: { kind: 'category', id: category?.id ?? NEW_ID, restored: target.draft },
  })
  const { setValues, field, errors, pending } = form

  // The form opens above the list: bring it into view and start at its first field.
  useEffect(() => {
    card.current?.scrollIntoView({ block: 'nearest' })
    document.getElementById(`${ID}name`)?.focus()
  }, [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = form.validated()
    if (!input) return
    const saved = await form.save(
      async () => (category ? await api.updateCategory(category.id, input) : await api.createCategory(input)),
      creating ? 'Error creating category' : 'Error updating category',
    )
    if (!saved) return
    toast({ title: creating ? 'Category created successfully' : 'Category updated successfully' })
    onClose(true)
  }

  return (
    <form ref={card} className="adm-card adm-category-form" onSubmit={submit} noValidate aria-labelledby={headingId} onKeyDown={saveShortcut}>
      <h2 id={headingId} className="adm-section-title">
        {creating ? 'Create New Category' : 'Edit Category'}
      </h2>
      {form.draftOffer && <DraftOffer {...form.draftOffer} />}
      <ErrorSummary errors={errors} labels={LABELS} idPrefix={ID} attempt={form.attempt} />
      <div className="adm-grid-2">
        <TextField
          {...field('name')}
          label="Name"
          required
          onChange={(name) =>
            setValues((current) => ({
              ...current,
              name,
              // SPEC §5: the slug follows the name while creating.
              slug: slugAfterTitleChange({ creating, previousTitle: current.name, nextTitle: name, slug: current.slug }),
            }))
          }
        />
        <TextField {...field('slug')} label="Slug" required spellCheck={false} />
      </div>
      <TextField {...field('nameEs')} label="In Spanish" hint="The name Spanish pages show, e.g. Cuidados posteriores. Left empty, they show the name above." />
      <TextField {...field('description')} label="Description" rows={3} />
      <FormButtons pending={pending} submit={creating ? 'Create Category' : 'Update Category'} onCancel={() => onClose(false)} />
    </form>
  )
}
