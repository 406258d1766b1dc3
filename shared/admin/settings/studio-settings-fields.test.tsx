import { JSDOM } from 'jsdom'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import { PoliciesSettings } from './policies-settings.tsx'
import { StudioFactsSettings } from './studio-facts-settings.tsx'
import {
  SETTINGS_ID,
  settingsCandidate,
  settingsToValues,
  tabErrors,
  validateSettings,
  type SettingsFormValues,
  type SettingsTab,
  type TabFieldsProps,
} from './studio-settings-form.ts'
import { TeamSettings } from './team-settings.tsx'

const BODY = { studio: StudioFactsSettings, team: TeamSettings, policies: PoliciesSettings }

function render(tab: SettingsTab, values: SettingsFormValues, errors: TabFieldsProps['errors'] = {}): Document {
  const Body = BODY[tab]
  const html = renderToStaticMarkup(<Body values={values} update={() => {}} errors={errors} />)
  return new JSDOM(`<!doctype html><body>${html}</body>`).window.document
}

/** The text a control is labelled with: its label[for], or the label around it. */
function labelOf(document: Document, control: Element): string | undefined {
  const label = (control.id && document.querySelector(`label[for="${control.id}"]`)) || control.closest('label')
  return label?.textContent?.replace(/\s+/g, ' ').trim()
}

/** Every value the schema can refuse, wrong at once. */
function allWrong(): SettingsFormValues {
  const values = settingsToValues(structuredClone(DEFAULT_STUDIO))
  for (const key of Object.keys(values.studio) as (keyof typeof values.studio)[]) values.studio[key] = 'not valid'
  values.hours[0] = { ...values.hours[0]!, days: [], opens: '', closes: '' }
  for (const member of values.team) {
    for (const key of Object.keys(member.fields) as (keyof typeof member.fields)[]) member.fields[key] = ''
    member.fields['headshot.image'] = 'not an upload'
  }
  for (const key of Object.keys(values.policies) as (keyof typeof values.policies)[]) values.policies[key] = ''
  return values
}

describe('the settings tabs’ inputs', () => {
  for (const tab of ['studio', 'team', 'policies'] as const) {
    it(`${tab}: every input has a label and an id of its own`, () => {
      const values = settingsToValues(structuredClone(DEFAULT_STUDIO))
      values.team[1]!.fields['headshot.image'] = '/uploads/abc123.webp'
      const document = render(tab, values)
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
      expect(new Set(ids).size).toBe(ids.length)
      const controls = [...document.querySelectorAll('input, textarea, select')]
      expect(controls.length).toBeGreaterThan(0)
      for (const control of controls) expect(labelOf(document, control), control.outerHTML).toBeTruthy()
    })

    it(`${tab}: every problem the schema finds is shown on an element the error summary can link to`, () => {
      const values = allWrong()
      const result = validateSettings(settingsCandidate(tab, DEFAULT_STUDIO, values))
      expect(result.ok).toBe(false)
      if (result.ok) return
      const { errors, labels } = tabErrors(tab, result.problems, values)
      expect(Object.keys(labels).length).toBeGreaterThan(3)
      const document = render(tab, values, errors)
      for (const key of Object.keys(labels)) {
        const target = document.getElementById(`${SETTINGS_ID}${key}`)
        expect(target, key).not.toBeNull()
        // The message is on screen beside it, and read with it.
        expect(document.getElementById(`${SETTINGS_ID}${key}-error`)?.textContent, key).toContain(errors[key])
      }
    })
  }

  it('offers "In Atlanta" or "A drive from Atlanta", and asks for the minutes only for a drive', () => {
    const values = settingsToValues(structuredClone(DEFAULT_STUDIO))
    const near = render('studio', values)
    const choices = [...near.querySelectorAll('input[name="address.metroRelation"]')].map((control) => labelOf(near, control))
    expect(choices.map((label) => label?.split('The pages')[0])).toEqual(['In Atlanta', 'A drive from Atlanta'])
    expect(near.querySelector<HTMLInputElement>('input[value="near"]')?.checked).toBe(true)
    expect(labelOf(near, near.getElementById(`${SETTINGS_ID}address-minutesFromAtlanta`)!)).toBe('Minutes from downtown Atlanta *')

    values.studio['address.metroRelation'] = 'in'
    expect(render('studio', values).getElementById(`${SETTINGS_ID}address-minutesFromAtlanta`)).toBeNull()
  })

  it('labels the two languages of a text', () => {
    const document = render('team', settingsToValues(structuredClone(DEFAULT_STUDIO)))
    const labels = [...document.querySelectorAll('textarea, input')].map((control) => labelOf(document, control))
    expect(labels).toEqual(expect.arrayContaining(['Role (English) *', 'Role (Spanish) *', 'Bio (English) *', 'Bio (Spanish) *']))
  })
})
