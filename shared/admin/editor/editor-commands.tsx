import { cloneElement, isValidElement, type ReactElement } from 'react'
import {
  bold,
  codeBlock,
  divider,
  italic,
  orderedListCommand,
  quote,
  selectLine,
  strikethrough,
  unorderedListCommand,
  type ExecuteState,
  type ICommand,
  type TextAreaTextApi,
} from '@uiw/react-md-editor/nohighlight'
import { createLucideIcon, Image, IndentDecrease, IndentIncrease, Link, RemoveFormatting, Underline, Video, type LucideIcon } from 'lucide-react'
import {
  alignBlock,
  clearFormatting,
  indentLines,
  lineMarkEdit,
  linkEdit,
  setHeading,
  underline,
  type Alignment,
  type LineMark,
  type TextEdit,
} from './editor-text.ts'

/** The toolbar buttons that need a question answered first (colour, image, video) open a dialog. */
export type EditorDialogKind = 'color' | 'background-color' | 'image' | 'video'
export type OpenEditorDialog = (kind: EditorDialogKind, state: ExecuteState, api: TextAreaTextApi) => void

/** A toolbar button's line icon (the editor's own buttons and the view switches beside them): Lucide's, at 15 px. */
export const icon = (Glyph: LucideIcon) => <Glyph size={15} />

/** Ours: the colour buttons show the colours, a rose line under the letter and a letter on a sand swatch. */
const TextColour = createLucideIcon('text-colour', [
  ['path', { d: 'M6 16 12 4l6 12M8 12h8', key: 'letter' }],
  ['path', { d: 'M4 20h16', stroke: '#b0415f', strokeWidth: 3, key: 'colour' }],
])
const BackgroundColour = createLucideIcon('background-colour', [
  ['rect', { x: 3, y: 3, width: 18, height: 18, rx: 3, fill: '#f6dccf', stroke: 'none', key: 'colour' }],
  ['path', { d: 'M7 17 12 6l5 11M9 13h6', key: 'letter' }],
])

const button = (label: string) => ({ 'aria-label': label, title: label })

/** Replaces the whole lines under the selection and keeps them selected. */
function transformLines(state: ExecuteState, api: TextAreaTextApi, transform: (text: string) => string): void {
  const range = selectLine({ text: state.text, selection: state.selection })
  const next = transform(state.text.slice(range.start, range.end))
  api.setSelectionRange(range)
  api.replaceSelection(next)
  api.setSelectionRange({ start: range.start, end: range.start + next.length })
}

/** Wraps the selection (or a placeholder word) and selects the text inside the wrapping. */
function transformSelection(state: ExecuteState, api: TextAreaTextApi, transform: (text: string) => string, placeholder: string) {
  const text = state.selectedText || placeholder
  const next = transform(text)
  api.replaceSelection(next)
  const start = state.selection.start + next.indexOf(text)
  api.setSelectionRange({ start, end: start + text.length })
}

/** Text style: 0 is normal text, 1–6 the headings (the toolbar's Text style menu runs these). */
export const headingCommands: ICommand[] = [0, 1, 2, 3, 4, 5, 6].map((level) => ({
  name: `heading-${level}`,
  keyCommand: `heading-${level}`,
  execute: (state, api) => transformLines(state, api, (text) => setHeading(text, level)),
}))

export const TEXT_STYLES: [level: number, label: string][] = [
  [0, 'Normal text'],
  ...[1, 2, 3, 4, 5, 6].map((level): [number, string] => [level, `Heading ${level}`]),
]

export const ALIGNMENTS: [Alignment, string][] = [
  ['left', 'Align left'],
  ['center', 'Align center'],
  ['right', 'Align right'],
  ['justify', 'Justify'],
]

/** Alignment of the blocks under the selection (the toolbar's Alignment menu runs these). */
export const alignCommands = Object.fromEntries(
  ALIGNMENTS.map(([alignment]): [Alignment, ICommand] => [
    alignment,
    {
      name: `align-${alignment}`,
      keyCommand: `align-${alignment}`,
      execute: (state, api) => transformLines(state, api, (text) => alignBlock(text, alignment)),
    },
  ]),
) as Record<Alignment, ICommand>

/** Where the toolbar shows its Text style and Alignment menus (it draws them itself, following the caret). */
export const TEXT_STYLE_MENU: ICommand = { name: 'text-style', keyCommand: 'text-style' }
export const ALIGN_MENU: ICommand = { name: 'align', keyCommand: 'align' }

/** Makes a text edit through the editor's API, so it lands in the undo history like typing. */
export function applyTextEdit(api: TextAreaTextApi, edit: TextEdit): void {
  api.setSelectionRange({ start: edit.start, end: edit.end })
  api.replaceSelection(edit.insert)
  api.setSelectionRange(edit.select)
}

/** `[words](https://)` with the address placeholder selected, so typing the address replaces it. */
const linkCommand: ICommand = {
  name: 'link',
  keyCommand: 'link',
  shortcuts: 'ctrlcmd+k',
  buttonProps: button('Add a link (ctrl + k)'),
  icon: icon(Link),
  execute: (state, api) => applyTextEdit(api, linkEdit(state.text, state.selection.start, state.selection.end)),
}

