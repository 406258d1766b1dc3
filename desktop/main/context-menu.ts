import type { ContextMenuParams, MenuItemConstructorOptions } from 'electron'

// Plain data (Electron's types only), so context-menu.test.ts reads the real menu without Electron.

/**
 * The spell-checker's dictionaries: the studio writes in English and Spanish (Chromium's codes, as
 * `session.availableSpellCheckerLanguages` lists them). On a Mac the system's checker is used and picks the language itself.
 */
export const SPELL_CHECKER_LANGUAGES = ['en-US', 'es']

/** How many of the spell-checker's suggestions the menu shows, best first. */
const MAX_SUGGESTIONS = 6

/** What the right-click menu needs to know about the place clicked. */
export type ContextMenuPlace = Pick<ContextMenuParams, 'isEditable' | 'misspelledWord' | 'dictionarySuggestions' | 'selectionText' | 'editFlags'>

export interface SpellCheckActions {
  /** Puts the suggestion in place of the misspelled word (webContents.replaceMisspelling). */
  replaceMisspelling(suggestion: string): void
  /** Stops marking the word in every field from now on (session.addWordToSpellCheckerDictionary). */
  addToDictionary(word: string): void
}

/**
 * The right-click menu, which Electron does not give a window of its own. In a field: the spell-checker's suggestions
 * for a misspelled word and "Add to dictionary" first, then the usual editing commands, each enabled as the field
 * allows; on selected text elsewhere, Copy; nothing at all otherwise (no menu is shown).
 */
export function contextMenuTemplate(place: ContextMenuPlace, actions: SpellCheckActions): MenuItemConstructorOptions[] {
  const { isEditable, misspelledWord, dictionarySuggestions, selectionText, editFlags } = place
  if (!isEditable) return selectionText.trim() ? [{ role: 'copy', enabled: editFlags.canCopy }] : []

  const spelling: MenuItemConstructorOptions[] = misspelledWord
    ? [
        ...(dictionarySuggestions.length > 0
          ? dictionarySuggestions.slice(0, MAX_SUGGESTIONS).map((suggestion) => ({ label: suggestion, click: () => actions.replaceMisspelling(suggestion) }))
          : [{ label: 'No suggestions', enabled: false }]),
        { type: 'separator' },
        { label: 'Add to dictionary', click: () => actions.addToDictionary(misspelledWord) },
        { type: 'separator' },
      ]
    : []
  return [
    ...spelling,
    { role: 'undo', enabled: editFlags.canUndo },
    { role: 'redo', enabled: editFlags.canRedo },
    { type: 'separator' },
    { role: 'cut', enabled: editFlags.canCut },
    { role: 'copy', enabled: editFlags.canCopy },
    { role: 'paste', enabled: editFlags.canPaste },
    { type: 'separator' },
    { role: 'selectAll', enabled: editFlags.canSelectAll },
  ]
}
