import { useTranslation } from 'react-i18next'
import type { StudioService } from '#shared/schema/service.ts'
import { RATING_MAX, type Testimonial } from '#shared/schema/testimonial.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { CollectionEntryForm, useCollectionEntry } from '../forms/collection-entry-form.tsx'
import { ChoiceField, FieldError, FieldFrame, PublishedSwitch, TextField, describedBy } from '../forms/field.tsx'
import { StudioFactsHelp } from '../forms/studio-facts-help.tsx'
import { AlertIcon } from '../ui/icons.tsx'
import {
  REVIEW_FIELDS,
  newReviewValues,
  reviewServerErrors,
  reviewServiceOptions,
  reviewToValues,
  reviewUpdate,
  sourceOptions,
  validateReviewForm,
} from './review-form-values.ts'

/** Every control's id is this plus its field name, so the error summary can link to it. */
const ID = 'review-'

const STARS = Array.from({ length: RATING_MAX }, (_, index) => String(RATING_MAX - index))

/**
 * A review's form (New / Edit). The client's words in English and Spanish side by side (one is enough:
 * the site shows them as given), the name as they agreed to show it, and the permission that publishing needs.
 * `services`: the studio's (undefined while they load), for the service picker.
 */
export function ReviewForm({
  item,
  services,
  onClose,
  onReload,
}: {
  item: Testimonial | null
  services: readonly StudioService[] | undefined
  onClose(saved: boolean): void
  onReload(): void
}) {
  const { api } = useAdmin()
  const sample = item?.sample ?? false
  const entry = useCollectionEntry({
    feature: 'reviews',
    idPrefix: ID,
    fields: REVIEW_FIELDS,
    item,
    initial: () => (item ? reviewToValues(item) : newReviewValues()),
    validate: (values, t) => validateReviewForm(values, t, sample),
    serverErrors: reviewServerErrors,
    create: (input) => api.createTestimonial(input),
    update: (item, input) => api.updateTestimonial(item.id, reviewUpdate(input, item.updatedAt)),
    onClose,
  })
  const { form, t, labels } = entry
  const { i18n } = useTranslation()
  const { values, set, field, errors } = form

  return (
    <CollectionEntryForm
      entry={entry.frame}
      title={t(entry.creating ? 'form.newTitle' : sample ? 'form.editSampleTitle' : 'form.editTitle')}
      firstField={`${ID}name`}
      notice={
        sample && (
          <div className="adm-notice">
            <p className="adm-notice__title">
              <AlertIcon width={18} height={18} /> {t('sample')}
            </p>
            <p>{t('form.sampleText')}</p>
          </div>
        )
      }
      onReload={onReload}
    >
      <div className="adm-grid-2">
        <TextField {...field('name')} label={labels.name} required hint={t('form.hints.name')} />
        <TextField {...field('date')} label={labels.date} type="date" hint={t('form.hints.date')} />
      </div>

      <div className="adm-grid-2">
        <ChoiceField
          id={`${ID}service`}
          label={labels.service}
          value={values.service}
          error={errors.service}
          options={reviewServiceOptions(t, i18n.language === 'es' ? 'es' : 'en', services, values.service)}
          placeholder={t('form.chooseService')}
          onChange={(service) => set('service', service)}
        />
        <ChoiceField
          id={`${ID}source`}
          label={labels.source}
          value={values.source}
          error={errors.source}
          options={sourceOptions(t)}
          placeholder={t('form.chooseSource')}
          onChange={(source) => set('source', source)}
        />
      </div>

      <FieldFrame id={`${ID}rating`} label={labels.rating} error={errors.rating} hint={t('form.hints.rating')}>
        <select
          id={`${ID}rating`}
          className="adm-input adm-select"
          value={values.rating}
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={describedBy(`${ID}rating`, { hint: true, error: errors.rating })}
          onChange={(event) => set('rating', event.target.value)}
        >
          <option value="">{t('form.noStars')}</option>
          {STARS.map((stars) => (
            <option key={stars} value={stars}>
              {t('stars', { count: Number(stars) })}
            </option>
          ))}
        </select>
      </FieldFrame>

      <div className="adm-bilingual">
        <TextField {...field('quoteEn')} label={labels.quoteEn} rows={5} hint={t('form.hints.quoteEn')} />
        <TextField {...field('quoteEs')} label={labels.quoteEs} rows={5} hint={t('form.hints.quoteEs')} />
      </div>
      <StudioFactsHelp />

      <div className={`adm-field ${errors.permission ? 'adm-field--invalid' : ''}`}>
        <label className="adm-check" htmlFor={`${ID}permission`}>
          <input
            id={`${ID}permission`}
            type="checkbox"
            checked={values.permission}
            aria-invalid={errors.permission ? true : undefined}
            aria-describedby={describedBy(`${ID}permission`, { hint: true, error: errors.permission })}
            onChange={(event) => set('permission', event.target.checked)}
          />
          <span>{t('form.permission')}</span>
        </label>
        <p id={`${ID}permission-hint`} className="adm-hint">
          {t('form.hints.permission')}
        </p>
        <FieldError id={`${ID}permission`} error={errors.permission} />
      </div>

      {sample ? (
        <FieldError id={`${ID}published`} error={errors.published} />
      ) : (
        <PublishedSwitch
          id={`${ID}published`}
          checked={values.published}
          onChange={(published) => set('published', published)}
          shown={t('form.hints.published')}
          label={t('form.labels.published')}
        />
      )}
    </CollectionEntryForm>
  )
}
