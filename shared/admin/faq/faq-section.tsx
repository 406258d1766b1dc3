import { useRef, useState } from 'react'
import { FAQ_PAGES, type FaqItem, type FaqPage } from '#shared/schema/faq.ts'
import { useConfirmLeave } from '../forms/leave-guard.tsx'
import { useAdmin } from '../console/admin-context.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { plural } from '../ui/format.ts'
import { PlusIcon } from '../ui/icons.tsx'
import { DeleteButton, EditButton } from '../ui/item-buttons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { MoveButtons, PublishButton } from '../ui/ordered-item-buttons.tsx'
import { useListOrder } from '../ui/use-list-order.ts'
import { useRefocus } from '../ui/use-refocus.ts'
import { useResource } from '../ui/use-resource.ts'
import { useToast } from '../ui/toast.tsx'
import { FaqForm } from './faq-form.tsx'
import { FAQ_PAGE_LABEL } from './faq-form-values.ts'
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
  const confirm = useConfirm()
  const confirmLeave = useConfirmLeave()
  const toast = useToast()
  const questions = useResource(() => api.listFaqs())
  const { busy, change } = useItemChange(questions.reload)
  const [editing, setEditing] = useState<FaqItem | null | undefined>(undefined)
  const refocus = useRefocus()
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
    errorTitle: 'Error saving the order of the questions',
  })

  function moveItem(item: FaqItem, direction: 'up' | 'down') {
    refocus.current = [`faq-move-${direction}-${item.id}`, `faq-move-${direction === 'up' ? 'down' : 'up'}-${item.id}`]
    void move(
      item,
      (ids) => moveWithinPage(ids, item.id, direction === 'up' ? -1 : 1, pageOf),
      (ids) => {
        const own = ids.filter((id) => pageOf(id) === item.page)
        return `position ${own.indexOf(item.id) + 1} of ${own.length} on the ${FAQ_PAGE_LABEL[item.page]}`
      },
    )
  }

  async function open(target: FaqItem | null) {
    if (editing !== undefined && !(await confirmLeave())) return
    setEditing(target)
  }

  async function reopen(item: FaqItem) {
    await questions.reload()
    setEditing((await api.listFaqs()).find((candidate) => candidate.id === item.id))
  }

  async function setPublished(item: FaqItem, published: boolean) {
    const call = () => api.updateFaq(item.id, { published, updatedAt: item.updatedAt })
    const saved = await change(item.id, call, published ? 'Could not publish the question' : 'Could not unpublish the question')
    if (saved) toast({ title: published ? 'Question published' : 'Question unpublished' })
    refocus.current = [`faq-publish-${item.id}`]
  }

  async function remove(item: FaqItem) {
    const yes = await confirm({
      title: 'Delete this question?',
      message: (
        <p>
          “{questionName(item)}” will be removed, in English and Spanish, from the {FAQ_PAGE_LABEL[item.page]}. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete question',
      tone: 'danger',
    })
    if (!yes || !(await change(item.id, () => api.deleteFaq(item.id), 'Error deleting the question'))) return
    if (editing?.id === item.id) setEditing(undefined)
    toast({ title: 'Question deleted' })
  }

  const stored = questions.data ?? []
  const published = stored.filter((item) => item.published).length

  return (
    <div className="adm-stack">
      <div className="adm-toolbar adm-toolbar--end">
        <p className="adm-result-count">{questions.data ? `${plural(stored.length, 'question')} · ${published} published` : ''}</p>
        <button id="faq-new" type="button" className="adm-button adm-button--primary" onClick={() => void open(null)} disabled={editing === null}>
          <PlusIcon /> New question
        </button>
      </div>

      {editing !== undefined && (
        <FaqForm
          key={editing ? `${editing.id} ${editing.updatedAt}` : 'new'}
          item={editing}
          onReload={() => editing && void reopen(editing)}
          onClose={(saved) => {
            refocus.current = editing ? [`faq-edit-${editing.id}`, 'faq-new'] : ['faq-new']
            setEditing(undefined)
            if (saved) void questions.reload()
          }}
        />
      )}

      <p className="adm-visually-hidden" role="status">
        {announcement}
      </p>

      <ResourceState resource={questions} words={{ loading: 'Loading the questions...', loadError: 'Could not load the questions' }}>
        <p className="adm-hint">
          Each page shows its published questions in this order, in its questions section and in the structured data search engines read. A page without a
          published question shows no questions section.
        </p>
        {FAQ_PAGES.map((page) => {
          const own = items.filter((item) => item.page === page)
          const headingId = `faq-group-${page}`
          return (
            <section key={page} className="adm-stack adm-faq-group" aria-labelledby={headingId}>
              <h2 id={headingId} className="adm-section-title">
                {FAQ_PAGE_LABEL[page]}
                <span className="adm-muted adm-faq-group__count"> · {plural(own.filter((item) => item.published).length, 'published question')}</span>
              </h2>
              {own.length === 0 ? (
                <p className="adm-muted">No questions: the page shows no questions section.</p>
              ) : (
                <ol className="adm-list" aria-label={`Questions of the ${FAQ_PAGE_LABEL[page]}, in the order it shows them`}>
                  {own.map((item, index) => {
                    const name = questionName(item)
                    return (
                      <li key={item.id} className="adm-card adm-ordered-item">
                        <span className="adm-ordered-item__position" aria-hidden="true">
                          {index + 1}
                        </span>
                        <div className="adm-ordered-item__body">
                          <h3 className="adm-ordered-item__name">{name}</h3>
                          {item.question.en && item.question.es && (
                            <p lang="es" className="adm-muted adm-ordered-item__text">
                              {item.question.es}
                            </p>
                          )}
                          <p className="adm-ordered-item__badges">
                            <span className={`adm-badge ${item.published ? 'adm-badge--published' : 'adm-badge--draft'}`}>
                              {item.published ? 'Published' : 'Draft'}
                            </span>
                          </p>
                        </div>
                        <div className="adm-ordered-item__actions">
                          <MoveButtons
                            idPrefix="faq-move"
                            id={item.id}
                            name={name}
                            first={index === 0}
                            last={index === own.length - 1}
                            onMove={(direction) => moveItem(item, direction)}
                          />
                          <PublishButton
                            id={`faq-publish-${item.id}`}
                            name={name}
                            published={item.published}
                            busy={busy === item.id}
                            onClick={() => void setPublished(item, !item.published)}
                          />
                          <EditButton id={`faq-edit-${item.id}`} name={name} onClick={() => void open(item)} />
                          <DeleteButton name={name} deleting={busy === item.id} onClick={() => void remove(item)} />
                        </div>
                      </li>
                    )
                  })}
                </ol>
              )}
            </section>
          )
        })}
      </ResourceState>
    </div>
  )
}
