import { useId, type ReactNode } from 'react'
import type { Category } from '#shared/schema/category.ts'
import { parseTags } from '#shared/text/slug.ts'
import { ChoiceField, FieldFrame, PublishedSwitch, TextField } from '../forms/field.tsx'
import type { FieldErrors } from '../forms/form-errors.ts'
import type { BoundField, TextFieldName } from '../forms/use-draft-form.ts'
import type { PostFormValues } from './post-form-values.ts'

/** Every post form control's id is this plus its field name, so an error summary can link to it. */
export const FIELD_ID = 'post-'

/** One of the cards beside the post's text, named by its heading. */
export function Panel({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const titleId = useId()
  return (
    <section className={`adm-card adm-panel${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="adm-panel__title">
        {title}
      </h3>
      {children}
    </section>
  )
}

interface TextPanelProps {
  field(name: TextFieldName<PostFormValues>): BoundField
}

interface PanelProps extends TextPanelProps {
  values: PostFormValues
  errors: FieldErrors
  set<K extends keyof PostFormValues>(field: K, value: PostFormValues[K]): void
}

/** The categories by name; a post's category no longer in the list stays at the end, still chosen. */
function categoryOptions(categories: Category[], chosen: string): Array<readonly [string, string]> {
  const options = categories.map((category) => [category.name, category.name] as const)
  return chosen && !categories.some((category) => category.name === chosen) ? [...options, [chosen, chosen]] : options
}

/** The post form's Publishing card: Published, Language (English=en, Español=es), Category, Tags. */
export function PublishingPanel({ values, errors, categories, set, field }: PanelProps & { categories: Category[] }) {
  const tags = parseTags(values.tags)
  return (
    <Panel title="Publishing">
      <PublishedSwitch
        id={`${FIELD_ID}published`}
        checked={values.published}
        onChange={(published) => set('published', published)}
        shown="Visible to everyone on the blog."
      />
      <FieldFrame id={`${FIELD_ID}language`} label="Language" error={errors.language}>
        <select
          id={`${FIELD_ID}language`}
          className="adm-input adm-select"
          value={values.language}
          onChange={(event) => set('language', event.target.value === 'es' ? 'es' : 'en')}
        >
          <option value="en">English</option>
          <option value="es">Español</option>
        </select>
      </FieldFrame>
      <ChoiceField
        id={`${FIELD_ID}category`}
        label="Category"
        value={values.category}
        error={errors.category}
        options={categoryOptions(categories, values.category)}
        placeholder="Select Category"
        onChange={(category) => set('category', category)}
      />
      <TextField {...field('tags')} label="Tags" placeholder="microblading, permanent makeup, atlanta" hint="Separate tags with commas." />
      {tags.length > 0 && (
        <ul className="adm-chips" aria-label="Tags as they will be saved">
          {tags.map((tag, index) => (
            <li key={`${tag}-${index}`} className="adm-chip">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

/**
 * The post form's Post details card: the Slug (its address on the site) and the Excerpt. Beside or below the
 * text, as in Ghost, so the title and the text come first.
 */
export function DetailsPanel({ field, slugHint }: TextPanelProps & { slugHint: ReactNode }) {
  return (
    <Panel title="Post details">
      <TextField {...field('slug')} label="Slug" required spellCheck={false} hint={slugHint} />
      <TextField {...field('excerpt')} label="Excerpt" rows={3} required hint="One or two sentences shown on the blog list and in search results." />
    </Panel>
  )
}

/** The post form's card for search engines: Meta Title and Meta Description. */
export function SeoPanel({ field }: TextPanelProps) {
  return (
    <Panel title="Search engines">
      <TextField {...field('metaTitle')} label="Meta Title" recommendedLength={60} hint="Shown as the result's title; the post title is used when empty." />
      <TextField
        {...field('metaDescription')}
        label="Meta Description"
        rows={3}
        recommendedLength={160}
        hint="About 150 characters; the excerpt is used when empty."
      />
    </Panel>
  )
}