/** The package's link shortcut still works for those used to it; the toolbar shows the one above. */
const linkShortcut: ICommand = { ...linkCommand, name: 'link-l', keyCommand: 'link-l', shortcuts: 'ctrlcmd+l' }

const underlineCommand: ICommand = {
  name: 'underline',
  keyCommand: 'underline',
  shortcuts: 'ctrlcmd+u',
  buttonProps: button('Underline (ctrl + u)'),
  icon: icon(Underline),
  execute: (state, api) => transformSelection(state, api, underline, 'underlined text'),
}

const indentCommand: ICommand = {
  name: 'indent',
  keyCommand: 'indent',
  buttonProps: button('Indent list item'),
  icon: icon(IndentIncrease),
  execute: (state, api) => transformLines(state, api, (text) => indentLines(text, 'in')),
}

const outdentCommand: ICommand = {
  name: 'outdent',
  keyCommand: 'outdent',
  buttonProps: button('Outdent'),
  icon: icon(IndentDecrease),
  execute: (state, api) => transformLines(state, api, (text) => indentLines(text, 'out')),
}

const clearCommand: ICommand = {
  name: 'clear-formatting',
  keyCommand: 'clear-formatting',
  buttonProps: button('Clear formatting'),
  icon: icon(RemoveFormatting),
  execute: (state, api) => {
    if (state.selectedText) transformSelection(state, api, clearFormatting, '')
    else transformLines(state, api, clearFormatting)
  },
}

function dialogCommand(kind: EditorDialogKind, label: string, glyph: ReactElement, open: OpenEditorDialog): ICommand {
  return {
    name: kind,
    keyCommand: kind,
    buttonProps: button(label),
    icon: glyph,
    execute: (state, api) => open(kind, state, api),
  }
}

/**
 * The package's own icons are `<svg role="img">` without a name; the buttons are named already, so the icons
 * are hidden from assistive technology instead (axe: svg-img-alt).
 */
export function withHiddenIcon(command: ICommand): ICommand {
  const icon = isValidElement<{ role?: string }>(command.icon)
    ? cloneElement(command.icon, { role: undefined, 'aria-hidden': true } as { role?: string })
    : command.icon
  return { ...command, icon }
}

/**
 * The package's list and quote buttons (their names, shortcuts, labels and icons) with our lines' edit: the
 * package's left the new marker selected, so the first letter typed took it away again.
 */
function lineMarkCommand(command: ICommand, mark: LineMark): ICommand {
  return {
    ...withHiddenIcon(command),
    execute: (state, api) => applyTextEdit(api, lineMarkEdit(state.text, state.selection.start, state.selection.end, mark)),
  }
}

const unorderedList = lineMarkCommand(unorderedListCommand, 'bullet')
const orderedList = lineMarkCommand(orderedListCommand, 'number')
/** Ctrl/Cmd+Q quits the desktop app (and some browsers): the quote button keeps no shortcut of its own. */
const quoteCommand: ICommand = { ...lineMarkCommand(quote, 'quote'), shortcuts: undefined, buttonProps: button('Insert a quote') }

/**
 * The toolbar: headings, bold, italic, underline, strike, colours, lists, indent, alignment, link, image,
 * video, code block, quote, clear. `divider` separates groups; TEXT_STYLE_MENU and ALIGN_MENU mark the menus.
 */
export function editorCommands(open: OpenEditorDialog): ICommand[] {
  return [
    TEXT_STYLE_MENU,
    divider,
    withHiddenIcon(bold),
    withHiddenIcon(italic),
    underlineCommand,
    withHiddenIcon(strikethrough),
    dialogCommand('color', 'Text colour', icon(TextColour), open),
    dialogCommand('background-color', 'Background colour', icon(BackgroundColour), open),
    divider,
    orderedList,
    unorderedList,
    outdentCommand,
    indentCommand,
    ALIGN_MENU,
    divider,
    linkCommand,
    dialogCommand('image', 'Insert image', icon(Image), open),
    dialogCommand('video', 'Embed a YouTube or Vimeo video', icon(Video), open),
    withHiddenIcon(codeBlock),
    quoteCommand,
    divider,
    clearCommand,
  ]
}

/** Keyboard shortcuts with no button of their own. */
export const SHORTCUT_ONLY_COMMANDS: ICommand[] = [linkShortcut]

export interface EditorShortcut {
  command: string
  /** As the editor package writes it: `ctrlcmd+b` (Ctrl or Cmd), `ctrl+shift+u` (Ctrl only). */
  shortcut: string
}

/**
 * Every keyboard shortcut of the content editor, read from the commands themselves (the package's own and ours),
 * so the desktop menu can be checked against them (desktop/main/menu-shortcuts.test.ts).
 */
export const EDITOR_SHORTCUTS: EditorShortcut[] = (function collect(commands: ICommand[]): EditorShortcut[] {
  return commands.flatMap((command) => [
    ...(command.shortcuts && command.keyCommand && command.execute ? [{ command: command.name ?? command.keyCommand, shortcut: command.shortcuts }] : []),
    ...(Array.isArray(command.children) ? collect(command.children) : []),
  ])
})([...editorCommands(() => {}), ...SHORTCUT_ONLY_COMMANDS])
