import { Fragment, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PagePart } from '#shared/content/page-parts.ts'
import { duplicateSection, newSection, SECTION_LIBRARY } from '#shared/content/section-types.ts'
import type { Language } from '#shared/schema/common.ts'
import type { Section } from '#shared/schema/page-sections.ts'
import type { LibrarySectionType } from '#shared/schema/section-values.ts'
import type { StudioService } from '#shared/schema/service.ts'
import type { FieldErrors } from '../forms/form-errors.ts'
import { PlusIcon, UndoIcon } from '../ui/icons.tsx'
import { useLatest } from '../ui/use-latest.ts'
import { useRefocus } from '../ui/use-refocus.ts'
import {
  ADDED_PAGE_ID,
  changeSection,
  errorsWithout,
  insertSection,
  itemKey,
  itemName,
  moveSection,
  newId,
  removeSection,
  sectionKey,
  sectionName,
  withItemMoved,
  withNewItem,
  withoutItem,
} from './added-page-values.ts'
import { PartCard } from './part-card.tsx'
import { SectionCard, type SectionActions, addItemButtonId, itemButtonId, sectionButtonId, sectionHeadingId } from './section-card.tsx'
import { SectionPicker } from './section-picker.tsx'

const UNDO_ID = `${ADDED_PAGE_ID}undo`
const addSectionId = (index: number) => `${ADDED_PAGE_ID}add-section-${index}`

/**
 * A section's name in the console, in its `language`: a part by its label on this page, any other by its kind and
 * first text.
 */
export function sectionLabel(section: Section, language: Language, parts: readonly PagePart[] = []): string {
  if (section.type !== 'part') return sectionName(section, language)
  return (parts.find((part) => part.key === section.settings.part)?.label ?? SECTION_LIBRARY.part.label)[language]
}

/** How many sections at the top stay there (a page's opening). */
function pinnedCount(sections: readonly Section[], parts: readonly PagePart[]): number {
  let count = 0
  while (sections[count]?.type === 'part' && parts.some((part) => part.pinned && part.key === sections[count]!.settings.part)) count += 1
  return count
}

interface SectionListProps {
  sections: readonly Section[]
  /** A change to the list, applied to its latest state. */
  onChange(change: (sections: Section[]) => Section[]): void
  errors: FieldErrors
  onErrors(change: (errors: FieldErrors) => FieldErrors): void
  /** The studio's services, for sections that show one service's records; undefined while they load. */
  services: readonly StudioService[] | undefined
  /** One of the spec's pages: its own parts, which are moved, hidden and trimmed but never added or removed. */
  parts?: readonly PagePart[]
  /** The stored version the list shows: a new one (saved, reloaded) forgets the last removal. */
  version: string
}

/**
 * A page's sections in order, each as its card (a part of a spec page as a smaller one), with "Add a section here"
 * between them and at the end, the picker, Undo after a removal, and what changed said to a screen reader. Used by the
 * editor of an added page and by the spec pages' editor.
 */
