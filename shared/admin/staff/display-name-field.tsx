import { useTranslation } from 'react-i18next'
import { TextField } from '../forms/field.tsx'

interface DisplayNameFieldProps {
  id: string
  value: string
  onChange(name: string): void
  error: string | undefined
}

/** The name a person is shown by (the top bar, their posts' bylines, the activity trail), chosen by themselves. */
export function DisplayNameField(props: DisplayNameFieldProps) {
  const { t } = useTranslation('staff')
  return <TextField {...props} name="displayName" label={t('account.displayName')} autoComplete="name" hint={t('account.displayNameHint')} required />
}
