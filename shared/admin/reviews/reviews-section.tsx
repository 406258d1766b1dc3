import { useState } from 'react'
import type { Testimonial } from '#shared/schema/testimonial.ts'
import { useConfirmLeave } from '../forms/leave-guard.tsx'
import { moveBy } from '../ui/list-order.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { plural } from '../ui/format.ts'
import { PlusIcon } from '../ui/icons.tsx'
import { DeleteButton, EditButton } from '../ui/item-buttons.tsx'
import { type ListWords, ResourceState } from '../ui/list-state.tsx'
import { MoveButtons, PublishButton } from '../ui/ordered-item-buttons.tsx'
import { useListOrder } from '../ui/use-list-order.ts'
import { useRefocus } from '../ui/use-refocus.ts'
import { useResource } from '../ui/use-resource.ts'
import { useToast } from '../ui/toast.tsx'
import { ReviewForm } from './review-form.tsx'
import { REVIEW_SERVICE_LABEL, SOURCE_LABEL } from './review-form-values.ts'
import './reviews-faq.css'

/** How staff tell reviews apart: the name shown, and "(sample)" for the starter's. */
function reviewName(item: Testimonial): string {
  return item.sample ? `${item.name} (sample)` : item.name
}

function facts(item: Testimonial): string {
  return [REVIEW_SERVICE_LABEL[item.service], SOURCE_LABEL[item.source], item.rating === undefined ? undefined : plural(item.rating, 'star'), item.date]
    .filter(Boolean)
    .join(' · ')
}

const REVIEW_LIST_WORDS: ListWords = {
  loading: 'Loading the reviews...',
  loadError: 'Could not load the reviews',
  empty: 'No reviews yet',
  emptyDetail: "Add a client's words once they have agreed to be quoted: the gallery page shows published reviews.",
}

/**
 * The studio's reviews, in the order the before & after gallery page shows the published ones. Move up /
 * Move down save the order at once; New review / Edit open the form above the list. The starter's samples say so
 * and cannot be published; a review without the client's permission cannot either.
 */
