import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Category } from '#shared/schema/category.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { NEW_ID } from '../forms/autosave.ts'
import { CATEGORY_FIELDS, categoryToValues, newCategoryValues, validateCategoryForm, type ValidCategoryInput } from './category-form-values.ts'
import { useConsole, type CategoryEditorTarget } from '../console/console-context.tsx'
import { useRecordCollision } from '../forms/use-record-collision.tsx'
import { DraftOffer } from '../forms/draft-offer.tsx'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { TextField } from '../forms/field.tsx'
import { serverFieldErrors } from '../forms/form-errors.ts'
import { EntryForm } from '../forms/entry-form.tsx'
import { FormButtons } from '../forms/form-buttons.tsx'
import { slugAfterTitleChange } from '../forms/slug-rule.ts'
import { useDraftForm } from '../forms/use-draft-form.ts'

const ID = 'category-'

/** The category form (Create New Category / Edit Category) and its rules (validateCategoryForm). */
export function CategoryForm({ target, onClose }: { target: CategoryEditorTarget; onClose(saved: boolean): void }) {
  const { t } = useTranslation('categories')
  const labels: Record<(typeof CATEGORY_FIELDS)[number], string> = {
    name: t('form.labels.name'),
    nameEs: t('form.labels.nameEs'),
    slug: t('form.labels.slug'),
    description: t('form.labels.description'),
  }
  const { api } = useAdmin()
  const { categories } = useConsole()

  const creating = target.category === null
  // What the form was loaded from (the stored category and its values); "Reload their version" replaces it.
  const [loaded, setLoaded] = useState(() => ({
    category: target.category,
    values: target.category ? categoryToValues(target.category) : newCategoryValues(),
  }))
  const category = loaded.category
  const form = useDraftForm({
    idPrefix: ID,
    loaded: loaded.values,
    validate: validateCategoryForm,
    serverErrors: (fields) => serverFieldErrors(fields, CATEGORY_FIELDS),
    draft: { kind: 'category', id: category?.id ?? NEW_ID, restored: target.draft, baseVersion: category?.updatedAt ?? null },
  })
  const { setValues, field, errors, pending, baseVersion } = form
  const collision = useRecordCollision({
    words: { title: t('collision.title'), subject: t('collision.subject'), gone: t('collision.gone') },
    async fetchTheirs() {
      const stored = (await api.listCategories()).find((candidate) => candidate.id === category?.id)
      void categories.reload() // the list behind the form shows it too
      return stored
    },
    load(theirs: Category) {
      const fresh = categoryToValues(theirs)
      form.forgetDrafts()
      setLoaded({ category: theirs, values: fresh })
      setValues(fresh)
      form.setBaseVersion(theirs.updatedAt)
      form.setErrors({})
    },
    async saveOver(version: string) {
      const input = form.validated()
      if (input) await save(input, version)
    },
  })

  /** `version`: the stored category's the edit is based on (a newer one answers 409 and opens the collision dialog). */
  async function save(input: ValidCategoryInput, version: string | null) {
    await form.saveAndClose(
      {
        send: () => (category ? api.updateCategory(category.id, { ...input, updatedAt: version ?? category.updatedAt }) : api.createCategory(input)),
        failure: t(creating ? 'form.addError' : 'form.saveError'),
        done: t(creating ? 'form.added' : 'form.saved'),
        handled: collision.handled,
      },
      onClose,
    )
  }

  const submit = form.onSubmit((input) => save(input, baseVersion))

  return (
    <EntryForm title={t(creating ? 'form.newTitle' : 'form.editTitle')} className="adm-category-form" firstField={`${ID}name`} onSubmit={submit}>
      {form.draftOffer && <DraftOffer {...form.draftOffer} />}
      <ErrorSummary errors={errors} labels={labels} idPrefix={ID} attempt={form.attempt} />
      <div className="adm-grid-2">
        <TextField
          {...field('name')}
          label={labels.name}
          required
          onChange={(name) =>
            setValues((current) => ({
              ...current,
              name,
              // The slug follows the name while creating.
              slug: slugAfterTitleChange({ creating, previousTitle: current.name, nextTitle: name, slug: current.slug }),
            }))
          }
        />
        <TextField {...field('slug')} label={labels.slug} required spellCheck={false} />
      </div>
      <TextField {...field('nameEs')} label={labels.nameEs} hint={t('form.hints.nameEs')} />
      <TextField {...field('description')} label={labels.description} rows={3} />
      <FormButtons pending={pending} submit={t(creating ? 'form.add' : 'form.save')} onCancel={() => onClose(false)} />
      {collision.dialog}
    </EntryForm>
  )
}
