import { TextField } from '../forms/field.tsx'
import { POLICY_LABEL, SETTINGS_ID, pathKey, type PolicyField, type TabFieldsProps } from './studio-settings-form.ts'

const POLICIES = [
  { legend: 'Deposit policy', fields: ['policies.deposit.en', 'policies.deposit.es'] },
  { legend: 'Cancellation policy', fields: ['policies.cancellation.en', 'policies.cancellation.es'] },
] as const satisfies readonly { legend: string; fields: readonly PolicyField[] }[]

/** The Policies tab: the deposit and cancellation policies in both languages. */
export function PoliciesSettings({ values, update, errors }: TabFieldsProps) {
  return (
    <>
      {POLICIES.map(({ legend, fields }) => (
        <fieldset key={legend} className="adm-card adm-settings-group">
          <legend className="adm-settings-group__legend">{legend}</legend>
          <div className="adm-grid-2">
            {fields.map((path) => (
              <TextField
                key={path}
                id={`${SETTINGS_ID}${pathKey(path)}`}
                name={path}
                label={POLICY_LABEL[path]}
                rows={6}
                value={values.policies[path]}
                onChange={(value) => update((current) => ({ ...current, policies: { ...current.policies, [path]: value } }))}
                error={errors[pathKey(path)]}
                hint={path.endsWith('.en') ? 'Separate paragraphs with a blank line.' : 'Separe los párrafos con una línea en blanco.'}
                required
              />
            ))}
          </div>
        </fieldset>
      ))}
    </>
  )
}
