import { useState } from 'react'
import { RATING_MAX, type Testimonial } from '#shared/schema/testimonial.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { EntryForm } from '../forms/entry-form.tsx'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { ChoiceField, FieldError, FieldFrame, PublishedSwitch, TextField, describedBy } from '../forms/field.tsx'
import { FormButtons } from '../forms/form-buttons.tsx'
import { StaleNotice, keepStale } from '../forms/stale-notice.tsx'
import { StudioFactsHelp } from '../forms/studio-facts-help.tsx'
import { useDraftForm } from '../forms/use-draft-form.ts'
import { AlertIcon } from '../ui/icons.tsx'
import {
  REVIEW_LABELS,
  REVIEW_SERVICE_OPTIONS,
  SOURCE_OPTIONS,
  type ReviewFormValues,
  newReviewValues,
  reviewServerErrors,
  reviewToValues,
  reviewUpdate,
  validateReviewForm,
} from './review-form-values.ts'

/** Every control's id is this plus its field name, so the error summary can link to it. */
const ID = 'review-'

const STARS = Array.from({ length: RATING_MAX }, (_, index) => String(RATING_MAX - index))

/**
 * A review's form (New / Edit). The client's words in English and Spanish side by side (one is enough:
 * the site shows them as given), the name as they agreed to show it, and the permission that publishing needs.
 */
export function ReviewForm({ item, onClose, onReload }: { item: Testimonial | null; onClose(saved: boolean): void; onReload(): void }) {
  const { api } = useAdmin()
  const creating = item === null
  const sample = item?.sample ?? false
  const [initial] = useState(() => (item ? reviewToValues(item) : newReviewValues()))
  const [stale, setStale] = useState<string | null>(null)
  const form = useDraftForm({
    idPrefix: ID,
    loaded: initial,
    validate: (values: ReviewFormValues) => validateReviewForm(values, sample),
    serverErrors: reviewServerErrors,
    focusServerErrors: true,
  })
  const { values, set, field, errors, pending } = form

  const submit = form.onSubmit((input) =>
    form.saveAndClose(
      {
        send: () => (item ? api.updateTestimonial(item.id, reviewUpdate(input, item.updatedAt)) : api.createTestimonial(input)),
        failure: creating ? 'Error adding the review' : 'Error saving the review',
        done: creating ? 'Review added' : 'Review saved',
        handled: keepStale(setStale, 'This review was changed by someone else since you opened it.'),
      },
      onClose,
    ),
  )

  return (
    <EntryForm
      title={creating ? 'New review' : sample ? 'Edit sample review' : 'Edit review'}
      className="adm-entry-form"
      firstField={`${ID}name`}
      onSubmit={submit}
    >
      {sample && (
        <div className="adm-notice">
          <p className="adm-notice__title">
            <AlertIcon width={18} height={18} /> Sample — not shown on the site
          </p>
          <p>Nobody gave this review: it was written to show what a review looks like. It cannot be published. Add your clients' real words as new reviews.</p>
        </div>
      )}
      {stale && <StaleNotice message={stale} onLoad={onReload} />}
      <ErrorSummary errors={errors} labels={REVIEW_LABELS} idPrefix={ID} attempt={form.attempt} />

      <div className="adm-stack">
        <div className="adm-grid-2">
          <TextField {...field('name')} label="Name shown" required hint='As the client agreed to be named, e.g. "Maria G."' />
          <TextField {...field('date')} label="Date" type="date" hint="When they gave it (optional)." />
        </div>

        <div className="adm-grid-2">
          <ChoiceField
            id={`${ID}service`}
            label="Service"
            value={values.service}
            error={errors.service}
            options={REVIEW_SERVICE_OPTIONS}
            placeholder="Choose a service"
            onChange={(service) => set('service', service)}
          />
          <ChoiceField
            id={`${ID}source`}
            label="Where they said it"
            value={values.source}
            error={errors.source}
            options={SOURCE_OPTIONS}
            placeholder="Choose where"
            onChange={(source) => set('source', source)}
          />
        </div>

        <FieldFrame id={`${ID}rating`} label="Stars" error={errors.rating} hint="As the client gave them. Words said in person have none.">
          <select
            id={`${ID}rating`}
            className="adm-input adm-select"
            value={values.rating}
            aria-invalid={errors.rating ? true : undefined}
            aria-describedby={describedBy(`${ID}rating`, { hint: true, error: errors.rating })}
            onChange={(event) => set('rating', event.target.value)}
          >
            <option value="">No stars</option>
            {STARS.map((stars) => (
              <option key={stars} value={stars}>
                {stars === '1' ? '1 star' : `${stars} stars`}
              </option>
            ))}
          </select>
        </FieldFrame>

        <div className="adm-bilingual">
          <TextField {...field('quoteEn')} label="Quote (English)" rows={5} hint="The client's words. A blank line starts a new paragraph." />
          <TextField {...field('quoteEs')} label="Quote (Spanish)" rows={5} hint="Las palabras de la clienta. Con una sola lengua basta." />
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
            <span>The client agreed to be quoted on the website, under this name</span>
          </label>
          <p id={`${ID}permission-hint`} className="adm-hint">
            Needed to publish. Keep their message or the signed form with the client's file.
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
            shown="Shown on the before & after gallery page."
          />
        )}
      </div>

      <FormButtons pending={pending} submit={creating ? 'Add review' : 'Save changes'} onCancel={() => onClose(false)} />
    </EntryForm>
  )
}
