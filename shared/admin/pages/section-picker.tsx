import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SECTION_TYPE_LIST } from '#shared/content/section-types.ts'
import type { SectionType } from '#shared/schema/page-sections.ts'
import { Dialog } from '../ui/dialog.tsx'

/**
 * "Add a section": every type of the library, each with what it shows; the one chosen goes where the button that
 * opened the list is. Each choice is a button named by its type and described by what it shows.
 */
export function SectionPicker({ place, onPick, onClose }: { place: string; onPick(type: SectionType): void; onClose(): void }) {
  const { t } = useTranslation('pages')
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
                {choice.label}
              </span>
              <span id={`${id}-${choice.type}-about`} className="adm-section-picker__about">
                {choice.description}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
