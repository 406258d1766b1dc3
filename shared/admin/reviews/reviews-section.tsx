import type { Testimonial } from '#shared/schema/testimonial.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useCollection } from '../console/use-collection.ts'
import { plural, publishedCountText } from '../ui/format.ts'
import { moveBy } from '../ui/list-order.ts'
import { type ListWords, ResourceState } from '../ui/list-state.tsx'
import { NewItemBar, OrderedItem, PublishedBadge } from '../ui/ordered-item.tsx'
import { useListOrder } from '../ui/use-list-order.ts'
import { useResource } from '../ui/use-resource.ts'
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
  const reviews = useResource(() => api.listTestimonials())
  const collection = useCollection({
    prefix: 'review',
    noun: 'review',
    resource: reviews,
    list: () => api.listTestimonials(),
    publish: (item, published) => api.updateTestimonial(item.id, { published, updatedAt: item.updatedAt }),
    remove: (item) => api.deleteTestimonial(item.id),
    deleteMessage: (item) => (
      <p>
        “{reviewName(item)}” will be removed{item.published ? ' from the site and' : ''} from the console. This cannot be undone.
      </p>
    ),
  })
  const { editing, refocus } = collection
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

  return (
    <div className="adm-stack">
      <NewItemBar {...collection.newButton} countText={publishedCountText(reviews.data, 'review')} label="New review" />

      {editing !== undefined && <ReviewForm key={collection.formKey} {...collection.form} />}

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <ResourceState resource={reviews} words={REVIEW_LIST_WORDS}>
        <p className="adm-hint">
          The before & after gallery page shows published reviews in this order, and no reviews section while none is published. Samples were written for the
          demo: delete them once you have real ones.
        </p>
        <ol className="adm-list" aria-label="Reviews, in the order the site shows them">
          {items.map((item, index) => (
            <OrderedItem
              key={item.id}
              prefix="review"
              item={item}
              name={reviewName(item)}
              index={index}
              count={items.length}
              busy={collection.busy === item.id}
              onMove={(direction) => moveItem(item, direction)}
              onPublish={item.sample ? undefined : () => void collection.setPublished(item, !item.published)}
              onEdit={() => void collection.open(item)}
              onDelete={() => void collection.remove(item)}
            >
              <h2 className="adm-ordered-item__name">{item.name}</h2>
              <p className="adm-ordered-item__facts">{facts(item)}</p>
              {item.quote.en && <p className="adm-ordered-item__text">“{item.quote.en}”</p>}
              {item.quote.es && (
                <p lang="es" className="adm-muted adm-ordered-item__text">
                  “{item.quote.es}”
                </p>
              )}
              <p className="adm-ordered-item__badges">
                {item.sample ? <span className="adm-badge adm-badge--new">Sample — not shown on the site</span> : <PublishedBadge published={item.published} />}
                <span className={`adm-badge ${item.permission ? 'adm-badge--neutral' : 'adm-badge--new'}`}>
                  {item.permission ? 'Permission on file' : 'No permission recorded'}
                </span>
              </p>
            </OrderedItem>
          ))}
        </ol>
      </ResourceState>
    </div>
  )
}
