import { useState } from 'react'
import type { GalleryItem } from '#shared/schema/gallery.ts'
import type { StudioService } from '#shared/schema/service.ts'
import { serviceChoiceLabel } from '../console/service-choices.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { EntryForm } from '../forms/entry-form.tsx'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { ChoiceField, FieldError, FieldFrame, PublishedSwitch, TextField, describedBy } from '../forms/field.tsx'
import { GalleryImageField } from './gallery-image-field.tsx'
import { GalleryPreview } from './gallery-preview.tsx'
import {
  GALLERY_LABELS,
  KIND_OPTIONS,
  galleryItemToValues,
  galleryServiceOptions,
  galleryServerErrors,
  galleryUpdate,
  newGalleryValues,
  validateGalleryForm,
  type ValidGalleryInput,
} from './gallery-form-values.ts'
import { useRecordCollision } from '../forms/use-record-collision.tsx'
import { FormButtons } from '../forms/form-buttons.tsx'
import { useDraftForm } from '../forms/use-draft-form.ts'
import { useStudioFacts } from '../console/use-studio-facts.ts'

/** Every control's id is this plus its field name, so the error summary can link to it. */
const ID = 'gallery-'

/**
 * A gallery item's form (New / Edit), checked with the shared schema, with a live preview. `services`: the studio's
 * (undefined while they load), for the service picker.
 */
