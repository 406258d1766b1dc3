import { describe, expect, it } from 'vitest'
import { EDITOR_SHORTCUTS } from '#shared/admin/editor/editor-commands.tsx'
import { MENU_ACCELERATORS, menuAccelerators } from './menu-template.ts'

// No menu accelerator may also be an editor shortcut (Ctrl+Shift+U inserted an image instead of
// starting a bulleted list). Checked per system, since CmdOrCtrl is Cmd on a Mac and Ctrl elsewhere.

const PLATFORMS = ['win32', 'linux', 'darwin'] as const
type Platform = (typeof PLATFORMS)[number]

interface Chord {
  modifiers: Set<'ctrl' | 'cmd' | 'alt' | 'shift'>
  key: string
}

/** An Electron accelerator as the keys pressed on `platform` (CmdOrCtrl, Ctrl, Meta... normalised). */
function chordOf(accelerator: string, platform: Platform): Chord {
  const parts = accelerator.split('+')
  const key = parts.pop()!.toLowerCase()
  const modifiers = new Set<'ctrl' | 'cmd' | 'alt' | 'shift'>()
  for (const part of parts.map((text) => text.toLowerCase())) {
    if (part === 'cmdorctrl' || part === 'commandorcontrol') modifiers.add(platform === 'darwin' ? 'cmd' : 'ctrl')
    else if (part === 'cmd' || part === 'command' || part === 'meta' || part === 'super') modifiers.add('cmd')
    else if (part === 'ctrl' || part === 'control') modifiers.add('ctrl')
    else if (part === 'alt' || part === 'option') modifiers.add('alt')
    else if (part === 'shift') modifiers.add('shift')
    else throw new Error(`unknown modifier ${part} in ${accelerator}`)
  }
  return { modifiers, key: key === 'plus' ? '+' : key }
}

const describeChord = ({ modifiers, key }: Chord) => [...[...modifiers].sort(), key].join('+')

/**
 * Whether the editor's shortcut runs on this chord. The editor package matches loosely
 * (@uiw/react-md-editor, components/TextArea/shortcuts.js): every part of the shortcut must be pressed, extra
 * modifiers do not matter, and `ctrlcmd` is Ctrl or Cmd. So Ctrl+Shift+B still sets bold.
 */
function editorRunsOn(shortcut: string, chord: Chord): boolean {
  return shortcut
    .toLowerCase()
    .split('+')
    .every((part, index, parts) => {
      if (index === parts.length - 1) return part === chord.key
      if (part === 'ctrlcmd') return chord.modifiers.has('ctrl') || chord.modifiers.has('cmd')
      return chord.modifiers.has(part as 'ctrl' | 'cmd' | 'alt' | 'shift')
    })
}

function clashes(platform: Platform, accelerators: { item: string; accelerator: string }[]): string[] {
  const found: string[] = []
  const seen = new Map<string, string>()
  for (const { item, accelerator } of accelerators) {
    const chord = chordOf(accelerator, platform)
    const same = seen.get(describeChord(chord))
    if (same && same !== item) found.push(`${platform}: ${item} and ${same} are both ${describeChord(chord)}`)
    seen.set(describeChord(chord), item)
    for (const { command, shortcut } of EDITOR_SHORTCUTS) {
      if (editorRunsOn(shortcut, chord)) found.push(`${platform}: ${item} (${accelerator}) also runs the editor's ${command} (${shortcut})`)
    }
  }
  return found
}

describe('menu accelerators and editor shortcuts', () => {
  it('lists every editor shortcut', () => {
    expect(EDITOR_SHORTCUTS).toEqual([
      { command: 'bold', shortcut: 'ctrlcmd+b' },
      { command: 'italic', shortcut: 'ctrlcmd+i' },
      { command: 'underline', shortcut: 'ctrlcmd+u' },
      { command: 'strikethrough', shortcut: 'ctrl+shift+x' },
      { command: 'ordered-list', shortcut: 'ctrl+shift+o' },
      { command: 'unordered-list', shortcut: 'ctrl+shift+u' },
      { command: 'link', shortcut: 'ctrlcmd+k' },
      { command: 'codeBlock', shortcut: 'ctrlcmd+shift+j' },
      { command: 'link-l', shortcut: 'ctrlcmd+l' },
    ])
  })

  it.each(PLATFORMS)('lists every accelerator of the menu on %s, none of them an editor shortcut or twice', (platform) => {
    for (const dev of [false, true]) {
      const accelerators = menuAccelerators(platform, dev)
      expect(accelerators.map((entry) => entry.item)).toEqual(
        expect.arrayContaining(['File › New Post', 'File › Save', 'File › Insert Image…', 'Edit › Find', 'View › Open Website']),
      )
      expect(accelerators.length).toBeGreaterThan(15)
      expect(clashes(platform, accelerators)).toEqual([])
    }
  })

  it('names the menu’s own accelerators in one table', () => {
    expect(menuAccelerators('linux', false)).toEqual(
      expect.arrayContaining([
        { item: 'File › Insert Image…', accelerator: MENU_ACCELERATORS.insertImage },
        { item: 'View › Open Website', accelerator: MENU_ACCELERATORS.openWebsite },
        { item: 'File › quit', accelerator: 'CommandOrControl+Q' },
      ]),
    )
  })

  it('reports the clashes the menu once had', () => {
    const before = [
      { item: 'File › Insert Image…', accelerator: 'CmdOrCtrl+Shift+U' },
      { item: 'View › Open Website', accelerator: 'CmdOrCtrl+Shift+O' },
      { item: 'File › quit', accelerator: 'CommandOrControl+Q' },
    ]
    expect(clashes('win32', before)).toEqual([
      "win32: File › Insert Image… (CmdOrCtrl+Shift+U) also runs the editor's underline (ctrlcmd+u)",
      "win32: File › Insert Image… (CmdOrCtrl+Shift+U) also runs the editor's unordered-list (ctrl+shift+u)",
      "win32: View › Open Website (CmdOrCtrl+Shift+O) also runs the editor's ordered-list (ctrl+shift+o)",
    ])
    // Ctrl+Q quits: the editor's quote lost its shortcut for it.
    expect(EDITOR_SHORTCUTS.map((entry) => entry.shortcut)).not.toContain('ctrlcmd+q')
    expect(clashes('linux', [{ item: 'Bold too', accelerator: 'Ctrl+Shift+B' }])).toHaveLength(1)
    expect(
      clashes('darwin', [
        { item: 'Fullscreen', accelerator: 'Control+Command+F' },
        { item: 'Find', accelerator: 'CmdOrCtrl+F' },
      ]),
    ).toEqual([])
    expect(
      clashes('linux', [
        { item: 'A', accelerator: 'CmdOrCtrl+N' },
        { item: 'B', accelerator: 'Control+N' },
      ]),
    ).toEqual(['linux: B and A are both ctrl+n'])
  })
})
