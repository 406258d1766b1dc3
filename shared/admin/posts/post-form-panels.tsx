import { useId, type ReactNode } from 'react'
import type { Category } from '#shared/schema/category.ts'
import { parseTags } from '#shared/text/slug.ts'
import { CalendarClock } from 'lucide-react'
import { ChoiceField, FieldFrame, PublishedSwitch, TextField, describedBy } from '../forms/field.tsx'
import type { FieldErrors } from '../forms/form-errors.ts'
import type { BoundField, TextFieldName } from '../forms/use-draft-form.ts'
import type { PostFormValues } from './post-form-values.ts'
import { scheduleText } from './schedule-time.ts'

/** Every post form control's id is this plus its field name, so an error summary can link to it. */
export const FIELD_ID = 'post-'

/** The Schedule card's date, where the save bar's Schedule button goes. */
export const SCHEDULE_DATE_ID = `${FIELD_ID}scheduledAt`

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
  /** The post's language, which its texts are spell-checked in. */
  lang: string
}

interface PublishingProps {
  values: PostFormValues
  errors: FieldErrors
  set<K extends keyof PostFormValues>(field: K, value: PostFormValues[K]): void
}

/** The categories by name; a post's category no longer in the list stays at the end, still chosen. */
function categoryOptions(categories: Category[], chosen: string): Array<readonly [string, string]> {
  const options = categories.map((category) => [category.name, category.name] as const)
  return chosen && !categories.some((category) => category.name === chosen) ? [...options, [chosen, chosen]] : options
}

/**
 * The post's Publishing controls: Published, Language (English=en, Español=es), Category, and the schedule. They sit in
 * the editor's save bar, which stays in view while writing (a writer's review: the switch was a screen or more below
 * the text); the Schedule button takes the focus to the Schedule card's date.
 */
export function PublishingControls({ values, errors, categories, set }: PublishingProps & { categories: Category[] }) {
  const titleId = useId()
  return (
    <section className="adm-publish" aria-labelledby={titleId}>
      <h3 id={titleId} className="visually-hidden">
        Publishing
      </h3>
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
          aria-describedby={describedBy(`${FIELD_ID}language`, { error: errors.language })}
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
      {!values.published && <ScheduleButton scheduledAt={values.scheduledAt} />}
    </section>
  )
}

/** To the Schedule card's date (ScheduleField), saying when the post goes live if it has a time. */
function ScheduleButton({ scheduledAt }: { scheduledAt: string }) {
  function toSchedule() {
    const date = document.getElementById(SCHEDULE_DATE_ID)
    date?.scrollIntoView({ block: 'center' })
    date?.focus({ preventScroll: true })
  }
  return (
    <button type="button" className="adm-button adm-button--ghost adm-button--small adm-publish__schedule" onClick={toSchedule}>
      <CalendarClock aria-hidden="true" />
      <span className="adm-publish__schedule-text">{scheduledAt ? `Scheduled for ${scheduleText(scheduledAt)}` : 'Schedule…'}</span>
    </button>
  )
}

/**
 * The post form's Post details card: the Slug (its address on the site), the Excerpt and the Tags. Beside or below the
 * text, as in Ghost, so the title and the text come first.
 */
export function DetailsPanel({ field, slugHint, tags: tagText, lang }: TextPanelProps & { slugHint: ReactNode; tags: string }) {
  const tags = parseTags(tagText)
  return (
    <Panel title="Post details">
      <TextField {...field('slug')} label="Slug" required spellCheck={false} hint={slugHint} />
      <TextField
        {...field('excerpt')}
        label="Excerpt"
        rows={3}
        required
        lang={lang}
        hint="One or two sentences shown on the blog list and in search results."
      />
      <TextField {...field('tags')} label="Tags" lang={lang} placeholder="microblading, permanent makeup, atlanta" hint="Separate tags with commas." />
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

/** The post form's card for search engines: Meta Title and Meta Description. */
export function SeoPanel({ field, lang }: TextPanelProps) {
  return (
    <Panel title="Search engines">
      <TextField
        {...field('metaTitle')}
        label="Meta Title"
        lang={lang}
        recommendedLength={60}
        hint="Shown as the result's title; the post title is used when empty."
      />
      <TextField
        {...field('metaDescription')}
        label="Meta Description"
        rows={3}
        lang={lang}
        recommendedLength={160}
        hint="About 150 characters; the excerpt is used when empty."
      />
    </Panel>
  )
}
