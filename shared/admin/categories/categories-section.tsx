import { useTranslation } from 'react-i18next'
import type { Category } from '#shared/schema/category.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { removeDraft } from '../forms/autosave.ts'
import { CategoryForm } from './category-form.tsx'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { useConsole } from '../console/console-context.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { DraftsNotice } from '../forms/drafts-notice.tsx'
import { CardList } from '../ui/card-list.tsx'
import { NewItemBar } from '../ui/ordered-item.tsx'
import { DeleteButton, EditButton } from '../ui/item-buttons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useToast } from '../ui/toast.tsx'

/** Categories: New Category, the list with name, description and slug, edit and delete. */
export function CategoriesSection() {
  const { t } = useTranslation('categories')
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
      title: t('deleteTitle'),
      message: <p>{used > 0 ? t('deleteUsed', { name: category.name, count: used }) : t('deleteUnused', { name: category.name })}</p>,
      confirmLabel: t('deleteConfirm'),
      tone: 'danger',
    })
    if (!yes || !(await change(category.id, () => api.deleteCategory(category.id), t('deleteError')))) return
    removeDraft(draftStorage, 'category', category.id)
    toast({ title: t('deletedToast') })
  }

  return (
    <div className="adm-stack">
      {!categoryEditor && <DraftsNotice kind="category" />}
      <NewItemBar
        countText={categories.data ? t('count', { count: list.length }) : ''}
        label={t('new')}
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

      <ResourceState resource={categories} words={{ loading: t('loading'), loadError: t('loadError'), empty: t('empty') }}>
        <CardList items={list} className="adm-list adm-list--grid" cardClassName="adm-category-card" headingPrefix="adm-category">
          {(category, headingId) => (
            <>
              <div className="adm-category-card__head">
                <h2 id={headingId} className="adm-category-card__name">
                  {category.name}
                </h2>
                <span className="adm-badge adm-badge--neutral">{t('posts', { count: postCount(category) })}</span>
              </div>
              <p className="adm-category-card__description">{category.description || <span className="adm-muted">{t('noDescription')}</span>}</p>
              <p className="adm-category-card__slug">
                {t('slugTerm')} <span className="adm-mono">{category.slug}</span>
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
