import type { TFunction } from 'i18next'
import type { z } from 'zod'
import { issueFields } from '#shared/schema/issue-fields.ts'
import { FAQ_PAGES, type FaqItem, FaqInputSchema, type FaqPage, type FaqUpdate, faqProblems } from '#shared/schema/faq.ts'
import { bilingualPaths, bilingualText, bilingualValues } from '../forms/bilingual-fields.ts'
import { type FieldErrors, errorsOn, flatFields } from '../forms/form-errors.ts'

/** What the question form holds while someone types. */
export type FaqFormValues = {
  page: FaqPage | ''
  questionEn: string
  questionEs: string
  answerEn: string
  answerEs: string
  published: boolean
}
type FaqField = keyof FaqFormValues

/** The form's fields in the order it shows them (the error summary's order; their labels are in the catalogue). */
export const FAQ_FIELDS = ['page', 'questionEn', 'questionEs', 'answerEn', 'answerEs', 'published'] as const satisfies readonly FaqField[]

/** Which page shows a question, as staff call it, in the console's language. */
export const faqPageOptions = (t: TFunction) => FAQ_PAGES.map((page) => [page, t(`pages.${page}`)] as const)

const NESTED: Record<string, FaqField> = bilingualPaths('question', 'answer')

const faqField = flatFields<FaqField>(NESTED, FAQ_FIELDS)

/** The server's per-field messages (400 `fields`), on the form's fields. */
export function faqServerErrors(fields: Record<string, string> | undefined): FieldErrors {
  return errorsOn(fields, faqField)
}

/** A new question starts on the page the staff member chose to add it to. */
export function newFaqValues(page: FaqPage | '' = ''): FaqFormValues {
  return { page, questionEn: '', questionEs: '', answerEn: '', answerEs: '', published: false }
}

export function faqToValues(item: FaqItem): FaqFormValues {
  return {
    page: item.page,
    ...bilingualValues('question', item.question),
    ...bilingualValues('answer', item.answer),
    published: item.published,
  }
}

export type ValidFaqInput = z.output<typeof FaqInputSchema>
export type FaqValidation = { ok: true; input: ValidFaqInput } | { ok: false; errors: FieldErrors }

/** The shared schema decides (FaqInputSchema with faqProblems), every problem at once; `t`: the FAQ's words. */
export function validateFaqForm(values: FaqFormValues, t: TFunction): FaqValidation {
  const candidate = {
    page: values.page,
    question: bilingualText(values, 'question'),
    answer: bilingualText(values, 'answer'),
    published: values.published,
  }
  const result = FaqInputSchema.safeParse(candidate)
  if (result.success) return { ok: true, input: result.data }

  const errors: FieldErrors = {}
  if (!values.page) errors.page = t('form.errors.page')
  errorsOn(issueFields(result.error, { root: '' }), faqField, errors)
  const trimmed = (text: string) => text.trim()
  const joined = faqProblems({
    question: bilingualText(values, 'question', trimmed),
    answer: bilingualText(values, 'answer', trimmed),
    published: values.published,
  })
  errorsOn(joined, faqField, errors)
  return { ok: false, errors: Object.fromEntries(FAQ_FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]!])) }
}

/** An edit sends every field with the version it was opened at. */
export function faqUpdate(input: ValidFaqInput, updatedAt: string): FaqUpdate {
  return { ...input, updatedAt }
}
