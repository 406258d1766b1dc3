import { cloneElement, isValidElement, useState, type ReactElement } from 'react'
import {
  bold,
  codeBlock,
  divider,
  italic,
  link,
  orderedListCommand,
  quote,
  selectLine,
  strikethrough,
  unorderedListCommand,
  type ExecuteState,
  type ICommand,
  type TextAreaTextApi,
} from '@uiw/react-md-editor/nohighlight'
import { alignBlock, clearFormatting, indentLines, setHeading, underline, type Alignment } from './editor-text.ts'

/** The toolbar buttons that need a question answered first (colour, image, video) open a dialog. */
export type EditorDialogKind = 'color' | 'background-color' | 'image' | 'video'
export type OpenEditorDialog = (kind: EditorDialogKind, state: ExecuteState, api: TextAreaTextApi) => void

const icon = (paths: ReactElement) => (
  <svg width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {paths}
  </svg>
)

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

const headingCommands: ICommand[] = [0, 1, 2, 3, 4, 5, 6].map((level) => ({
  name: `heading-${level}`,
  keyCommand: `heading-${level}`,
  execute: (state, api) => transformLines(state, api, (text) => setHeading(text, level)),
}))

const ALIGNMENTS: readonly Alignment[] = ['left', 'center', 'right', 'justify']
const alignCommands: Record<Alignment, ICommand> = {
  left: { name: 'align-left', keyCommand: 'align-left', execute: (state, api) => transformLines(state, api, (text) => alignBlock(text, 'left')) },
  center: { name: 'align-center', keyCommand: 'align-center', execute: (state, api) => transformLines(state, api, (text) => alignBlock(text, 'center')) },
  right: { name: 'align-right', keyCommand: 'align-right', execute: (state, api) => transformLines(state, api, (text) => alignBlock(text, 'right')) },
  justify: { name: 'align-justify', keyCommand: 'align-justify', execute: (state, api) => transformLines(state, api, (text) => alignBlock(text, 'justify')) },
}

/**
 * A select inside the toolbar. It keeps the last choice, so that stepping through it with the arrow keys
 * (which fires a change per step in Chromium) ends on the chosen value instead of jumping back.
 */
function ToolbarSelect({
  label,
  options,
  disabled,
  onChoose,
}: {
  label: string
  options: [value: string, text: string][]
  disabled: boolean
  onChoose(value: string): void
}) {
  const [value, setValue] = useState('')
  return (
    <select
      className="adm-md-select"
      aria-label={label}
      title={label}
      disabled={disabled}
      value={value}
      onChange={(event) => {
        setValue(event.target.value)
        onChoose(event.target.value)
      }}
    >
      <option value="" disabled>
        {label}
      </option>
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </select>
  )
}

const headingSelect: ICommand = {
  name: 'text-style',
  keyCommand: 'text-style',
  render: (_command, disabled, execute) => (
    <ToolbarSelect
      label="Text style"
      disabled={disabled}
      options={[['0', 'Normal text'], ...[1, 2, 3, 4, 5, 6].map((level): [string, string] => [String(level), `Heading ${level}`])]}
      onChoose={(value) => {
        const command = headingCommands[Number(value)]
        if (command) execute(command)
      }}
    />
  ),
}

const alignSelect: ICommand = {
  name: 'align',
  keyCommand: 'align',
  render: (_command, disabled, execute) => (
    <ToolbarSelect
      label="Alignment"
      disabled={disabled}
      options={[
        ['left', 'Align left'],
        ['center', 'Align center'],
        ['right', 'Align right'],
        ['justify', 'Justify'],
      ]}
      onChoose={(value) => {
        const alignment = ALIGNMENTS.find((candidate) => candidate === value)
        if (alignment) execute(alignCommands[alignment])
      }}
    />
  ),
}

const underlineCommand: ICommand = {
  name: 'underline',
  keyCommand: 'underline',
  shortcuts: 'ctrlcmd+u',
  buttonProps: button('Underline (ctrl + u)'),
  icon: icon(<path d="M6 4v6a6 6 0 0 0 12 0V4M4 20h16" />),
  execute: (state, api) => transformSelection(state, api, underline, 'underlined text'),
}

const indentCommand: ICommand = {
  name: 'indent',
  keyCommand: 'indent',
  buttonProps: button('Indent list item'),
  icon: icon(<path d="M3 8l4 4-4 4M21 12H11M21 6H11M21 18H11" />),
  execute: (state, api) => transformLines(state, api, (text) => indentLines(text, 'in')),
}

const outdentCommand: ICommand = {
  name: 'outdent',
  keyCommand: 'outdent',
  buttonProps: button('Outdent'),
  icon: icon(<path d="M7 8l-4 4 4 4M21 12H11M21 6H11M21 18H11" />),
  execute: (state, api) => transformLines(state, api, (text) => indentLines(text, 'out')),
}

const clearCommand: ICommand = {
  name: 'clear-formatting',
  keyCommand: 'clear-formatting',
  buttonProps: button('Clear formatting'),
  icon: icon(<path d="M4 7V4h16v3M9 20h6M12 4l-3 16M3 3l18 18" />),
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

/** SPEC §2's toolbar: headings, bold, italic, underline, strike, colours, lists, indent, alignment, link, image, video, code block, quote, clear. */
export function editorCommands(open: OpenEditorDialog): ICommand[] {
  return [
    headingSelect,
    divider,
    withHiddenIcon(bold),
    withHiddenIcon(italic),
    underlineCommand,
    withHiddenIcon(strikethrough),
    dialogCommand('color', 'Text colour', icon(<><path d="M6 16 12 4l6 12M8 12h8" /><path d="M4 20h16" stroke="#b0415f" strokeWidth="3" /></>), open),
    dialogCommand('background-color', 'Background colour', icon(<><rect x="3" y="3" width="18" height="18" rx="3" fill="#f6dccf" stroke="none" /><path d="M7 17 12 6l5 11M9 13h6" /></>), open),
    divider,
    withHiddenIcon(orderedListCommand),
    withHiddenIcon(unorderedListCommand),
    outdentCommand,
    indentCommand,
    alignSelect,
    divider,
    withHiddenIcon(link),
    dialogCommand('image', 'Insert image', icon(<><rect x="3" y="3" width="18" height="18" rx="2" /><circle cx="9" cy="9" r="2" /><path d="m21 15-5-5L5 21" /></>), open),
    dialogCommand('video', 'Embed a YouTube or Vimeo video', icon(<><rect x="2" y="5" width="14" height="14" rx="2" /><path d="m22 8-6 4 6 4z" /></>), open),
    withHiddenIcon(codeBlock),
    withHiddenIcon(quote),
    divider,
    clearCommand,
  ]
}
