import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FAQ_PAGES, type FaqItem, type FaqPage } from '#shared/schema/faq.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useCollection } from '../console/use-collection.ts'
import { ResourceState } from '../ui/list-state.tsx'
import { NewItemBar, OrderedItem, PublishedBadge, publishedCount } from '../ui/ordered-item.tsx'
import { useListOrder } from '../ui/use-list-order.ts'
import { useResource } from '../ui/use-resource.ts'
import { FaqForm } from './faq-form.tsx'
import { moveWithinPage } from './faq-order.ts'
import '../reviews/reviews-faq.css'

/** How staff tell questions apart: the English question, else the Spanish one. */
function questionName(item: FaqItem): string {
  return item.question.en || item.question.es
}

/**
 * The studio's questions, page by page, each page's in the order it shows them. The FAQ page shows the
 * general ones; the microblading, lip blushing and pricing pages their own (a question is on one page only). Move up
 * / Move down save the order at once; New question / Edit open the form above the lists.
 */
export function FaqSection() {
  const { api } = useAdmin()
  const { t } = useTranslation('faq')
  const pageName = (page: FaqPage) => t(`pages.${page}`)
  const questions = useResource(() => api.listFaqs())
  const collection = useCollection({
    prefix: 'faq',
    t,
    resource: questions,
    list: () => api.listFaqs(),
    publish: (item, published) => api.updateFaq(item.id, { published, updatedAt: item.updatedAt }),
    remove: (item) => api.deleteFaq(item.id),
    deleteMessage: (item) => <p>{t('deleteMessage', { name: questionName(item), page: pageName(item.page) })}</p>,
  })
  const { editing, refocus } = collection
  // Each question's page, as last loaded: a move is made again on the server's list when it changed meanwhile.
  const pages = useRef(new Map<string, FaqPage>())
  for (const item of questions.data ?? []) pages.current.set(item.id, item.page)
  const pageOf = (id: string) => pages.current.get(id)
  const { items, announcement, move } = useListOrder({
    resource: questions,
    save: (ids) => api.reorderFaqs(ids),
    current: async () => {
      const latest = await api.listFaqs()
      for (const item of latest) pages.current.set(item.id, item.page)
      return latest.map((item) => item.id)
    },
    name: questionName,
    errorTitle: t('orderError'),
  })

  function moveItem(item: FaqItem, direction: 'up' | 'down') {
    refocus.current = [`faq-move-${direction}-${item.id}`, `faq-move-${direction === 'up' ? 'down' : 'up'}-${item.id}`]
    void move(
      item,
      (ids) => moveWithinPage(ids, item.id, direction === 'up' ? -1 : 1, pageOf),
      (ids) => {
        const own = ids.filter((id) => pageOf(id) === item.page)
        return t('position', { position: own.indexOf(item.id) + 1, count: own.length, page: pageName(item.page) })
      },
    )
  }

  return (
    <div className="adm-stack">
      <NewItemBar {...collection.newButton} countText={publishedCount(questions.data, t)} label={t('new')} />

      {editing !== undefined && <FaqForm key={collection.formKey} {...collection.form} />}

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <ResourceState resource={questions} words={{ loading: t('loading'), loadError: t('loadError') }}>
        <p className="adm-hint">{t('hint')}</p>
        {FAQ_PAGES.map((page) => {
          const own = items.filter((item) => item.page === page)
          const headingId = `faq-group-${page}`
          return (
            <section key={page} className="adm-stack adm-faq-group" aria-labelledby={headingId}>
              <h2 id={headingId} className="adm-section-title">
                {pageName(page)}
                <span className="adm-muted adm-faq-group__count"> · {t('groupCount', { count: own.filter((item) => item.published).length })}</span>
              </h2>
              {own.length === 0 ? (
                <p className="adm-muted">{t('empty')}</p>
              ) : (
                <ol className="adm-list" aria-label={t('listLabel', { page: pageName(page) })}>
                  {own.map((item, index) => (
                    <OrderedItem
                      key={item.id}
                      prefix="faq"
                      item={item}
                      name={questionName(item)}
                      index={index}
                      count={own.length}
                      busy={collection.busy === item.id}
                      onMove={(direction) => moveItem(item, direction)}
                      onPublish={() => void collection.setPublished(item, !item.published)}
                      onEdit={() => void collection.open(item)}
                      onDelete={() => void collection.remove(item)}
                    >
                      <h3 className="adm-ordered-item__name">{questionName(item)}</h3>
                      {item.question.en && item.question.es && (
                        <p lang="es" className="adm-muted adm-ordered-item__text">
                          {item.question.es}
                        </p>
                      )}
                      <p className="adm-ordered-item__badges">
                        <PublishedBadge published={item.published} t={t} />
                      </p>
                    </OrderedItem>
                  ))}
                </ol>
              )}
            </section>
          )
        })}
      </ResourceState>
    </div>
  )
}
