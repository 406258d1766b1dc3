import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { PagePart } from '#shared/content/page-parts.ts'
import type { Language } from '#shared/schema/common.ts'
import type { Section } from '#shared/schema/page-sections.ts'
import { ArrowDownIcon, ArrowUpIcon, EyeIcon, EyeOffIcon } from '../ui/icons.tsx'
import { ADDED_PAGE_ID } from './added-page-values.ts'
import { type SectionActions, sectionButtonId, sectionElementId, sectionHeadingId } from './section-card.tsx'

/** The checkbox of a part's claim. */
export const partItemId = (section: Pick<Section, 'id'>, item: string) => `${ADDED_PAGE_ID}part-${section.id}-${item}`

interface PartCardProps {
  section: Section
  part: PagePart
  index: number
  /** The highest place a section may take (below the page's opening). */
  first: number
  count: number
  actions: SectionActions
}

/**
 * One of a spec page's own parts in its list of sections: its name, Move up, Move down and Hide, and a checkbox per
 * claim it lists (the pricing page's financing card), unticked to leave it out. Its words are the page's texts, edited
 * below the list; a part is never removed, only hidden. The page's opening (its hero) stays first and shown.
 */
export const PartCard = memo(function PartCard({ section, part, index, first, count, actions }: PartCardProps) {
  const { t, i18n } = useTranslation('pages')
  const language: Language = i18n.language === 'es' ? 'es' : 'en'
  const name = part.label[language]
  const omitted = section.settings.omit ?? []
  const setShown = (item: string, shown: boolean) =>
    actions.change(section.id, (current) => {
      const omit = (current.settings.omit ?? []).filter((key) => key !== item)
      if (!shown) omit.push(item)
      const { omit: _left, ...settings } = current.settings
      return { ...current, settings: omit.length > 0 ? { ...settings, omit } : settings }
    })
  return (
    <section
      id={sectionElementId(section)}
      className={`adm-card adm-page-section adm-added-section adm-part-section ${section.hidden ? 'adm-added-section--hidden' : ''}`}
      aria-labelledby={sectionHeadingId(section)}
    >
      <div className="adm-added-section__head">
        <h3 id={sectionHeadingId(section)} tabIndex={-1} className="adm-card__title adm-page-section__title adm-added-section__title">
          <span className="adm-added-section__type">{t('part.tag')}</span>
          <span className="adm-added-section__first">{name}</span>
        </h3>
        {section.hidden && <span className="adm-badge adm-badge--draft">{t('section.hiddenBadge')}</span>}
      </div>
      {!part.pinned && (
        <div className="adm-added-section__tools">
          <button
            id={sectionButtonId('up', section)}
            type="button"
            className="adm-button adm-button--ghost adm-button--small"
            disabled={index <= first}
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
        </div>
      )}
      {/* What a part is, once at the top of the list; here only what is particular to this one. */}
      {(section.hidden || part.pinned) && (
        <p className="adm-hint adm-added-section__about">{section.hidden ? t('section.hiddenHint') : t('part.pinnedAbout')}</p>
      )}
      {part.items && (
        <fieldset className="adm-part-section__items">
          <legend className="adm-label">{t('part.shows', { name })}</legend>
          {part.items.map((item) => (
            <label key={item.key} className="adm-check" htmlFor={partItemId(section, item.key)}>
              <input
                id={partItemId(section, item.key)}
                type="checkbox"
                checked={!omitted.includes(item.key)}
                onChange={(event) => setShown(item.key, event.target.checked)}
              />
              <span>{item.label[language]}</span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  )
})
