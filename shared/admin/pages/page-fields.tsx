import { createContext, memo, useContext, type ReactNode } from 'react'
import type { Language } from '#shared/schema/common.ts'
import type { ContentTree, ContentValue, PageContentEdit } from '#shared/schema/page-content.ts'
import { FieldError, describedBy } from '../forms/field.tsx'
import type { FieldErrors } from '../forms/form-errors.ts'
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '../ui/icons.tsx'
import {
  type ContentPath,
  FIELD_ID_PREFIX,
  LONG_TEXT,
  PAGE_LANGUAGES,
  type PageSection,
  type PageTexts,
  itemCount,
  pathLabels,
  starterLength,
  textKey,
  valueAt,
} from './page-form-values.ts'
import { itemName, keyLabel } from './page-labels.ts'

/** What every field of the editor needs: the texts, their errors, and the changes it may make. */
export interface PageFieldsValue {
  starter: PageContentEdit['starter']
  values: PageTexts
  errors: FieldErrors
  /** Stable across renders (the sections are memoised on the texts they show). */
  actions: PageFieldActions
}

export interface PageFieldActions {
  setText(language: Language, path: ContentPath, text: string): void
  addItem(path: ContentPath): void
  removeItem(path: ContentPath, index: number): void
  moveItem(path: ContentPath, index: number, by: -1 | 1): void
}

const LANGUAGE_WORD: Record<Language, string> = { en: 'English', es: 'Spanish' }

export const fieldId = (language: Language, path: ContentPath) => `${FIELD_ID_PREFIX}${textKey(language, path)}`
/** A list's item buttons, by what they do: `move-up`, `remove`... */
export const itemButtonId = (action: string, path: ContentPath, index: number) => `adm-page-${action}-${[...path, index].join('.')}`
export const addButtonId = (path: ContentPath) => `adm-page-add-${path.join('.')}`
export const itemId = (path: ContentPath) => `adm-page-item-${path.join('.')}`
export const sectionId = (section: PageSection) => `adm-page-section-${section.id}`

/**
 * One section of the page (a group of its top level, or its loose texts) as a card: its heading is the jump list's
 * target; a group's texts, its groups and its lists below it, each text in English and Spanish side by side.
 * Memoised: typing in one section does not render the others again.
 */
export const PageSectionCard = memo(PageSectionCardContent, (before, after) => {
  const same = (key: keyof SectionCardProps) => before[key] === after[key]
  return (
    same('section') &&
    same('starter') &&
    same('errors') &&
    same('actions') &&
    before.section.keys.every((key) => before.values.en[key] === after.values.en[key] && before.values.es[key] === after.values.es[key])
  )
})

interface SectionCardProps {
  section: PageSection
  starter: PageContentEdit['starter']
  /** The whole form: a section renders again only when its own keys' texts change (they are new objects then). */
  values: PageTexts
  errors: FieldErrors
  actions: PageFieldActions
}

function PageSectionCardContent({ section, starter, values, errors, actions }: SectionCardProps) {
  const model = starter.en
  const headingId = `${sectionId(section)}-title`
  const [only] = section.keys
  const single = section.keys.length === 1 && only !== undefined ? model[only] : undefined
  return (
    <FieldsContext.Provider value={{ starter, values, errors, actions }}>
      <section id={sectionId(section)} className="adm-card adm-page-section" aria-labelledby={headingId}>
        <h3 id={headingId} tabIndex={-1} className="adm-card__title adm-page-section__title">
          {section.label}
        </h3>
        {single !== undefined && typeof single !== 'string' && only !== undefined ? (
          Array.isArray(single) ? (
            <ListItems path={[only]} />
          ) : (
            <GroupFields shape={single} path={[only]} />
          )
        ) : (
          section.keys.map((key) => <ContentField key={key} shape={model[key]!} path={[key]} />)
        )}
      </section>
    </FieldsContext.Provider>
  )
}

const FieldsContext = createContext<PageFieldsValue | null>(null)

function useFields(): PageFieldsValue {
  const value = useContext(FieldsContext)
  if (!value) throw new Error('The page fields need a PageSectionCard around them')
  return value
}

/** The texts, groups and lists of a group, in the model's order. */
function GroupFields({ shape, path }: { shape: ContentTree; path: ContentPath }) {
  return (
    <div className="adm-page-group__fields">
      {Object.entries(shape).map(([key, part]) => (
        <ContentField key={key} shape={part} path={[...path, key]} />
      ))}
    </div>
  )
}

/** A text (both languages), a group (a fieldset of its own) or a list, as its model is. */
function ContentField({ shape, path }: { shape: ContentValue; path: ContentPath }) {
  const label = pathLabels(path).at(-1) ?? ''
  if (typeof shape === 'string') return <TextPair path={path} label={label} />
  if (Array.isArray(shape)) {
    return (
      <fieldset className="adm-page-group adm-page-list">
        <legend className="adm-page-group__legend">{label}</legend>
        <ListItems path={path} />
      </fieldset>
    )
  }
  return (
    <fieldset className="adm-page-group">
      <legend className="adm-page-group__legend">{label}</legend>
      <GroupFields shape={shape} path={path} />
    </fieldset>
  )
}

