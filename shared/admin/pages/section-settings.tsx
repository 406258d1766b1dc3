import { useTranslation } from 'react-i18next'
import { SECTION_LIBRARY } from '#shared/content/section-types.ts'
import type { Section, SectionSettings as Settings } from '#shared/schema/page-sections.ts'
import type { StudioService } from '#shared/schema/service.ts'
import { FieldError, describedBy } from '../forms/field.tsx'
import type { FieldErrors } from '../forms/form-errors.ts'
import { ADDED_PAGE_ID, sectionKey } from './added-page-values.ts'
import { HeroPhotoPicker } from './hero-photo-field.tsx'

/** The most and fewest records a section drawn from a collection shows (the schema's count). */
const COUNT = { min: 1, max: 12 }

interface SectionSettingsProps {
  section: Section
  errors: FieldErrors
  services: readonly StudioService[] | undefined
  onChange(change: (section: Section) => Section): void
}

/**
 * What a section sets apart from its words, the same in both languages, as its type takes them: a hero's photo (with
 * the point to keep and its description), the Book and Call buttons, one service's records or all, how many.
 */
export function SectionSettings({ section, errors, services, onChange }: SectionSettingsProps) {
  const { t, i18n } = useTranslation('pages')
  const names = SECTION_LIBRARY[section.type].settings
  const key = `${sectionKey(section)}.settings`
  const idOf = (name: string) => `${ADDED_PAGE_ID}${key}.${name}`
  const set = (settings: Partial<Settings>) => onChange((current) => ({ ...current, settings: { ...current.settings, ...settings } }))
  const serviceName = (service: StudioService) => (i18n.language === 'es' ? service.name.es || service.name.en : service.name.en || service.name.es)
  const chosen = section.settings.service ?? null
  // A service no longer in the list still shows as chosen, so a save says what is wrong with it.
  const missing = chosen !== null && services !== undefined && !services.some((service) => service.slug === chosen)

  return (
    <div className="adm-added-section__settings">
      {names.includes('photo') && (
        <fieldset className="adm-page-group adm-added-section__photo">
          <legend className="adm-page-group__legend">{t('settings.photo')}</legend>
          <HeroPhotoPicker
            value={section.settings.photo ?? null}
            onChange={(photo) => set({ photo })}
            errors={errors}
            path={`${key}.photo`}
            idPrefix={ADDED_PAGE_ID}
          />
        </fieldset>
      )}
      {names.includes('booking') && (
        <div className="adm-field">
          <label className="adm-check" htmlFor={idOf('booking')}>
            <input
              id={idOf('booking')}
              type="checkbox"
              checked={section.settings.booking ?? false}
              aria-describedby={describedBy(idOf('booking'), { error: errors[`${key}.booking`] })}
              onChange={(event) => set({ booking: event.target.checked })}
            />
            <span>{t('settings.booking')}</span>
          </label>
          <FieldError id={idOf('booking')} error={errors[`${key}.booking`]} />
        </div>
      )}
      <div className="adm-added-section__choices">
        {names.includes('service') && (
          <div className={`adm-field ${errors[`${key}.service`] ? 'adm-field--invalid' : ''}`}>
            <label className="adm-label" htmlFor={idOf('service')}>
              {t('settings.service')}
            </label>
            <select
              id={idOf('service')}
              className="adm-input adm-select"
              value={chosen ?? ''}
              aria-invalid={errors[`${key}.service`] ? true : undefined}
              aria-describedby={describedBy(idOf('service'), { error: errors[`${key}.service`] })}
              onChange={(event) => set({ service: event.target.value === '' ? null : event.target.value })}
            >
              <option value="">{t('settings.allServices')}</option>
              {services?.map((service) => (
                <option key={service.id} value={service.slug}>
                  {service.hidden ? t('settings.hiddenService', { name: serviceName(service) }) : serviceName(service)}
                </option>
              ))}
              {(missing || (chosen !== null && services === undefined)) && <option value={chosen}>{chosen}</option>}
            </select>
            <FieldError id={idOf('service')} error={errors[`${key}.service`]} />
          </div>
        )}
        {names.includes('count') && (
          <div className={`adm-field adm-added-section__count ${errors[`${key}.count`] ? 'adm-field--invalid' : ''}`}>
            <label className="adm-label" htmlFor={idOf('count')}>
              {t('settings.count')}
            </label>
            <input
              id={idOf('count')}
              className="adm-input"
              type="number"
              inputMode="numeric"
              min={COUNT.min}
              max={COUNT.max}
              step={1}
              value={section.settings.count === undefined || Number.isNaN(section.settings.count) ? '' : section.settings.count}
              aria-invalid={errors[`${key}.count`] ? true : undefined}
              aria-describedby={describedBy(idOf('count'), { hint: true, error: errors[`${key}.count`] })}
              // An empty field is not a number: the check before saving says so at the field.
              onChange={(event) => set({ count: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
            />
            <p id={`${idOf('count')}-hint`} className="adm-hint">
              {t('settings.countHint', COUNT)}
            </p>
            <FieldError id={idOf('count')} error={errors[`${key}.count`]} />
          </div>
        )}
      </div>
    </div>
  )
}
