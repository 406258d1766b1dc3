import { randomInt } from 'node:crypto'
import { PasswordSchema } from '#shared/schema/auth.ts'

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand (no 0/O, 1/l/I). */
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/**
 * A password the owner hands over once (a new account, a reset): four groups of four, e.g. `k7Qm-x9Tz-hR4w-Pb2e`,
 * about 92 bits from the system's secure random source. It always passes PasswordSchema, like any chosen one.
 */
export function temporaryPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''))
    const password = groups.join('-')
    if (PasswordSchema.safeParse(password).success) return password
  }
}
