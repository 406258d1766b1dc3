import { useTranslation } from 'react-i18next'
import type { FaqItem, FaqPage } from '#shared/schema/faq.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { EntryForm } from '../forms/entry-form.tsx'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { ChoiceField, PublishedSwitch, TextField } from '../forms/field.tsx'
import { FormButtons } from '../forms/form-buttons.tsx'
import { StaleNotice } from '../forms/stale-notice.tsx'
import { StudioFactsHelp } from '../forms/studio-facts-help.tsx'
import { useEntryForm } from '../forms/use-entry-form.ts'
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
  const { t } = useTranslation('faq')
  const { form, creating, loaded, stale, submit } = useEntryForm({
    idPrefix: ID,
    item,
    initial: () => (item ? faqToValues(item) : newFaqValues(page)),
    validate: (values) => validateFaqForm(values, t),
    serverErrors: faqServerErrors,
    create: (input) => api.createFaq(input),
    update: (item, input) => api.updateFaq(item.id, faqUpdate(input, item.updatedAt)),
    t,
    onClose,
  })
  const { values, set, field, errors, pending } = form
  const labels = Object.fromEntries(FAQ_FIELDS.map((name) => [name, t(`form.labels.${name}`)]))

  return (
    <EntryForm
      title={t(creating ? 'form.newTitle' : 'form.editTitle')}
      className="adm-entry-form"
      firstField={`${ID}${loaded.page ? 'questionEn' : 'page'}`}
      onSubmit={submit}
    >
      {stale && <StaleNotice message={stale} onLoad={onReload} />}
      <ErrorSummary errors={errors} labels={labels} idPrefix={ID} attempt={form.attempt} />

      <div className="adm-stack">
        <ChoiceField
          id={`${ID}page`}
          label={labels.page!}
          value={values.page}
          error={errors.page}
          hint={t('form.hints.page')}
          options={faqPageOptions(t)}
          placeholder={t('form.choosePage')}
          onChange={(page) => set('page', page)}
        />
        <div className="adm-bilingual">
          <TextField {...field('questionEn')} label={labels.questionEn!} rows={2} />
          <TextField {...field('questionEs')} label={labels.questionEs!} rows={2} />
          <TextField {...field('answerEn')} label={labels.answerEn!} rows={7} hint={t('form.hints.answerEn')} />
          <TextField {...field('answerEs')} label={labels.answerEs!} rows={7} hint={t('form.hints.answerEs')} />
        </div>
        <StudioFactsHelp />
        <PublishedSwitch
          id={`${ID}published`}
          checked={values.published}
          onChange={(published) => set('published', published)}
          shown={t('form.hints.published')}
        />
      </div>

      <FormButtons pending={pending} submit={t(creating ? 'form.add' : 'form.save')} onCancel={() => onClose(false)} />
    </EntryForm>
  )
}
