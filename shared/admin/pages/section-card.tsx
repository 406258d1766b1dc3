import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { SECTION_LIBRARY } from '#shared/content/section-types.ts'
import type { Language } from '#shared/schema/common.ts'
import type { Section } from '#shared/schema/page-sections.ts'
import type { StudioService } from '#shared/schema/service.ts'
import type { FieldErrors } from '../forms/form-errors.ts'
import { AlertIcon, ArrowDownIcon, ArrowUpIcon, CopyIcon, EyeIcon, EyeOffIcon, PlusIcon, TrashIcon } from '../ui/icons.tsx'
import { ADDED_PAGE_ID, itemKey, itemName, sectionErrorCount, sectionFirstText, sectionKey, sectionName, withItemText, withText } from './added-page-values.ts'
import { BilingualText } from './bilingual-text.tsx'
import { SectionSettings } from './section-settings.tsx'

/** What a section's card may change; stable across renders, so a card renders again only when its section does. */
export interface SectionActions {
  change(id: string, change: (section: Section) => Section): void
  move(index: number, by: -1 | 1): void
  toggleHidden(index: number): void
  duplicate(index: number): void
  remove(index: number): void
  addItem(id: string): void
  removeItem(id: string, index: number): void
  moveItem(id: string, index: number, by: -1 | 1): void
}

export const sectionElementId = (section: Pick<Section, 'id'>) => `${ADDED_PAGE_ID}section-${section.id}`
export const sectionHeadingId = (section: Pick<Section, 'id'>) => `${sectionElementId(section)}-title`
/** A section's buttons, by what they do (`up`, `down`, `hide`, `duplicate`, `remove`): focus returns to them. */
export const sectionButtonId = (action: string, section: Pick<Section, 'id'>) => `${ADDED_PAGE_ID}${action}-${section.id}`
export const itemButtonId = (action: string, section: Pick<Section, 'id'>, itemId: string) => `${ADDED_PAGE_ID}item-${action}-${section.id}-${itemId}`
export const addItemButtonId = (section: Pick<Section, 'id'>) => `${ADDED_PAGE_ID}add-item-${section.id}`
export const itemElementId = (section: Pick<Section, 'id'>, itemId: string) => `${ADDED_PAGE_ID}item-${section.id}-${itemId}`

interface SectionCardProps {
  section: Section
  index: number
  /** The highest place it may take (below a spec page's opening); 0 unless told. */
  first?: number
  count: number
  errors: FieldErrors
  /** The studio's services, for a section that shows one service's records; undefined while they load. */
  services: readonly StudioService[] | undefined
  actions: SectionActions
}

/**
 * One section of an added page as a card: headed by its type and its first text, with its buttons (move, hide,
 * duplicate, remove), then its texts in both languages, its items, and its settings. Memoised: typing in one section
 * does not render the others again.
 */
export const SectionCard = memo(function SectionCard({ section, index, first: highest = 0, count, errors, services, actions }: SectionCardProps) {
  const { t, i18n } = useTranslation('pages')
  const language: Language = i18n.language === 'es' ? 'es' : 'en'
  const info = SECTION_LIBRARY[section.type]
  const name = sectionName(section, language)
  const first = sectionFirstText(section, language)
  const problems = sectionErrorCount(errors, section)
  const key = sectionKey(section)
  const change = (next: (current: Section) => Section) => actions.change(section.id, next)
  return (
    <section
      id={sectionElementId(section)}
      className={`adm-card adm-page-section adm-added-section ${section.hidden ? 'adm-added-section--hidden' : ''}`}
      aria-labelledby={sectionHeadingId(section)}
    >
      <div className="adm-added-section__head">
        {/* Heard as one name ("Hero: About us"), the kind shown as a tag before the text. */}
        <h3 id={sectionHeadingId(section)} tabIndex={-1} aria-label={name} className="adm-card__title adm-page-section__title adm-added-section__title">
          <span className="adm-added-section__type">{info.label[language]}</span>
          {first && <span className="adm-added-section__first">{first}</span>}
        </h3>
        {section.hidden && <span className="adm-badge adm-badge--draft">{t('section.hiddenBadge')}</span>}
        {problems > 0 && (
          <span className="adm-added-section__problems">
            <AlertIcon width={16} height={16} /> {t('section.problems', { count: problems })}
          </span>
        )}
      </div>
      {/* The words shown are in each button's name ("Move “Reviews” up"), as speech control needs. */}
      <div className="adm-added-section__tools">
        <button
          id={sectionButtonId('up', section)}
          type="button"
          className="adm-button adm-button--ghost adm-button--small"
          disabled={index <= highest}
          aria-label={t('section.moveUpNamed', { name })}
          onClick={() => actions.move(index, -1)}
        >
          <ArrowUpIcon /> {t('section.moveUp')}
        </button>
        <button
          id={sectionButtonId('down', section)}
          type="button"
          className="adm-button adm-button--ghost adm-button--small"
          disabled={index === count - 1}
          aria-label={t('section.moveDownNamed', { name })}
          onClick={() => actions.move(index, 1)}
        >
          <ArrowDownIcon /> {t('section.moveDown')}
        </button>
        <button
          id={sectionButtonId('hide', section)}
          type="button"
          className="adm-button adm-button--ghost adm-button--small"
          aria-label={t(section.hidden ? 'section.showNamed' : 'section.hideNamed', { name })}
          onClick={() => actions.toggleHidden(index)}
        >
          {section.hidden ? <EyeIcon /> : <EyeOffIcon />} {t(section.hidden ? 'section.show' : 'section.hide')}
        </button>
        <button
          id={sectionButtonId('duplicate', section)}
          type="button"
          className="adm-button adm-button--ghost adm-button--small"
          aria-label={t('section.duplicateNamed', { name })}
          onClick={() => actions.duplicate(index)}
        >
          <CopyIcon /> {t('section.duplicate')}
        </button>
        <button
          id={sectionButtonId('remove', section)}
          type="button"
          className="adm-button adm-button--danger-ghost adm-button--small"
          aria-label={t('section.removeNamed', { name })}
          onClick={() => actions.remove(index)}
        >
          <TrashIcon /> {t('section.remove')}
        </button>
      </div>
      <p className="adm-hint adm-added-section__about">{section.hidden ? t('section.hiddenHint') : info.description[language]}</p>
      {info.texts.map((field) => (
        <BilingualText
          key={field.name}
          keyOf={(choice) => `${key}.texts.${field.name}.${choice}`}
          label={field.label[language]}
          kind={field.kind}
          required={field.required}
          value={section.texts[field.name] ?? { en: '', es: '' }}
          errors={errors}
          onChange={(choice, text) => change((current) => withText(current, field.name, choice, text))}
        />
      ))}
      {info.item && <SectionItems section={section} name={name} errors={errors} actions={actions} />}
      {info.settings.length > 0 && <SectionSettings section={section} errors={errors} services={services} onChange={change} />}
    </section>
  )
})

