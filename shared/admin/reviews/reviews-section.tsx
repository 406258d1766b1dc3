import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Testimonial } from '#shared/schema/testimonial.ts'
import { type ServiceChoice, serviceChoiceLabel } from '../console/service-choices.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useCollection } from '../console/use-collection.ts'
import { moveBy } from '../ui/list-order.ts'
import { ResourceState } from '../ui/list-state.tsx'
import { NewItemBar, OrderedItem, PublishedBadge, publishedCount } from '../ui/ordered-item.tsx'
import { useListOrder } from '../ui/use-list-order.ts'
import { useResource } from '../ui/use-resource.ts'
import { ReviewForm } from './review-form.tsx'
import { reviewServiceOptions } from './review-form-values.ts'
import './reviews-faq.css'

/** How staff tell reviews apart: the name shown, and "(sample)" for the starter's. */
function reviewName(item: Testimonial, t: TFunction): string {
  return item.sample ? t('sampleName', { name: item.name }) : item.name
}

/** `services`: the picker's choices, which name the review's service as the studio does now. */
function facts(item: Testimonial, t: TFunction, services: readonly ServiceChoice[]): string {
  return [
    serviceChoiceLabel(services, item.service),
    t(`sources.${item.source}`),
    item.rating === undefined ? undefined : t('stars', { count: item.rating }),
    item.date,
  ]
    .filter(Boolean)
    .join(' · ')
}

/**
 * The studio's reviews, in the order the before & after gallery page shows the published ones. Move up /
 * Move down save the order at once; New review / Edit open the form above the list. The starter's samples say so
 * and cannot be published; a review without the client's permission cannot either.
 */
export function ReviewsSection() {
  const { api } = useAdmin()
  const { t, i18n } = useTranslation('reviews')
  const name = (item: Testimonial) => reviewName(item, t)
  const reviews = useResource(() => api.listTestimonials())
  // The studio's services, as Services has them now: the picker's choices and each review's line.
  const services = useResource(() => api.listServices())
  const serviceWords = reviewServiceOptions(t, i18n.language === 'es' ? 'es' : 'en', services.data)
  const collection = useCollection({
    prefix: 'review',
    t,
    resource: reviews,
    list: () => api.listTestimonials(),
    publish: (item, published) => api.updateTestimonial(item.id, { published, updatedAt: item.updatedAt }),
    remove: (item) => api.deleteTestimonial(item.id),
    deleteMessage: (item) => <p>{t(item.published ? 'deletePublishedMessage' : 'deleteMessage', { name: name(item) })}</p>,
  })
  const { editing, refocus } = collection
  const { items, announcement, move } = useListOrder({
    resource: reviews,
    save: (ids) => api.reorderTestimonials(ids),
    current: async () => (await api.listTestimonials()).map((item) => item.id),
    name,
    errorTitle: t('orderError'),
  })

  function moveItem(item: Testimonial, direction: 'up' | 'down') {
    refocus.current = [`review-move-${direction}-${item.id}`, `review-move-${direction === 'up' ? 'down' : 'up'}-${item.id}`]
    void move(
      item,
      (ids) => moveBy(ids, item.id, direction === 'up' ? -1 : 1),
      (ids) => t('position', { position: ids.indexOf(item.id) + 1, count: ids.length }),
    )
  }

  return (
    <div className="adm-stack">
      <NewItemBar {...collection.newButton} countText={publishedCount(reviews.data, t)} label={t('new')} />

      {editing !== undefined && <ReviewForm key={collection.formKey} {...collection.form} services={services.data} />}

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <ResourceState resource={reviews} words={{ loading: t('loading'), loadError: t('loadError'), empty: t('empty'), emptyDetail: t('emptyDetail') }}>
        <p className="adm-hint">{t('hint')}</p>
        <ol className="adm-list" aria-label={t('listLabel')}>
          {items.map((item, index) => (
            <OrderedItem
              key={item.id}
              prefix="review"
              item={item}
              name={name(item)}
              index={index}
              count={items.length}
              busy={collection.busy === item.id}
              onMove={(direction) => moveItem(item, direction)}
              onPublish={item.sample ? undefined : () => void collection.setPublished(item, !item.published)}
              onEdit={() => void collection.open(item)}
              onDelete={() => void collection.remove(item)}
            >
              <h2 className="adm-ordered-item__name">{item.name}</h2>
              <p className="adm-ordered-item__facts">{facts(item, t, serviceWords)}</p>
              {item.quote.en && <p className="adm-ordered-item__text">“{item.quote.en}”</p>}
              {item.quote.es && (
                <p lang="es" className="adm-muted adm-ordered-item__text">
                  “{item.quote.es}”
                </p>
              )}
              <p className="adm-ordered-item__badges">
                {item.sample ? <span className="adm-badge adm-badge--new">{t('sample')}</span> : <PublishedBadge published={item.published} t={t} />}
                <span className={`adm-badge ${item.permission ? 'adm-badge--neutral' : 'adm-badge--new'}`}>
                  {t(item.permission ? 'permissionOnFile' : 'noPermission')}
                </span>
              </p>
            </OrderedItem>
          ))}
        </ol>
      </ResourceState>
    </div>
  )
}
