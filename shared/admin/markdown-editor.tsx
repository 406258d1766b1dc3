import { useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import MDEditor, {
  codeEdit,
  codeLive,
  codePreview,
  fullscreen,
  type ExecuteState,
  type ICommand,
  type PreviewType,
  type TextAreaTextApi,
} from '@uiw/react-md-editor/nohighlight'
import '@uiw/react-md-editor/markdown-editor.css'
import { editorCommands, withHiddenIcon, type EditorDialogKind } from './editor-commands.tsx'
import { ColorDialog, ImageDialog, VideoDialog } from './editor-dialogs.tsx'
import { colorSpan } from './editor-text.ts'
import { ServerPreview } from './server-preview.tsx'

/** SPEC §2 and §9: the content editor is 300 px high. */
export const EDITOR_HEIGHT = 300

interface MarkdownEditorProps {
  id: string
  value: string
  onChange(value: string): void
  labelledBy: string
  describedBy?: string
  invalid?: boolean
}

interface OpenDialog {
  kind: EditorDialogKind
  state: ExecuteState
  api: TextAreaTextApi
}

const relabel = (command: ICommand, label: string): ICommand =>
  withHiddenIcon({ ...command, buttonProps: { ...command.buttonProps, 'aria-label': label, title: label } })

/** Write, split, preview and full-screen switches, named for what they show. */
const VIEW_COMMANDS = [
  relabel(codeEdit, 'Write only'),
  relabel(codeLive, 'Write and preview side by side'),
  relabel(codePreview, 'Preview only'),
  relabel(fullscreen, 'Full screen'),
]

/**
 * The post's content editor (@uiw/react-md-editor): Markdown with the toolbar SPEC §2 lists; its preview pane is
 * the server's sanitized rendering. Tab leaves the editor (indent has its own buttons), so keyboard users are
 * never trapped in it.
 */
export function MarkdownEditor({ id, value, onChange, labelledBy, describedBy, invalid }: MarkdownEditorProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const commands = useMemo(() => editorCommands((kind, state, api) => setDialog({ kind, state, api })), [])
  const [view] = useState<PreviewType>(() =>
    typeof window !== 'undefined' && window.matchMedia?.('(max-width: 900px)').matches ? 'edit' : 'live',
  )

  /** Closes the dialog first (so focus is back in the page), then puts the text at the remembered selection. */
  function finish(text: string | null) {
    const open = dialog
    flushSync(() => setDialog(null))
    if (!open) return
    open.api.setSelectionRange(open.state.selection)
    if (text !== null) open.api.replaceSelection(text)
  }

  return (
    <div className={`adm-md ${invalid ? 'adm-md--invalid' : ''}`} data-color-mode="light">
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        height={EDITOR_HEIGHT}
        minHeight={EDITOR_HEIGHT}
        preview={view}
        commands={commands}
        extraCommands={VIEW_COMMANDS}
        defaultTabEnable
        autoFocus={false}
        highlightEnable={false}
        textareaProps={{
          id,
          'aria-labelledby': labelledBy,
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          placeholder: 'Write the post here. Use the toolbar, or Markdown: **bold**, *italic*, ## heading.',
        }}
        components={{ preview: (source) => <ServerPreview markdown={source} /> }}
      />
      {dialog?.kind === 'color' || dialog?.kind === 'background-color' ? (
        <ColorDialog
          property={dialog.kind}
          selectedText={dialog.state.selectedText}
          onCancel={() => finish(null)}
          onApply={(color) => finish(colorSpan(dialog.state.selectedText || 'coloured text', dialog.kind === 'color' ? 'color' : 'background-color', color))}
        />
      ) : null}
      {dialog?.kind === 'image' && <ImageDialog selectedText={dialog.state.selectedText} onDone={finish} />}
      {dialog?.kind === 'video' && <VideoDialog onDone={finish} />}
    </div>
  )
}
