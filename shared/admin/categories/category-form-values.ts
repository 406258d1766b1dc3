import { z } from 'zod'
import { CategoryInputSchema, type Category } from '#shared/schema/category.ts'
import { CategoryFormValuesSchema } from '../forms/draft-values.ts'
import { formValidation, type FormValidation } from '../forms/form-errors.ts'
import { slugOnSubmit } from '../forms/slug-rule.ts'

export { CategoryFormValuesSchema }
export type CategoryFormValues = z.infer<typeof CategoryFormValuesSchema>

export const CATEGORY_FIELDS = CategoryFormValuesSchema.keyof().options

export type ValidCategoryInput = z.output<typeof CategoryInputSchema>

export function newCategoryValues(): CategoryFormValues {
  return { name: '', nameEs: '', slug: '', description: '' }
}

export function categoryToValues(category: Category): CategoryFormValues {
  return { name: category.name, nameEs: category.nameEs ?? '', slug: category.slug, description: category.description }
}

/** Name and slug required (an empty slug is filled from the name), description optional. */
export function validateCategoryForm(values: CategoryFormValues): FormValidation<ValidCategoryInput> {
  return formValidation(CategoryInputSchema.safeParse({ ...values, slug: slugOnSubmit(values.slug, values.name) }))
}
