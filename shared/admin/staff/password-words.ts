import { useTranslation } from 'react-i18next'
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, passwordProblem } from '#shared/schema/auth.ts'

/**
 * A new password and its repetition checked by the server's own rules (PasswordSchema), each problem in the
 * console's language: `{ password?, repeat? }`, empty when both are fine.
 */
export function usePasswordCheck(): (password: string, repeat: string) => { password?: string; repeat?: string } {
  const { t } = useTranslation('staff')
  return (password, repeat) => {
    const problem = passwordProblem(password)
    if (problem) return { password: t(`password.${problem}`, { min: PASSWORD_MIN_LENGTH, bytes: PASSWORD_MAX_BYTES }) }
    return repeat === password ? {} : { repeat: t('password.notSame') }
  }
}

/** The hint under a new password field. */
export function usePasswordHint(): string {
  const { t } = useTranslation('staff')
  return t('password.hint', { min: PASSWORD_MIN_LENGTH })
}

/** A date and time in the console's language ("Dec 4, 2026, 3:12 PM", "4 dic 2026, 15:12"). */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (iso) => format.format(new Date(iso))
}
