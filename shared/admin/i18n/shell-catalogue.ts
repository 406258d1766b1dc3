import type { Resource } from 'i18next'
import englishShell from './locales/en/shell.json'
import spanishShell from './locales/es/shell.json'

/** The shell's words in both languages: all the sign-in screen says, without the rest of the catalogue. */
export const SHELL_CATALOGUE: Resource = { en: { shell: englishShell }, es: { shell: spanishShell } }
