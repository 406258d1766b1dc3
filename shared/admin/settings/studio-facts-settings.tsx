import { Fragment, useContext, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { WEEKDAYS } from '#shared/schema/studio.ts'
import { ConsoleContext } from '../console/console-context.tsx'
import { FieldError, TextField, describedBy } from '../forms/field.tsx'
import { PlusIcon, TrashIcon } from '../ui/icons.tsx'
import {
  SETTINGS_ID,
  SOCIAL_KEYS,
  STAT_KEYS,
  STUDIO_LABEL,
  hoursKey,
  newHoursRow,
  pathKey,
  type HoursRow,
  type StudioField,
  type TabFieldsProps,
} from './studio-settings-form.ts'
import { useRefocus } from '../ui/use-refocus.ts'

interface FieldOptions {
  /** Instead of the field's label in STUDIO_LABEL (the error summary keeps that one). */
  label?: string
  type?: 'text' | 'url' | 'email' | 'tel' | 'number'
  rows?: number
  hint?: ReactNode
  required?: boolean
  placeholder?: string
  min?: number
  max?: number
  /** 'any' for coordinates. */
  step?: number | 'any'
}

/** The Studio tab: names, contacts, chat, address, hours, booking, links, prices and the site's numbers. */
export function StudioFactsSettings({ values, update, errors }: TabFieldsProps) {
  const set = (path: StudioField, value: string) => update((current) => ({ ...current, studio: { ...current.studio, [path]: value } }))

  const text = (path: StudioField, { type = 'text', required = true, ...options }: FieldOptions = {}) => (
    <TextField
      id={`${SETTINGS_ID}${pathKey(path)}`}
      name={path}
      label={STUDIO_LABEL[path]}
      type={type}
      value={values.studio[path]}
      onChange={(value) => set(path, value)}
      error={errors[pathKey(path)]}
      required={required}
      inputMode={type === 'url' ? 'url' : type === 'number' ? (options.step === 1 ? 'numeric' : 'decimal') : undefined}
      spellCheck={type === 'text' ? undefined : false}
      {...options}
    />
  )
  const number = (path: StudioField, options: Omit<FieldOptions, 'type'> = {}) => text(path, { type: 'number', min: 0, step: 1, ...options })

  return (
    <>
      <fieldset className="adm-card adm-settings-group">
        <legend className="adm-settings-group__legend">Name and contact</legend>
        <div className="adm-grid-2">
          {text('name', { hint: 'As the site’s titles and the search results show it.' })}
          {text('shortName', { hint: 'Where the full name is too long, e.g. in the header.' })}
          {number('foundingYear', { min: 1900, max: 2100 })}
          {text('phone', { type: 'tel', hint: 'Such as (770) 555-0142. The site’s call buttons dial it.' })}
          {text('email', { type: 'email' })}
        </div>
      </fieldset>

      <fieldset className="adm-card adm-settings-group">
        <legend className="adm-settings-group__legend">Chat app (WhatsApp)</legend>
        <div className="adm-grid-2">{text('chat.phone', { type: 'tel', hint: 'Usually the studio phone.' })}</div>
        <div className="adm-grid-2">
          {text('chat.greeting.en', { rows: 2, hint: 'Already typed when a visitor opens the chat.' })}
          {text('chat.greeting.es', { rows: 2, hint: 'Ya escrito cuando una visitante abre el chat.' })}
        </div>
      </fieldset>

      <fieldset className="adm-card adm-settings-group">
        <legend className="adm-settings-group__legend">Address and map</legend>
        <div className="adm-grid-2">
          {text('address.street')}
          {text('address.city', { hint: 'The pages name it wherever they say where the studio is.' })}
          {text('address.county', { hint: 'As the address writes it, such as Hall County. The artists’ licenses name its health department.' })}
          {text('address.region', { hint: 'Such as GA.' })}
          {text('address.postalCode')}
          {text('address.country', { hint: 'Two letters, such as US.' })}
        </div>
        <MetroFields values={values} set={set} errors={errors} number={number} text={text} />
        <div className="adm-grid-2">
          {text('address.mapUrl', { type: 'url', hint: 'Where “Get directions” goes: a full https:// address.', placeholder: 'https://' })}
          {number('address.geo.latitude', { min: -90, max: 90, step: 'any', hint: 'For maps and search engines, such as 34.2979.' })}
          {number('address.geo.longitude', { min: -180, max: 180, step: 'any', hint: 'Such as -83.8241.' })}
        </div>
      </fieldset>

      <OpeningHours values={values} update={update} errors={errors} />

      <fieldset className="adm-card adm-settings-group">
        <legend className="adm-settings-group__legend">Booking</legend>
        {text('booking.url', { type: 'url', hint: 'The booking platform: the site’s booking buttons open it in a new tab.', placeholder: 'https://' })}
        <fieldset className="adm-settings-subgroup" id={`${SETTINGS_ID}${pathKey('booking.bookNowOpens')}`} tabIndex={-1}>
          <legend className="adm-label">{STUDIO_LABEL['booking.bookNowOpens']}</legend>
          {(
            [
              ['page', 'The booking page', 'The site’s page with the three ways to book: online, by phone or by chat, and the prices.'],
              [
                'platform',
                'The booking platform, in one tap',
                'Straight to the booking URL in a new tab; a service page’s button to that treatment’s own booking page.',
              ],
            ] as const
          ).map(([value, label, hint]) => (
            <label key={value} className="adm-choice">
              <input
                type="radio"
                name="booking.bookNowOpens"
                value={value}
                checked={values.studio['booking.bookNowOpens'] === value}
                onChange={() => set('booking.bookNowOpens', value)}
              />
              <span>
                <span className="adm-choice__label">{label}</span>
                <span className="adm-hint">{hint}</span>
              </span>
            </label>
          ))}
          <FieldError id={`${SETTINGS_ID}${pathKey('booking.bookNowOpens')}`} error={errors[pathKey('booking.bookNowOpens')]} />
        </fieldset>
        <ServicesHint />
      </fieldset>

      <fieldset className="adm-card adm-settings-group">
        <legend className="adm-settings-group__legend">Social links</legend>
        <p className="adm-hint adm-settings-group__hint">Full https:// addresses. Leave one empty to hide its link.</p>
        <div className="adm-grid-2">
          {SOCIAL_KEYS.map((key) => (
            <Fragment key={key}>{text(`social.${key}`, { type: 'url', required: false, placeholder: 'https://' })}</Fragment>
          ))}
        </div>
      </fieldset>

      <fieldset className="adm-card adm-settings-group">
        <legend className="adm-settings-group__legend">Portfolio feeds</legend>
        <p className="adm-hint adm-settings-group__hint">
          The portfolio page shows these feeds when a visitor asks for them. Leave one empty to show no feed (its social link stays).
        </p>
        <div className="adm-grid-2">
          {text('embeds.instagram', {
            type: 'url',
            required: false,
            placeholder: 'https://www.instagram.com/',
            hint: 'Your profile’s embed address: your profile’s address with /embed at the end, such as https://www.instagram.com/yourstudio/embed.',
          })}
          {text('embeds.facebook', {
            type: 'url',
            required: false,
            placeholder: 'https://www.facebook.com/plugins/page.php?href=',
            hint: 'Your page’s Page Plugin address: the src of the code Facebook’s Page Plugin gives, starting with https://www.facebook.com/plugins/page.php?href=.',
          })}
        </div>
      </fieldset>

      <fieldset className="adm-card adm-settings-group">
        <legend className="adm-settings-group__legend">Parking</legend>
        <div className="adm-field">
          <label className="adm-check" htmlFor={`${SETTINGS_ID}${pathKey('freeParking')}`}>
            <input
              id={`${SETTINGS_ID}${pathKey('freeParking')}`}
              type="checkbox"
              checked={values.studio.freeParking === 'true'}
              aria-describedby={`${SETTINGS_ID}${pathKey('freeParking')}-hint`}
              onChange={(event) => set('freeParking', String(event.target.checked))}
            />
            <span>{STUDIO_LABEL.freeParking}</span>
          </label>
          <p id={`${SETTINGS_ID}${pathKey('freeParking')}-hint`} className="adm-hint">
            When ticked, the contact, services and microblading pages tell visitors parking is free.
          </p>
        </div>
      </fieldset>

      <fieldset className="adm-card adm-settings-group">
        <legend className="adm-settings-group__legend">Prices in US dollars</legend>
        <p className="adm-hint adm-settings-group__hint">Whole dollars, as the training course's page shows them.</p>
        <ServicesHint />
        <div className="adm-grid-2 adm-settings-numbers">
          {number('prices.courseFrom', { max: 100_000, hint: 'The training course’s price range.' })}
          {number('prices.courseTo', { max: 100_000 })}
        </div>
      </fieldset>

      <fieldset className="adm-card adm-settings-group">
        <legend className="adm-settings-group__legend">Claims and numbers</legend>
        <p className="adm-hint adm-settings-group__hint">The site quotes these. Keep them true: clients and search engines take them at their word.</p>
        <div className="adm-grid-2 adm-settings-numbers">
          {STAT_KEYS.map((key) => (
            <Fragment key={key}>
              {key === 'reviewsStars'
                ? number('stats.reviewsStars', { min: 1, max: 5, step: 0.1 })
                : number(`stats.${key}`, { max: key.endsWith('Percent') ? 100 : undefined })}
            </Fragment>
          ))}
        </div>
      </fieldset>
    </>
  )
}

/**
 * The metro area most clients come from and how the studio stands to it: in its city, or a drive from it (the drive's
 * minutes only then). The pages' place phrases follow the choice ("about 45 minutes from downtown Atlanta" / "in Atlanta").
 */
function MetroFields({
  values,
  set,
  errors,
  text,
  number,
}: Pick<TabFieldsProps, 'values' | 'errors'> & {
  set(path: StudioField, value: string): void
  text(path: StudioField, options?: FieldOptions): ReactNode
  number(path: StudioField, options?: Omit<FieldOptions, 'type'>): ReactNode
}) {
  const metro = values.studio['address.metro'].trim() || 'the metro area'
  const relation = values.studio['address.metroRelation']
  const relationId = `${SETTINGS_ID}${pathKey('address.metroRelation')}`
  const relationError = errors[pathKey('address.metroRelation')]
  return (
    <div className="adm-grid-2">
      {text('address.metro', { hint: 'The city most clients come from, such as Atlanta. The pages name it, and the drive from it.' })}
      <fieldset
        className={`adm-settings-subgroup ${relationError ? 'adm-field--invalid' : ''}`}
        id={relationId}
        tabIndex={-1}
        aria-describedby={relationError ? `${relationId}-error` : undefined}
      >
        <legend className="adm-label">{STUDIO_LABEL['address.metroRelation']}</legend>
        {(
          [
            ['in', `In ${metro}`, `The pages say the studio is in ${metro}, never a drive from it.`],
            ['near', `A drive from ${metro}`, `The pages quote the drive from downtown ${metro}.`],
          ] as const
        ).map(([value, label, hint]) => (
          <label key={value} className="adm-choice">
            <input type="radio" name="address.metroRelation" value={value} checked={relation === value} onChange={() => set('address.metroRelation', value)} />
            <span>
              <span className="adm-choice__label">{label}</span>
              <span className="adm-hint">{hint}</span>
            </span>
          </label>
        ))}
        <FieldError id={relationId} error={relationError} />
      </fieldset>
      {relation !== 'in' &&
        number('address.minutesFromAtlanta', {
          label: `Minutes from downtown ${metro}`,
          max: 600,
          hint: 'The usual drive, as the pages quote it.',
        })}
    </div>
  )
}

/** Lines of days with one opening and closing time each; a day on no line is closed. */
function OpeningHours({ values, update, errors }: TabFieldsProps) {
  const refocus = useRefocus()
  const rows = values.hours
  const setRows = (change: (rows: HoursRow[]) => HoursRow[]) => update((current) => ({ ...current, hours: change(current.hours) }))
  const setRow = (key: string, change: Partial<HoursRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))
  const groupError = errors.hours

  return (
    <fieldset
      id={`${SETTINGS_ID}hours`}
      className={`adm-card adm-settings-group ${groupError ? 'adm-field--invalid' : ''}`}
      tabIndex={-1}
      aria-describedby={describedBy(`${SETTINGS_ID}hours`, { hint: true, error: groupError })}
    >
      <legend className="adm-settings-group__legend">Opening hours</legend>
      <p id={`${SETTINGS_ID}hours-hint`} className="adm-hint adm-settings-group__hint">
        One line per opening time. A day on no line shows as closed.
      </p>
      <FieldError id={`${SETTINGS_ID}hours`} error={groupError} />
      <ol className="adm-hours">
        {rows.map((row, index) => {
          const daysId = `${SETTINGS_ID}${hoursKey(row.key, 'days')}`
          const daysError = errors[hoursKey(row.key, 'days')]
          const time = (field: 'opens' | 'closes', label: string) => (
            <TextField
              id={`${SETTINGS_ID}${hoursKey(row.key, field)}`}
              name={hoursKey(row.key, field)}
              label={label}
              type="time"
              value={row[field]}
              onChange={(value) => setRow(row.key, { [field]: value })}
              error={errors[hoursKey(row.key, field)]}
              required
            />
          )
          return (
            <li key={row.key} className="adm-hours__line">
              <fieldset className="adm-hours__fieldset">
                <legend className="adm-label">Line {index + 1}</legend>
                <fieldset
                  id={daysId}
                  className={`adm-hours__days ${daysError ? 'adm-field--invalid' : ''}`}
                  tabIndex={-1}
                  aria-describedby={daysError ? `${daysId}-error` : undefined}
                >
                  <legend className="visually-hidden">Days of line {index + 1}</legend>
                  {WEEKDAYS.map((day) => (
                    <label key={day} className="adm-day">
                      <input
                        id={`${daysId}-${day}`}
                        type="checkbox"
                        checked={row.days.includes(day)}
                        onChange={(event) => setRow(row.key, { days: event.target.checked ? [...row.days, day] : row.days.filter((other) => other !== day) })}
                      />
                      <span aria-hidden="true">{day.slice(0, 3)}</span>
                      <span className="visually-hidden">{day}</span>
                    </label>
                  ))}
                  <FieldError id={daysId} error={daysError} className="adm-hours__days-error" />
                </fieldset>
                <div className="adm-hours__times">
                  {time('opens', 'Opens')}
                  {time('closes', 'Closes')}
                  <button
                    type="button"
                    className="adm-button adm-button--danger-ghost adm-button--small adm-hours__remove"
                    onClick={() => {
                      refocus.current = [`${SETTINGS_ID}hours-add`]
                      setRows((current) => current.filter((other) => other.key !== row.key))
                    }}
                  >
                    <TrashIcon /> Remove<span className="visually-hidden"> line {index + 1} of the opening hours</span>
                  </button>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      {rows.length === 0 && <p className="adm-muted">No opening hours listed.</p>}
      <button
        id={`${SETTINGS_ID}hours-add`}
        type="button"
        className="adm-button adm-button--secondary adm-button--small"
        disabled={rows.length >= WEEKDAYS.length}
        onClick={() => {
          const key = `new-${Math.random().toString(36).slice(2, 10)}`
          // The new line's first day takes the focus.
          refocus.current = [`${SETTINGS_ID}${hoursKey(key, 'days')}-${WEEKDAYS[0]}`]
          setRows((current) => [...current, newHoursRow(key)])
        }}
      >
        <PlusIcon /> Add a line
      </button>
    </fieldset>
  )
}

/** Each service's price and booking page moved to the service itself: say where, with a way there. */
function ServicesHint() {
  const { t } = useTranslation('services')
  // Outside the signed-in dashboard (the form's own tests) the words stay, without the way there.
  const shell = useContext(ConsoleContext)
  return (
    <p className="adm-hint">
      {t('settingsHint')}{' '}
      {shell && (
        <button type="button" className="adm-link-button" onClick={() => void shell.goTo('services')}>
          {t('settingsLink')}
        </button>
      )}
    </p>
  )
}