/** A list section's items, each with Move up, Move down and Remove (in both languages at once), and Add at its end. */
function SectionItems({ section, name, errors, actions }: { section: Section; name: string; errors: FieldErrors; actions: SectionActions }) {
  const { t, i18n } = useTranslation('pages')
  const language: Language = i18n.language === 'es' ? 'es' : 'en'
  const item = SECTION_LIBRARY[section.type].item!
  const itemLabel = item.label[language].toLowerCase()
  const count = section.items.length
  const listKey = `${sectionKey(section)}.items`
  const listError = errors[listKey]
  return (
    <fieldset className="adm-page-group adm-page-list">
      <legend className="adm-page-group__legend">{t('section.items')}</legend>
      <div className="adm-page-list__body">
        <ol className="adm-page-list__items">
          {section.items.map((entry, index) => {
            const label = itemName(section, index, language)
            return (
              <li key={entry.id} id={itemElementId(section, entry.id)} className="adm-page-item">
                <fieldset className="adm-page-group adm-page-item__group">
                  <legend className="adm-page-group__legend">{label}</legend>
                  <div className="adm-page-item__buttons">
                    <span className="adm-page-item__actions">
                      <button
                        id={itemButtonId('up', section, entry.id)}
                        type="button"
                        className="adm-button adm-button--ghost adm-button--small"
                        disabled={index === 0}
                        aria-label={t('section.moveUpNamed', { name: label })}
                        onClick={() => actions.moveItem(section.id, index, -1)}
                      >
                        <ArrowUpIcon /> {t('section.moveUp')}
                      </button>
                      <button
                        id={itemButtonId('down', section, entry.id)}
                        type="button"
                        className="adm-button adm-button--ghost adm-button--small"
                        disabled={index === count - 1}
                        aria-label={t('section.moveDownNamed', { name: label })}
                        onClick={() => actions.moveItem(section.id, index, 1)}
                      >
                        <ArrowDownIcon /> {t('section.moveDown')}
                      </button>
                      {/* A list keeps the fewest items its type shows. */}
                      <button
                        id={itemButtonId('remove', section, entry.id)}
                        type="button"
                        className="adm-button adm-button--danger-ghost adm-button--small"
                        disabled={count <= item.min}
                        aria-label={t('section.removeNamed', { name: label })}
                        onClick={() => actions.removeItem(section.id, index)}
                      >
                        <TrashIcon /> {t('section.remove')}
                      </button>
                    </span>
                  </div>
                  <div className="adm-page-group__fields">
                    {item.texts.map((field) => (
                      <BilingualText
                        key={field.name}
                        keyOf={(choice) => `${itemKey(section, entry)}.texts.${field.name}.${choice}`}
                        label={field.label[language]}
                        kind={field.kind}
                        required={field.required}
                        value={entry.texts[field.name] ?? { en: '', es: '' }}
                        errors={errors}
                        onChange={(choice, text) => actions.change(section.id, (current) => withItemText(current, entry.id, field.name, choice, text))}
                      />
                    ))}
                  </div>
                </fieldset>
              </li>
            )
          })}
        </ol>
        {listError && (
          // The error summary links here for a problem with the list itself ("Add at least 1 card").
          <p id={`${ADDED_PAGE_ID}${listKey}`} tabIndex={-1} className="adm-error">
            <AlertIcon width={16} height={16} /> {listError}
          </p>
        )}
        <button
          id={addItemButtonId(section)}
          type="button"
          className="adm-button adm-button--secondary adm-button--small"
          aria-label={t('section.addItemNamed', { label: itemLabel, name })}
          onClick={() => actions.addItem(section.id)}
        >
          <PlusIcon /> {t('section.addItem', { label: itemLabel })}
        </button>
      </div>
    </fieldset>
  )
}