/** One text in English and in Spanish, side by side on a wide screen, one above the other on a narrow one. */
function TextPair({ path, label, actions }: { path: ContentPath; label: string; actions?: ReactNode }) {
  return (
    <div className="adm-page-text">
      <div className="adm-page-text__head">
        {/* The fields' own labels say it again with their language ("Heading (English)"). */}
        <p className="adm-page-text__name" aria-hidden="true">
          {label}
        </p>
        {actions}
      </div>
      <div className="adm-page-text__pair">
        {PAGE_LANGUAGES.map((language) => (
          <PageTextField key={language} language={language} path={path} name={label} />
        ))}
      </div>
    </div>
  )
}

function PageTextField({ language, path, name }: { language: Language; path: ContentPath; name: string }) {
  const { values, errors, actions, starter } = useFields()
  const id = fieldId(language, path)
  const value = valueAt(values[language], path)
  const error = errors[textKey(language, path)]
  const length = starterLength(starter, path)
  const common = {
    id,
    name: textKey(language, path),
    value: typeof value === 'string' ? value : '',
    lang: language,
    className: 'adm-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { error }),
  }
  return (
    <div className={`adm-field adm-page-field ${error ? 'adm-field--invalid' : ''}`}>
      {/* Shown: the language (the text's name is above both fields); heard: both, as one name. */}
      <label htmlFor={id} className="adm-page-field__language">
        <span className="visually-hidden">{`${name} (${LANGUAGE_WORD[language]})`}</span>
        <span aria-hidden="true">{LANGUAGE_WORD[language]}</span>
      </label>
      {length > LONG_TEXT ? (
        <textarea
          {...common}
          rows={Math.min(8, Math.max(2, Math.ceil(length / 60)))}
          onChange={(event) => actions.setText(language, path, event.target.value)}
        />
      ) : (
        <input {...common} type="text" onChange={(event) => actions.setText(language, path, event.target.value)} />
      )}
      <FieldError id={id} error={error} />
    </div>
  )
}

/** A list's items, each with Move up, Move down and Remove (in both languages at once), and Add at its end. */
function ListItems({ path }: { path: ContentPath }) {
  const { values, errors, actions, starter } = useFields()
  const count = itemCount(values, path)
  const listKey = String(path.at(-1) ?? '')
  const noun = itemName(listKey)
  const itemModel = valueAt(starter.en, [...path.map((step) => (typeof step === 'number' ? 0 : step)), 0])
  return (
    <div className="adm-page-list__body">
      <ol className="adm-page-list__items">
        {Array.from({ length: count }, (_, index) => {
          const itemPath = [...path, index]
          const label = pathLabels(itemPath).at(-1) ?? `${noun} ${index + 1}`
          const buttons = <ItemButtons path={path} index={index} count={count} label={label} />
          return (
            <li key={index} id={itemId(itemPath)} className="adm-page-item">
              {typeof itemModel === 'string' || itemModel === undefined ? (
                <TextPair path={itemPath} label={label} actions={buttons} />
              ) : (
                <fieldset className="adm-page-group adm-page-item__group">
                  <legend className="adm-page-group__legend">{label}</legend>
                  <div className="adm-page-item__buttons">{buttons}</div>
                  {Array.isArray(itemModel) ? <ListItems path={itemPath} /> : <GroupFields shape={itemModel} path={itemPath} />}
                </fieldset>
              )}
            </li>
          )
        })}
      </ol>
      {PAGE_LANGUAGES.map((language) => {
        const key = textKey(language, path)
        const error = errors[key]
        // The error summary links here for a problem with the list itself ("Add at least one item").
        return error ? (
          <p key={language} id={`${FIELD_ID_PREFIX}${key}`} tabIndex={-1} className="adm-error">
            {LANGUAGE_WORD[language]}: {error}
          </p>
        ) : null
      })}
      <button
        id={addButtonId(path)}
        type="button"
        className="adm-button adm-button--secondary adm-button--small"
        aria-label={`Add ${noun.toLowerCase()} to ${keyLabel(listKey)}`}
        onClick={() => actions.addItem(path)}
      >
        <PlusIcon /> Add {noun.toLowerCase()}
      </button>
    </div>
  )
}

function ItemButtons({ path, index, count, label }: { path: ContentPath; index: number; count: number; label: string }) {
  const { actions } = useFields()
  // Each button's name says which item it acts on ("Move up: Step 2"); the word shown is the start of it.
  return (
    <span className="adm-page-item__actions">
      <button
        id={itemButtonId('move-up', path, index)}
        type="button"
        className="adm-button adm-button--ghost adm-button--small"
        disabled={index === 0}
        aria-label={`Move up: ${label}`}
        onClick={() => actions.moveItem(path, index, -1)}
      >
        <ArrowUpIcon /> Move up
      </button>
      <button
        id={itemButtonId('move-down', path, index)}
        type="button"
        className="adm-button adm-button--ghost adm-button--small"
        disabled={index === count - 1}
        aria-label={`Move down: ${label}`}
        onClick={() => actions.moveItem(path, index, 1)}
      >
        <ArrowDownIcon /> Move down
      </button>
      {/* A list keeps one item at least (the site would have nothing to show). */}
      <button
        id={itemButtonId('remove', path, index)}
        type="button"
        className="adm-button adm-button--danger-ghost adm-button--small"
        disabled={count <= 1}
        aria-label={`Remove: ${label}`}
        onClick={() => actions.removeItem(path, index)}
      >
        <TrashIcon /> Remove
      </button>
    </span>
  )
}
