import type { Category } from '#shared/schema/category.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { removeDraft } from '../forms/autosave.ts'
import { CategoryForm } from './category-form.tsx'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { useConsole } from '../console/console-context.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { DraftsNotice } from '../forms/drafts-notice.tsx'
import { plural } from '../ui/format.ts'
import { CardList } from '../ui/card-list.tsx'
import { NewItemBar } from '../ui/ordered-item.tsx'
import { DeleteButton, EditButton } from '../ui/item-buttons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useToast } from '../ui/toast.tsx'

/** Categories: New Category, the list with name, description and slug, edit and delete. */
export function CategoriesSection() {
  const { api, draftStorage } = useAdmin()
  const { categories, postOverview, categoryEditor, openCategoryEditor } = useConsole()
  const confirm = useConfirm()
  const toast = useToast()
  const { busy: deleting, change } = useItemChange(categories.reload)
  const list = categories.data ?? []
  const postCount = (category: Category) => postOverview.data?.perCategory[category.name] ?? 0

  async function remove(category: Category) {
    const used = postCount(category)
    const yes = await confirm({
      title: 'Delete this category?',
      message: (
        <p>
          “{category.name}” will be removed.
          {used > 0
            ? ` ${plural(used, 'post')} still ${used === 1 ? 'uses' : 'use'} it: move ${used === 1 ? 'it' : 'them'} to another category first, or the studio's server will refuse.`
            : ' No post uses it.'}
        </p>
      ),
      confirmLabel: 'Delete category',
      tone: 'danger',
    })
    if (!yes || !(await change(category.id, () => api.deleteCategory(category.id), 'Error deleting category'))) return
    removeDraft(draftStorage, 'category', category.id)
    toast({ title: 'Category deleted successfully' })
  }

  return (
    <div className="adm-stack">
      {!categoryEditor && <DraftsNotice kind="category" />}
      <NewItemBar
        countText={categories.data ? plural(list.length, 'category', 'categories') : ''}
        label="New Category"
        adding={categoryEditor?.category === null}
        onNew={() => void openCategoryEditor({ category: null })}
      />

      {categoryEditor && (
        <CategoryForm
          key={categoryEditor.category?.id ?? 'new'}
          target={categoryEditor}
          onClose={(saved) => {
            void openCategoryEditor(null)
            if (saved) {
              void categories.reload()
              void postOverview.reload() // a renamed category renames it in its posts too
            }
          }}
        />
      )}

      <ResourceState
        resource={categories}
        words={{ loading: 'Loading categories...', loadError: 'Could not load the categories', empty: 'No categories found' }}
      >
        <CardList items={list} className="adm-list adm-list--grid" cardClassName="adm-category-card" headingPrefix="adm-category">
          {(category, headingId) => (
            <>
              <div className="adm-category-card__head">
                <h2 id={headingId} className="adm-category-card__name">
                  {category.name}
                </h2>
                <span className="adm-badge adm-badge--neutral">{plural(postCount(category), 'post')}</span>
              </div>
              <p className="adm-category-card__description">{category.description || <span className="adm-muted">No description</span>}</p>
              <p className="adm-category-card__slug">
                Slug: <span className="adm-mono">{category.slug}</span>
              </p>
              <div className="adm-category-card__actions">
                <EditButton name={category.name} onClick={() => void openCategoryEditor({ category })} />
                <DeleteButton name={category.name} deleting={deleting === category.id} onClick={() => void remove(category)} />
              </div>
            </>
          )}
        </CardList>
      </ResourceState>
    </div>
  )
}