export function ReviewsSection() {
  const { api } = useAdmin()
  const confirm = useConfirm()
  const confirmLeave = useConfirmLeave()
  const toast = useToast()
  const reviews = useResource(() => api.listTestimonials())
  const { busy, change } = useItemChange(reviews.reload)
  const [editing, setEditing] = useState<Testimonial | null | undefined>(undefined)
  const refocus = useRefocus()
  const { items, announcement, move } = useListOrder({
    resource: reviews,
    save: (ids) => api.reorderTestimonials(ids),
    current: async () => (await api.listTestimonials()).map((item) => item.id),
    name: reviewName,
    errorTitle: 'Error saving the order of the reviews',
  })

  function moveItem(item: Testimonial, direction: 'up' | 'down') {
    refocus.current = [`review-move-${direction}-${item.id}`, `review-move-${direction === 'up' ? 'down' : 'up'}-${item.id}`]
    void move(
      item,
      (ids) => moveBy(ids, item.id, direction === 'up' ? -1 : 1),
      (ids) => `position ${ids.indexOf(item.id) + 1} of ${ids.length}`,
    )
  }

  async function open(target: Testimonial | null) {
    if (editing !== undefined && !(await confirmLeave())) return
    setEditing(target)
  }

  async function reopen(item: Testimonial) {
    await reviews.reload()
    const fresh = (await api.listTestimonials()).find((candidate) => candidate.id === item.id)
    setEditing(fresh)
  }

  async function setPublished(item: Testimonial, published: boolean) {
    const saved = await change(
      item.id,
      () => api.updateTestimonial(item.id, { published, updatedAt: item.updatedAt }),
      published ? 'Could not publish the review' : 'Could not unpublish the review',
    )
    if (saved) toast({ title: published ? 'Review published' : 'Review unpublished' })
    refocus.current = [`review-publish-${item.id}`]
  }

  async function remove(item: Testimonial) {
    const yes = await confirm({
      title: 'Delete this review?',
      message: (
        <p>
          “{reviewName(item)}” will be removed{item.published ? ' from the site and' : ''} from the console. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete review',
      tone: 'danger',
    })
    if (!yes || !(await change(item.id, () => api.deleteTestimonial(item.id), 'Error deleting the review'))) return
    if (editing?.id === item.id) setEditing(undefined)
    toast({ title: 'Review deleted' })
  }

  const stored = reviews.data ?? []
  const published = stored.filter((item) => item.published).length

  return (
    <div className="adm-stack">
      <div className="adm-toolbar adm-toolbar--end">
        <p className="adm-result-count">{reviews.data ? `${plural(stored.length, 'review')} · ${published} published` : ''}</p>
        <button id="review-new" type="button" className="adm-button adm-button--primary" onClick={() => void open(null)} disabled={editing === null}>
          <PlusIcon /> New review
        </button>
      </div>

      {editing !== undefined && (
        <ReviewForm
          key={editing ? `${editing.id} ${editing.updatedAt}` : 'new'}
          item={editing}
          onReload={() => editing && void reopen(editing)}
          onClose={(saved) => {
            refocus.current = editing ? [`review-edit-${editing.id}`, 'review-new'] : ['review-new']
            setEditing(undefined)
            if (saved) void reviews.reload()
          }}
        />
      )}

      <p className="adm-visually-hidden" role="status">
        {announcement}
      </p>

      <ResourceState resource={reviews} words={REVIEW_LIST_WORDS}>
        <p className="adm-hint">
          The before & after gallery page shows published reviews in this order, and no reviews section while none is published. Samples were written for the
          demo: delete them once you have real ones.
        </p>
        <ol className="adm-list" aria-label="Reviews, in the order the site shows them">
          {items.map((item, index) => {
            const name = reviewName(item)
            return (
              <li key={item.id} className="adm-card adm-ordered-item">
                <span className="adm-ordered-item__position" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="adm-ordered-item__body">
                  <h2 className="adm-ordered-item__name">{item.name}</h2>
                  <p className="adm-ordered-item__facts">{facts(item)}</p>
                  {item.quote.en && <p className="adm-ordered-item__text">“{item.quote.en}”</p>}
                  {item.quote.es && (
                    <p lang="es" className="adm-muted adm-ordered-item__text">
                      “{item.quote.es}”
                    </p>
                  )}
                  <p className="adm-ordered-item__badges">
                    {item.sample ? (
                      <span className="adm-badge adm-badge--new">Sample — not shown on the site</span>
                    ) : (
                      <span className={`adm-badge ${item.published ? 'adm-badge--published' : 'adm-badge--draft'}`}>
                        {item.published ? 'Published' : 'Draft'}
                      </span>
                    )}
                    <span className={`adm-badge ${item.permission ? 'adm-badge--neutral' : 'adm-badge--new'}`}>
                      {item.permission ? 'Permission on file' : 'No permission recorded'}
                    </span>
                  </p>
                </div>
                <div className="adm-ordered-item__actions">
                  <MoveButtons
                    idPrefix="review-move"
                    id={item.id}
                    name={name}
                    first={index === 0}
                    last={index === items.length - 1}
                    onMove={(direction) => moveItem(item, direction)}
                  />
                  {!item.sample && (
                    <PublishButton
                      id={`review-publish-${item.id}`}
                      name={name}
                      published={item.published}
                      busy={busy === item.id}
                      onClick={() => void setPublished(item, !item.published)}
                    />
                  )}
                  <EditButton id={`review-edit-${item.id}`} name={name} onClick={() => void open(item)} />
                  <DeleteButton name={name} deleting={busy === item.id} onClick={() => void remove(item)} />
                </div>
              </li>
            )
          })}
        </ol>
      </ResourceState>
    </div>
  )
}
