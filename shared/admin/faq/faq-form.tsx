import type { FaqItem, FaqPage } from '#shared/schema/faq.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { CollectionEntryForm, useCollectionEntry } from '../forms/collection-entry-form.tsx'
import { ChoiceField, PublishedSwitch, TextField } from '../forms/field.tsx'
import { StudioFactsHelp } from '../forms/studio-facts-help.tsx'
import { FAQ_FIELDS, faqPageOptions, faqServerErrors, faqToValues, faqUpdate, newFaqValues, validateFaqForm } from './faq-form-values.ts'

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
  const entry = useCollectionEntry({
    feature: 'faq',
    idPrefix: ID,
    fields: FAQ_FIELDS,
    item,
    initial: () => (item ? faqToValues(item) : newFaqValues(page)),
    validate: validateFaqForm,
    serverErrors: faqServerErrors,
    create: (input) => api.createFaq(input),
    update: (item, input) => api.updateFaq(item.id, faqUpdate(input, item.updatedAt)),
    onClose,
  })
  const { form, t, labels } = entry
  const { values, set, field, errors } = form

  return (
    <CollectionEntryForm
      entry={entry.frame}
      title={t(entry.creating ? 'form.newTitle' : 'form.editTitle')}
      firstField={`${ID}${entry.loaded.page ? 'questionEn' : 'page'}`}
      onReload={onReload}
    >
      <ChoiceField
        id={`${ID}page`}
        label={labels.page}
        value={values.page}
        error={errors.page}
        hint={t('form.hints.page')}
        options={faqPageOptions(t)}
        placeholder={t('form.choosePage')}
        onChange={(page) => set('page', page)}
      />
      <div className="adm-bilingual">
        <TextField {...field('questionEn')} label={labels.questionEn} rows={2} />
        <TextField {...field('questionEs')} label={labels.questionEs} rows={2} />
        <TextField {...field('answerEn')} label={labels.answerEn} rows={7} hint={t('form.hints.answerEn')} />
        <TextField {...field('answerEs')} label={labels.answerEs} rows={7} hint={t('form.hints.answerEs')} />
      </div>
      <StudioFactsHelp />
      <PublishedSwitch
        id={`${ID}published`}
        checked={values.published}
        onChange={(published) => set('published', published)}
        shown={t('form.hints.published')}
        label={t('form.labels.published')}
      />
    </CollectionEntryForm>
  )
}
