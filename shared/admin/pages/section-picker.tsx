import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SECTION_TYPE_LIST } from '#shared/content/section-types.ts'
import type { Language } from '#shared/schema/common.ts'
import type { LibrarySectionType } from '#shared/schema/section-values.ts'
import { Dialog } from '../ui/dialog.tsx'

/**
 * "Add a section": every type of the library, each with what it shows; the one chosen goes where the button that
 * opened the list is. Each choice is a button named by its type and described by what it shows.
 */
export function SectionPicker({ place, onPick, onClose }: { place: string; onPick(type: LibrarySectionType): void; onClose(): void }) {
  const { t, i18n } = useTranslation('pages')
  const language: Language = i18n.language === 'es' ? 'es' : 'en'
  const id = useId()
  return (
    <Dialog title={t('picker.title')} onClose={onClose} size="medium">
      <p className="adm-hint adm-section-picker__place">{place}</p>
      <ul className="adm-section-picker" aria-label={t('picker.list')}>
        {SECTION_TYPE_LIST.map((choice) => (
          <li key={choice.type}>
            <button
              type="button"
              className="adm-section-picker__choice"
              aria-labelledby={`${id}-${choice.type}`}
              aria-describedby={`${id}-${choice.type}-about`}
              onClick={() => onPick(choice.type)}
            >
              <span id={`${id}-${choice.type}`} className="adm-section-picker__label">
                {choice.label[language]}
              </span>
              <span id={`${id}-${choice.type}-about`} className="adm-section-picker__about">
                {choice.description[language]}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