export function GalleryForm({
  item,
  services,
  onClose,
}: {
  item: GalleryItem | null
  services: readonly StudioService[] | undefined
  onClose(saved: boolean): void
}) {
  const { api } = useAdmin()
  const studio = useStudioFacts()
  const creating = item === null
  // What the form was loaded from (the stored item and its values); "Reload their version" replaces it.
  const [loaded, setLoaded] = useState(() => ({ item, values: item ? galleryItemToValues(item) : newGalleryValues() }))
  // No local draft: a gallery item is a few fields and two photos already uploaded.
  const form = useDraftForm({ idPrefix: ID, loaded: loaded.values, validate: validateGalleryForm, serverErrors: galleryServerErrors, focusServerErrors: true })
  const { values, setValues, set, field, errors, pending } = form
  const collision = useRecordCollision({
    words: { title: 'This gallery item was changed by someone else', subject: 'this gallery item', gone: 'This gallery item no longer exists' },
    fetchTheirs: async () => (await api.listGallery()).find((candidate) => candidate.id === loaded.item?.id),
    load(theirs: GalleryItem) {
      const fresh = galleryItemToValues(theirs)
      setLoaded({ item: theirs, values: fresh })
      setValues(fresh)
      form.setErrors({})
    },
    async saveOver(version: string) {
      const input = form.validated()
      if (input) await save(input, version)
    },
  })

  /** `version`: the stored item's the edit is based on (a newer one answers 409 and opens the collision dialog). */
  async function save(input: ValidGalleryInput, version: string | undefined) {
    const stored = loaded.item
    await form.saveAndClose(
      {
        send: () =>
          stored ? api.updateGalleryItem(stored.id, { ...galleryUpdate(input), updatedAt: version ?? stored.updatedAt }) : api.createGalleryItem(input),
        failure: creating ? 'Error creating gallery item' : 'Error updating gallery item',
        done: creating ? 'Gallery item created' : 'Gallery item updated',
        handled: collision.handled,
      },
      onClose,
    )
  }

  const submit = form.onSubmit((input) => save(input, loaded.item?.updatedAt))

  const pair = values.kind === 'before-after'
  const serviceOptions = galleryServiceOptions(services, values.service)

  return (
    <EntryForm
      title={creating ? 'New gallery item' : 'Edit gallery item'}
      className="adm-gallery-form"
      firstField={`${ID}kind-${loaded.values.kind}`}
      onSubmit={submit}
    >
      <ErrorSummary errors={errors} labels={GALLERY_LABELS} idPrefix={ID} attempt={form.attempt} />

      <div className="adm-gallery-form__grid">
        <div className="adm-gallery-form__fields">
          <fieldset className="adm-field adm-gallery-form__kind">
            <legend className="adm-label">Kind</legend>
            <div className="adm-segmented__options">
              {KIND_OPTIONS.map(([kind, label]) => (
                <label key={kind} className="adm-segmented__option">
                  <input id={`${ID}kind-${kind}`} type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={() => set('kind', kind)} />
                  <span>{label}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <ChoiceField
            id={`${ID}service`}
            label="Service"
            value={values.service}
            error={errors.service}
            options={serviceOptions}
            placeholder="Choose a service"
            onChange={(service) => set('service', service)}
          />

          <div className="adm-gallery-form__photos">
            {pair && (
              <GalleryImageField
                id={`${ID}beforeImage`}
                label="Before photo"
                url={values.beforeImage}
                onChange={(url) => set('beforeImage', url)}
                error={errors.beforeImage}
                required
              />
            )}
            <GalleryImageField
              id={`${ID}afterImage`}
              label={pair ? 'After photo' : 'Healed photo'}
              url={values.afterImage}
              onChange={(url, image) => {
                setValues((current) => ({
                  ...current,
                  afterImage: url,
                  // The library's alt text is a first draft of the item's English description.
                  altEn: current.altEn || image?.alt || '',
                }))
              }}
              error={errors.afterImage}
              required
            />
          </div>

          <div className="adm-grid-2">
            <TextField {...field('captionEn')} label="Caption (English)" rows={2} />
            <TextField {...field('captionEs')} label="Caption (Spanish)" rows={2} />
            <TextField {...field('altEn')} label="Alt text (English)" hint="What the photos show. Needed to publish." />
            <TextField {...field('altEs')} label="Alt text (Spanish)" hint="Lo que muestran las fotos. Necesario para publicar." />
          </div>

          <div className="adm-grid-2">
            <TextField
              {...field('weeksHealed')}
              label="Weeks healed"
              type="number"
              inputMode="numeric"
              min={0}
              max={520}
              step={1}
              hint="How long after the session the after photo was taken."
            />
            <FieldFrame id={`${ID}artist`} label="Artist" error={errors.artist}>
              <input
                id={`${ID}artist`}
                className="adm-input"
                list={`${ID}artists`}
                value={values.artist}
                aria-invalid={errors.artist ? true : undefined}
                aria-describedby={describedBy(`${ID}artist`, { error: errors.artist })}
                onChange={(event) => set('artist', event.target.value)}
              />
              <datalist id={`${ID}artists`}>
                {(studio?.team ?? []).map((artist) => (
                  <option key={artist.id} value={artist.name} />
                ))}
              </datalist>
            </FieldFrame>
          </div>

          <div className="adm-gallery-form__consent">
            <div className={`adm-field ${errors.consent ? 'adm-field--invalid' : ''}`}>
              <label className="adm-check" htmlFor={`${ID}consent`}>
                <input
                  id={`${ID}consent`}
                  type="checkbox"
                  checked={values.consent}
                  aria-invalid={errors.consent ? true : undefined}
                  aria-describedby={describedBy(`${ID}consent`, { hint: true, error: errors.consent })}
                  onChange={(event) => set('consent', event.target.checked)}
                />
                <span>The client agreed in writing that these photos may be shown</span>
              </label>
              <p id={`${ID}consent-hint`} className="adm-hint">
                Needed to publish. Keep the signed form with the client's file.
              </p>
              <FieldError id={`${ID}consent`} error={errors.consent} />
            </div>
            <TextField {...field('consentDate')} label="Consent date" type="date" />
          </div>

          <PublishedSwitch
            id={`${ID}published`}
            checked={values.published}
            onChange={(published) => set('published', published)}
            shown="Shown in the before & after gallery on the site."
          />
        </div>

        <GalleryPreview values={values} service={values.service && serviceChoiceLabel(serviceOptions, values.service)} />
      </div>

      <FormButtons pending={pending} submit={creating ? 'Create item' : 'Save changes'} onCancel={() => onClose(false)} />
      {collision.dialog}
    </EntryForm>
  )
}
