// Without zod: the sign-in screen checks a password's length before the schemas have loaded.

/** bcrypt reads only the first 72 bytes of a password: anything after them would be silently ignored. */
export const PASSWORD_MAX_BYTES = 72

/** Within bcrypt's bytes: at sign-in as when set, so that a right password plus any extra text never signs in. */
export const withinBcryptBytes = (password: string) => new TextEncoder().encode(password).length <= PASSWORD_MAX_BYTES
