import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { contextMenuTemplate, type ContextMenuPlace } from './context-menu.ts'

const ALL_EDITS = { canUndo: true, canRedo: true, canCut: true, canCopy: true, canPaste: true, canSelectAll: true, canDelete: true, canEditRichly: false }

/** A right-click in a field on `misspelledWord` (empty: on a word spelled right), as Electron describes it. */
function inField(misspelledWord: string, dictionarySuggestions: string[] = []): ContextMenuPlace {
  return { isEditable: true, misspelledWord, dictionarySuggestions, selectionText: '', editFlags: ALL_EDITS }
}

/** The menu as a person reads it: labels, roles and separators, disabled items in brackets. */
function read(items: MenuItemConstructorOptions[]): string[] {
  return items.map((item) => {
    const name = item.type === 'separator' ? '---' : (item.label ?? item.role ?? '?')
    return item.enabled === false ? `(${name})` : name
  })
}

function recorder() {
  const done: string[] = []
  return {
    done,
    actions: { replaceMisspelling: (word: string) => done.push(`replace: ${word}`), addToDictionary: (word: string) => done.push(`add: ${word}`) },
  }
}

/** Clicks the menu item with this label. */
function click(items: MenuItemConstructorOptions[], label: string) {
  const item = items.find((candidate) => candidate.label === label)
  if (!item?.click) throw new Error(`no item ${label}`)
  ;(item.click as () => void)()
}

describe('the right-click menu', () => {
  it('on a misspelled word in a field offers the suggestions, then "Add to dictionary", then the editing commands', () => {
    const { actions } = recorder()
    expect(read(contextMenuTemplate(inField('cejaz', ['cejas', 'celas']), actions))).toEqual([
      'cejas',
      'celas',
      '---',
      'Add to dictionary',
      '---',
      'undo',
      'redo',
      '---',
      'cut',
      'copy',
      'paste',
      '---',
      'selectAll',
    ])
  })

  it('puts the chosen suggestion in place of the word, and adds the word to the dictionary', () => {
    const { done, actions } = recorder()
    const menu = contextMenuTemplate(inField('microbladding', ['microblading']), actions)
    click(menu, 'microblading')
    click(menu, 'Add to dictionary')
    expect(done).toEqual(['replace: microblading', 'add: microbladding'])
  })

  it('says there is no suggestion when the checker has none, and still offers to add the word', () => {
    const menu = contextMenuTemplate(inField('Belleza', []), recorder().actions)
    expect(read(menu).slice(0, 3)).toEqual(['(No suggestions)', '---', 'Add to dictionary'])
  })

  it('shows six suggestions at most, the checker’s best first', () => {
    const suggestions = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete']
    expect(read(contextMenuTemplate(inField('unno', suggestions), recorder().actions)).slice(0, 7)).toEqual([...suggestions.slice(0, 6), '---'])
  })

  it('on a word spelled right in a field has only the editing commands, enabled as the field allows', () => {
    const place = { ...inField(''), editFlags: { ...ALL_EDITS, canUndo: false, canCut: false, canCopy: false } }
    expect(read(contextMenuTemplate(place, recorder().actions))).toEqual(['(undo)', 'redo', '---', '(cut)', '(copy)', 'paste', '---', 'selectAll'])
  })

  it('outside a field offers Copy for selected text, and no menu at all without a selection', () => {
    const outside = { ...inField(''), isEditable: false }
    expect(read(contextMenuTemplate({ ...outside, selectionText: 'Healed brows' }, recorder().actions))).toEqual(['copy'])
    expect(contextMenuTemplate({ ...outside, selectionText: '  ' }, recorder().actions)).toEqual([])
  })
})
