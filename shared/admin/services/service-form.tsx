import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StudioService } from '#shared/schema/service.ts'
import { EntryForm } from '../forms/entry-form.tsx'
import { CollisionDialog, keepCollision, type Collision } from '../forms/collision-dialog.tsx'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { ChoiceField, FieldFrame, Switch, TextField, describedBy } from '../forms/field.tsx'
import { FormButtons } from '../forms/form-buttons.tsx'
import { StudioFactsHelp } from '../forms/studio-facts-help.tsx'
import { useDraftForm } from '../forms/use-draft-form.ts'
import { useAdmin } from '../console/admin-context.tsx'
import {
  SERVICE_FIELDS,
  SERVICE_GROUPS,
  type ValidServiceInput,
  newServiceValues,
  serviceServerErrors,
  serviceToValues,
  serviceUpdate,
  validateServiceForm,
} from './service-form-values.ts'

/** Every control's id is this plus its field name, so the error summary can link to it. */
const ID = 'service-'

/**
 * A service's form (New / Edit): its words in English and Spanish side by side, its group, session, prices and
 * booking link. A save over someone else's newer one asks whose version to keep.
 */
export function ServiceForm({ item, onClose, onReload }: { item: StudioService | null; onClose(saved: boolean): void; onReload(): Promise<void> }) {
  const { api } = useAdmin()
  const { t } = useTranslation('services')
  const creating = item === null
  const [initial] = useState(() => (item ? serviceToValues(item) : newServiceValues()))
  const [collision, setCollision] = useState<{ collision: Collision; input: ValidServiceInput } | null>(null)
  const form = useDraftForm({ idPrefix: ID, loaded: initial, validate: validateServiceForm, serverErrors: serviceServerErrors, focusServerErrors: true })
  const { values, set, field, errors, pending } = form
  const labels = Object.fromEntries(SERVICE_FIELDS.map((name) => [name, t(`form.labels.${name}`)]))
  const bound = (name: Parameters<typeof field>[0]) => ({ ...field(name), label: labels[name]! })

  async function send(input: ValidServiceInput, version: string | undefined) {
    await form.saveAndClose(
      {
        send: () => (item ? api.updateService(item.id, serviceUpdate(input, version ?? item.updatedAt)) : api.createService(input)),
        failure: t(creating ? 'form.addError' : 'form.saveError'),
        done: t(creating ? 'form.added' : 'form.saved'),
        handled: keepCollision((found) => setCollision({ collision: found, input })),
      },
      onClose,
    )
  }

  const submit = form.onSubmit((input) => send(input, undefined))

  const number = { type: 'number' as const, inputMode: 'numeric' as const, min: 0, step: 1 }

  return (
    <EntryForm title={t(creating ? 'form.newTitle' : 'form.editTitle')} className="adm-entry-form" firstField={`${ID}nameEn`} onSubmit={submit}>
      <ErrorSummary errors={errors} labels={labels} idPrefix={ID} attempt={form.attempt} />

      <div className="adm-stack">
        <div className="adm-bilingual">
          <TextField {...bound('nameEn')} required />
          <TextField {...bound('nameEs')} required />
        </div>
        <div className="adm-grid-2">
          {creating ? (
            <TextField {...bound('slug')} hint={t('form.hints.slug')} spellCheck={false} />
          ) : (
            <FieldFrame id={`${ID}slug`} label={labels.slug!} hint={t('form.hints.slugFixed', { slug: values.slug })}>
              <input id={`${ID}slug`} className="adm-input" value={values.slug} readOnly aria-describedby={describedBy(`${ID}slug`, { hint: true })} />
            </FieldFrame>
          )}
          <ChoiceField
            id={`${ID}group`}
            label={labels.group!}
            value={values.group}
            error={errors.group}
            hint={t('form.hints.group')}
            options={SERVICE_GROUPS.map((group) => [group, t(`groups.${group}`)] as const)}
            placeholder={t('form.chooseGroup')}
            onChange={(group) => set('group', group)}
          />
        </div>

        <div className="adm-bilingual">
          <TextField {...bound('summaryEn')} rows={3} required hint={t('form.hints.summary')} />
          <TextField {...bound('summaryEs')} rows={3} required hint={t('form.hints.summary')} />
          <TextField {...bound('descriptionEn')} rows={6} hint={t('form.hints.description')} />
          <TextField {...bound('descriptionEs')} rows={6} hint={t('form.hints.description')} />
          <TextField {...bound('benefitsEn')} rows={4} hint={t('form.hints.benefits')} />
          <TextField {...bound('benefitsEs')} rows={4} hint={t('form.hints.benefits')} />
          <TextField {...bound('lastsEn')} hint={t('form.hints.lasts')} />
          <TextField {...bound('lastsEs')} hint={t('form.hints.lasts')} />
        </div>
        <StudioFactsHelp />

        <div className="adm-grid-2">
          <TextField {...bound('durationFrom')} {...number} min={5} required />
          <TextField {...bound('durationTo')} {...number} min={5} required />
          <TextField {...bound('price')} {...number} required />
          <TextField {...bound('touchUpPrice')} {...number} hint={t('form.hints.touchUpPrice')} />
          <TextField {...bound('deposit')} {...number} hint={t('form.hints.deposit')} />
          <TextField {...bound('bookingUrl')} type="url" inputMode="url" hint={t('form.hints.bookingUrl')} spellCheck={false} />
        </div>

        <Switch
          id={`${ID}hidden`}
          label={labels.hidden!}
          checked={values.hidden}
          onChange={(hidden) => set('hidden', hidden)}
          hint={t(values.hidden ? 'form.hints.hidden' : 'form.hints.shown')}
        />
      </div>

      <FormButtons pending={pending} submit={t(creating ? 'form.add' : 'form.save')} onCancel={() => onClose(false)} />
      {collision && (
        <CollisionDialog
          collision={collision.collision}
          title={t('form.collisionTitle')}
          subject={t('form.collisionSubject')}
          onReload={async () => {
            setCollision(null)
            await onReload()
          }}
          onOverwrite={async () => {
            const { input, collision: other } = collision
            setCollision(null)
            await send(input, other.version)
          }}
          onClose={() => setCollision(null)}
        />
      )}
    </EntryForm>
  )
}
