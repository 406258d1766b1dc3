import { useState } from 'react'
import type { FaqItem, FaqPage } from '#shared/schema/faq.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { EntryForm } from '../forms/entry-form.tsx'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { ChoiceField, PublishedSwitch, TextField } from '../forms/field.tsx'
import { FormButtons } from '../forms/form-buttons.tsx'
import { StaleNotice, keepStale } from '../forms/stale-notice.tsx'
import { StudioFactsHelp } from '../forms/studio-facts-help.tsx'
import { useDraftForm } from '../forms/use-draft-form.ts'
import { FAQ_LABELS, FAQ_PAGE_OPTIONS, faqServerErrors, faqToValues, faqUpdate, newFaqValues, validateFaqForm } from './faq-form-values.ts'

/** Every control's id is this plus its field name, so the error summary can link to it. */
const ID = 'faq-'

interface FaqFormProps {
  item: FaqItem | null
  /** A new question's page, when it was added from that page's list. */
  page?: FaqPage
  onClose(saved: boolean): void
  onReload(): void
}

/**
 * A question's form (New / Edit): the page that shows it, and the question and its answer in English and
 * Spanish side by side. A draft may have one language; publishing needs both.
 */
export function FaqForm({ item, page, onClose, onReload }: FaqFormProps) {
  const { api } = useAdmin()
  const creating = item === null
  const [initial] = useState(() => (item ? faqToValues(item) : newFaqValues(page)))
  const [stale, setStale] = useState<string | null>(null)
  const form = useDraftForm({ idPrefix: ID, loaded: initial, validate: validateFaqForm, serverErrors: faqServerErrors, focusServerErrors: true })
  const { values, set, field, errors, pending } = form

  const submit = form.onSubmit((input) =>
    form.saveAndClose(
      {
        send: () => (item ? api.updateFaq(item.id, faqUpdate(input, item.updatedAt)) : api.createFaq(input)),
        failure: creating ? 'Error adding the question' : 'Error saving the question',
        done: creating ? 'Question added' : 'Question saved',
        handled: keepStale(setStale, 'This question was changed by someone else since you opened it.'),
      },
      onClose,
    ),
  )

  return (
    <EntryForm
      title={creating ? 'New question' : 'Edit question'}
      className="adm-entry-form"
      firstField={`${ID}${initial.page ? 'questionEn' : 'page'}`}
      onSubmit={submit}
    >
      {stale && <StaleNotice message={stale} onLoad={onReload} />}
      <ErrorSummary errors={errors} labels={FAQ_LABELS} idPrefix={ID} attempt={form.attempt} />

      <div className="adm-stack">
        <ChoiceField
          id={`${ID}page`}
          label="Page"
          value={values.page}
          error={errors.page}
          hint="The page whose questions section shows it, and its structured data."
          options={FAQ_PAGE_OPTIONS}
          placeholder="Choose a page"
          onChange={(page) => set('page', page)}
        />

        <div className="adm-bilingual">
          <TextField {...field('questionEn')} label="Question (English)" rows={2} />
          <TextField {...field('questionEs')} label="Question (Spanish)" rows={2} />
          <TextField {...field('answerEn')} label="Answer (English)" rows={7} hint="Plain text. A blank line starts a new paragraph." />
          <TextField {...field('answerEs')} label="Answer (Spanish)" rows={7} hint="Texto simple. Una línea en blanco empieza un párrafo nuevo." />
        </div>
        <StudioFactsHelp />

        <PublishedSwitch
          id={`${ID}published`}
          checked={values.published}
          onChange={(published) => set('published', published)}
          shown="Shown on its page, in English and Spanish."
        />
      </div>

      <FormButtons pending={pending} submit={creating ? 'Add question' : 'Save changes'} onCancel={() => onClose(false)} />
    </EntryForm>
  )
}