export function SectionList({ sections, onChange, errors, onErrors, services, parts = [], version }: SectionListProps) {
  const { t, i18n } = useTranslation('pages')
  const language: Language = i18n.language === 'es' ? 'es' : 'en'
  /** The section removed last, and where it was: Undo puts it back. */
  const [removed, setRemoved] = useState<{ section: Section; index: number } | null>(null)
  /** Where a section chosen in the picker goes (the picker is open while set). */
  const [picking, setPicking] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const refocus = useRefocus()
  const latest = useLatest(sections)
  const latestParts = useLatest(parts)
  const first = pinnedCount(sections, parts)

  useEffect(() => setRemoved(null), [version])

  const actions: SectionActions = useMemo(() => {
    const at = (index: number) => latest.current[index]
    const find = (id: string) => latest.current.find((section) => section.id === id)
    const nameOf = (section: Section) => sectionLabel(section, language, latestParts.current)
    return {
      change: (id, change) => onChange((current) => changeSection(current, id, change)),
      move: (index, by) => {
        const section = at(index)
        const count = latest.current.length
        if (!section || index + by < pinnedCount(latest.current, latestParts.current) || index + by >= count) return
        onChange((current) => moveSection(current, index, by))
        setRemoved(null)
        // The moved section's button keeps the focus (its twin at an end, where the first is disabled).
        const [same, other] = by < 0 ? ['up', 'down'] : ['down', 'up']
        refocus.current = [sectionButtonId(same!, section), sectionButtonId(other!, section)]
        setAnnouncement(t('announce.moved', { name: nameOf(section), position: index + by + 1, count }))
      },
      toggleHidden: (index) => {
        const section = at(index)
        if (!section) return
        onChange((current) => current.map((entry, place) => (place === index ? { ...entry, hidden: !entry.hidden } : entry)))
        refocus.current = [sectionButtonId('hide', section)]
        setAnnouncement(t(section.hidden ? 'announce.shown' : 'announce.hidden', { name: nameOf(section) }))
      },
      duplicate: (index) => {
        const section = at(index)
        if (!section || section.type === 'part') return
        const copy = duplicateSection(section, newId)
        onChange((current) => insertSection(current, index + 1, copy))
        setRemoved(null)
        refocus.current = [sectionHeadingId(copy)]
        setAnnouncement(t('announce.duplicated', { name: nameOf(section) }))
      },
      remove: (index) => {
        const section = at(index)
        if (!section || section.type === 'part') return
        onChange((current) => removeSection(current, index))
        onErrors((current) => errorsWithout(current, sectionKey(section)))
        setRemoved({ section, index })
        refocus.current = [UNDO_ID]
        setAnnouncement(t('announce.removed', { name: nameOf(section) }))
      },
      addItem: (id) => {
        const section = find(id)
        const fields = section && SECTION_LIBRARY[section.type].item?.texts
        if (!section || !fields) return
        const itemId = newId()
        onChange((current) => changeSection(current, id, (entry) => withNewItem(entry, () => itemId)))
        // The new item's first field.
        refocus.current = [`${ADDED_PAGE_ID}${itemKey(section, { id: itemId })}.texts.${fields[0]!.name}.en`]
        setAnnouncement(t('announce.itemAdded', { name: itemName(section, section.items.length, language) }))
      },
      removeItem: (id, index) => {
        const section = find(id)
        const item = section?.items[index]
        if (!section || !item) return
        onChange((current) => changeSection(current, id, (entry) => withoutItem(entry, index)))
        onErrors((current) => errorsWithout(current, itemKey(section, item)))
        // The item that takes its place, else the one before it, else the list's Add.
        const next = section.items[index + 1] ?? section.items[index - 1]
        refocus.current = [...(next ? [itemButtonId('remove', section, next.id)] : []), addItemButtonId(section)]
        setAnnouncement(t('announce.itemRemoved', { name: itemName(section, index, language) }))
      },
      moveItem: (id, index, by) => {
        const section = find(id)
        const item = section?.items[index]
        if (!section || !item || index + by < 0 || index + by >= section.items.length) return
        onChange((current) => changeSection(current, id, (entry) => withItemMoved(entry, index, by)))
        const [same, other] = by < 0 ? ['up', 'down'] : ['down', 'up']
        refocus.current = [itemButtonId(same!, section, item.id), itemButtonId(other!, section, item.id)]
        setAnnouncement(t('announce.moved', { name: itemName(section, index, language), position: index + by + 1, count: section.items.length }))
      },
    }
  }, [latest, latestParts, language, onChange, onErrors, refocus, t])

  function pick(type: LibrarySectionType) {
    const index = Math.max(picking ?? latest.current.length, first)
    const section = newSection(type, newId)
    onChange((current) => insertSection(current, index, section))
    setPicking(null)
    setRemoved(null)
    refocus.current = [sectionHeadingId(section)]
    setAnnouncement(t('announce.added', { name: SECTION_LIBRARY[type].label[language] }))
  }

  function undoRemove() {
    if (!removed) return
    const { section, index } = removed
    onChange((current) => insertSection(current, Math.min(index, current.length), section))
    setRemoved(null)
    refocus.current = [sectionHeadingId(section)]
    setAnnouncement(t('announce.restored', { name: sectionLabel(section, language, parts) }))
  }

  const names = sections.map((section) => sectionLabel(section, language, parts))

  const addButton = (index: number) => {
    const label =
      sections.length === 0
        ? t('sections.addFirst')
        : index >= sections.length
          ? t('sections.addAtEnd')
          : t('sections.addBetween', { before: names[index - 1], after: names[index] })
    return (
      <div className="adm-added-sections__add">
        <button
          id={addSectionId(index)}
          type="button"
          className="adm-button adm-button--secondary adm-button--small adm-added-sections__add-button"
          aria-label={label}
          onClick={() => setPicking(index)}
        >
          <PlusIcon /> {t('sections.addHere')}
        </button>
      </div>
    )
  }

  const removedNotice = removed && (
    <li className="adm-notice adm-added-sections__removed">
      <p>{t('sections.removed', { name: sectionLabel(removed.section, language, parts) })}</p>
      <button
        id={UNDO_ID}
        type="button"
        className="adm-button adm-button--secondary adm-button--small"
        aria-label={t('sections.undoNamed', { name: sectionLabel(removed.section, language, parts) })}
        onClick={undoRemove}
      >
        <UndoIcon /> {t('sections.undo')}
      </button>
    </li>
  )

  const pickerPlace =
    picking === null
      ? ''
      : sections.length === 0
        ? t('picker.first')
        : picking >= sections.length
          ? t('picker.atEnd')
          : t('picker.between', { before: names[picking - 1], after: names[picking] })

  return (
    <>
      <ol className="adm-added-sections" aria-label={t('sections.list')}>
        {sections.map((section, index) => {
          const part = section.type === 'part' ? parts.find((entry) => entry.key === section.settings.part) : undefined
          return (
            <Fragment key={section.id}>
              {removed?.index === index && removedNotice}
              <li className="adm-added-sections__item">
                {part ? (
                  <PartCard section={section} part={part} index={index} first={first} count={sections.length} actions={actions} />
                ) : (
                  <SectionCard section={section} index={index} first={first} count={sections.length} errors={errors} services={services} actions={actions} />
                )}
                {index >= first - 1 && addButton(index + 1)}
              </li>
            </Fragment>
          )
        })}
        {removed && removed.index >= sections.length && removedNotice}
      </ol>
      {sections.length === 0 && addButton(0)}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {picking !== null && <SectionPicker place={pickerPlace} onPick={pick} onClose={() => setPicking(null)} />}
    </>
  )
}
