import { useTranslation } from 'react-i18next'
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, passwordProblem } from '#shared/schema/auth.ts'
import { TextField } from './field.tsx'

/** A new password as typed, and its repetition. */
export type NewPassword = { password: string; repeat: string }
export type NewPasswordErrors = { password?: string; repeat?: string }

export const NO_NEW_PASSWORD: NewPassword = { password: '', repeat: '' }

/**
 * A new password and its repetition checked by the server's own rules (PasswordSchema), each problem in the
 * console's language: empty when both are fine.
 */
export function useNewPasswordCheck(): (typed: NewPassword) => NewPasswordErrors {
  const { t } = useTranslation('forms')
  return ({ password, repeat }) => {
    const problem = passwordProblem(password)
    if (problem) return { password: t(`password.${problem}`, { min: PASSWORD_MIN_LENGTH, bytes: PASSWORD_MAX_BYTES }) }
    return repeat === password ? {} : { repeat: t('password.notSame') }
  }
}

interface NewPasswordFieldsProps {
  /** The two controls' ids are this plus `password` and `repeat` (for focusing the first problem). */
  idPrefix: string
  value: NewPassword
  onChange(value: NewPassword): void
  errors: NewPasswordErrors
  /** "New password" and "Repeat the new password" unless the person has none yet (an invitation). */
  labels?: NewPassword
}

/**
 * Choosing a password: the field with the rules' hint and the field that repeats it, both marked for the browser's
 * password manager as a new password.
 */
export function NewPasswordFields({ idPrefix, value, onChange, errors, labels }: NewPasswordFieldsProps) {
  const { t } = useTranslation('forms')
  const fields = {
    password: { name: 'new-password', label: labels?.password ?? t('password.new'), hint: t('password.hint', { min: PASSWORD_MIN_LENGTH }) },
    repeat: { name: 'repeat-password', label: labels?.repeat ?? t('password.repeatNew'), hint: undefined },
  }
  return (['password', 'repeat'] as const).map((field) => (
    <TextField
      key={field}
      id={`${idPrefix}${field}`}
      {...fields[field]}
      type="password"
      autoComplete="new-password"
      value={value[field]}
      onChange={(typed) => onChange({ ...value, [field]: typed })}
      error={errors[field]}
      required
    />
  ))
}
