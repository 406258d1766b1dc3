import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StudioService } from '#shared/schema/service.ts'
import { moveBy } from '../ui/list-order.ts'
import { useConfirmLeave } from '../forms/leave-guard.tsx'
import { useAdmin } from '../console/admin-context.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { EyeIcon, EyeOffIcon } from '../ui/icons.tsx'
import { NewItemBar } from '../ui/ordered-item.tsx'
import { DeleteButton, EditButton } from '../ui/item-buttons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { MoveButtons } from '../ui/ordered-item-buttons.tsx'
import { useListOrder } from '../ui/use-list-order.ts'
import { useRefocus } from '../ui/use-refocus.ts'
import { useResource } from '../ui/use-resource.ts'
import { useToast } from '../ui/toast.tsx'
import { ServiceForm } from './service-form.tsx'
import '../reviews/reviews-faq.css'

/** How staff tell services apart: the English name, else the Spanish one. */
function serviceName(service: StudioService): string {
  return service.name.en || service.name.es
}

/**
 * The studio's services (decision 024), in the order every page lists them. Move up / Move down save the order at
 * once; Hide / Show take a service off every page or put it back; New service / Edit open the form above the list.
 */
export function ServicesSection() {
  const { api } = useAdmin()
  const { t } = useTranslation('services')
  const confirm = useConfirm()
  const confirmLeave = useConfirmLeave()
  const toast = useToast()
  const services = useResource(() => api.listServices())
  const { busy, change } = useItemChange(services.reload)
  const [editing, setEditing] = useState<StudioService | null | undefined>(undefined)
  const refocus = useRefocus()
  const { items, announcement, move } = useListOrder({
    resource: services,
    save: (ids) => api.reorderServices(ids),
    current: async () => (await api.listServices()).map((service) => service.id),
    name: serviceName,
    errorTitle: t('orderError'),
  })

  function moveItem(service: StudioService, direction: 'up' | 'down') {
    refocus.current = [`service-move-${direction}-${service.id}`, `service-move-${direction === 'up' ? 'down' : 'up'}-${service.id}`]
    void move(
      service,
      (ids) => moveBy(ids, service.id, direction === 'up' ? -1 : 1),
      (ids) => t('position', { position: ids.indexOf(service.id) + 1, count: ids.length }),
    )
  }

  async function open(target: StudioService | null) {
    if (editing !== undefined && !(await confirmLeave())) return
    setEditing(target)
  }

  async function reopen(service: StudioService) {
    await services.reload()
    setEditing((await api.listServices()).find((candidate) => candidate.id === service.id))
  }

  async function setHidden(service: StudioService, hidden: boolean) {
    const call = () => api.updateService(service.id, { hidden, updatedAt: service.updatedAt })
    const saved = await change(service.id, call, t(hidden ? 'hideError' : 'showError'))
    if (saved) toast({ title: t(hidden ? 'hiddenToast' : 'shownToast') })
    refocus.current = [`service-hide-${service.id}`]
  }

  async function remove(service: StudioService) {
    const yes = await confirm({
      title: t('deleteTitle'),
      message: <p>{t('deleteMessage', { name: serviceName(service) })}</p>,
      confirmLabel: t('deleteConfirm'),
      tone: 'danger',
    })
    if (!yes || !(await change(service.id, () => api.deleteService(service.id), t('deleteError')))) return
    if (editing?.id === service.id) setEditing(undefined)
    toast({ title: t('deletedToast') })
  }

  const stored = services.data ?? []
  const shown = stored.filter((service) => !service.hidden).length

  return (
    <div className="adm-stack">
      <NewItemBar
        countText={services.data ? t('count', { count: stored.length, shown }) : ''}
        id="service-new"
        label={t('new')}
        adding={editing === null}
        onNew={() => void open(null)}
      />

      {editing !== undefined && (
        <ServiceForm
          key={editing ? `${editing.id} ${editing.updatedAt}` : 'new'}
          item={editing}
          onReload={async () => {
            if (editing) await reopen(editing)
          }}
          onClose={(saved) => {
            refocus.current = editing ? [`service-edit-${editing.id}`, 'service-new'] : ['service-new']
            setEditing(undefined)
            if (saved) void services.reload()
          }}
        />
      )}

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <ResourceState resource={services} words={{ loading: t('loading'), loadError: t('loadError') }}>
        <p className="adm-hint">{t('hint')}</p>
        {items.length === 0 ? (
          <p className="adm-muted">{t('empty')}</p>
        ) : (
          <ol className="adm-list" aria-label={t('listLabel')}>
            {items.map((service, index) => {
              const name = serviceName(service)
              return (
                <li key={service.id} className="adm-card adm-ordered-item" data-service={service.slug}>
                  <span className="adm-ordered-item__position" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div className="adm-ordered-item__body">
                    <h3 className="adm-ordered-item__name">{name}</h3>
                    <p className="adm-muted adm-ordered-item__text">
                      {t(`groups.${service.group}`)} · ${service.price} · {t('minutes', { from: service.duration.from, to: service.duration.to })}
                    </p>
                    <p className="adm-ordered-item__badges">
                      <span className={`adm-badge ${service.hidden ? 'adm-badge--draft' : 'adm-badge--published'}`}>
                        {t(service.hidden ? 'hidden' : 'shown')}
                      </span>
                    </p>
                  </div>
                  <div className="adm-ordered-item__actions">
                    <MoveButtons
                      idPrefix="service-move"
                      id={service.id}
                      name={name}
                      first={index === 0}
                      last={index === items.length - 1}
                      onMove={(direction) => moveItem(service, direction)}
                    />
                    <button
                      id={`service-hide-${service.id}`}
                      type="button"
                      className="adm-button adm-button--secondary adm-button--small"
                      disabled={busy === service.id}
                      onClick={() => void setHidden(service, !service.hidden)}
                    >
                      {service.hidden ? <EyeIcon /> : <EyeOffIcon />} {t(service.hidden ? 'show' : 'hide')}
                      <span className="visually-hidden">: {name}</span>
                    </button>
                    <EditButton id={`service-edit-${service.id}`} name={name} onClick={() => void open(service)} />
                    <DeleteButton name={name} deleting={busy === service.id} onClick={() => void remove(service)} />
                  </div>
                </li>
              )
            })}
          </ol>
        )}
      </ResourceState>
    </div>
  )
}
