import { useEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react'
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
import { onInsertImage } from './console-events.ts'
import { editorCommands, withHiddenIcon, type EditorDialogKind } from './editor-commands.tsx'
import { ColorDialog, ImageAltDialog, ImageDialog, VideoDialog } from './editor-dialogs.tsx'
import { altFromFileName, colorSpan } from './editor-text.ts'
import { UPLOAD_TEXT, pickImageFile } from './image-check.ts'
import { ServerPreview } from './server-preview.tsx'
import { useImageUpload } from './use-image-upload.ts'
import { UploadProblem } from './upload-problem.tsx'
import { useFileDrop } from './use-file-drop.ts'

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

interface Selection {
  start: number
  end: number
}

/** An uploaded image waiting for its alt text, and where the caret was when it arrived. */
interface PlacingImage {
  imageUrl: string
  suggestedAlt: string
  selection: Selection
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
 * never trapped in it. Issue #11: an image dropped on it or pasted into it is uploaded (shrunk first when too
 * large) and goes in at the caret once its alt text is given; in the desktop app File › Insert Image… comes here too.
 */
export function MarkdownEditor({ id, value, onChange, labelledBy, describedBy, invalid }: MarkdownEditorProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const { upload, uploading, problem, detail } = useImageUpload()
  const [placing, setPlacing] = useState<PlacingImage | null>(null)
  const { dragging, handlers: dropHandlers } = useFileDrop((files) => {
    const file = pickImageFile(files)
    if (file) void addImage(file)
  })
  const root = useRef<HTMLDivElement>(null)
  const textarea = () => root.current?.querySelector<HTMLTextAreaElement>(`textarea#${CSS.escape(id)}`) ?? null
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

  async function addImage(file: File) {
    if (uploading) return
    const area = textarea()
    const selection = area ? { start: area.selectionStart, end: area.selectionEnd } : { start: value.length, end: value.length }
    const imageUrl = await upload(file)
    if (imageUrl) setPlacing({ imageUrl, suggestedAlt: altFromFileName(file.name), selection })
  }
  const addImageRef = useRef(addImage)
  useEffect(() => {
    addImageRef.current = addImage
  })
  useEffect(() => onInsertImage('content', (file) => void addImageRef.current(file)), [])

  /** Closes the alt prompt, then types the image in where the caret was (kept in the editor's undo history). */
  function placeImage(text: string | null) {
    const open = placing
    flushSync(() => setPlacing(null))
    const area = textarea()
    if (!open || text === null || !area) return
    const end = Math.min(open.selection.end, area.value.length)
    const start = Math.min(open.selection.start, end)
    area.focus()
    area.setSelectionRange(start, end)
    // insertText fires the input event the editor listens to; should a browser refuse it, set the value instead.
    if (!document.execCommand('insertText', false, text)) onChange(area.value.slice(0, start) + text + area.value.slice(end))
  }

  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    // Copied spreadsheet cells or rich text carry a picture of themselves too: text, when there is some, wins.
    if (event.clipboardData.types.includes('text/plain')) return
    const file = pickImageFile(event.clipboardData.files)
    if (!file) return
    event.preventDefault()
    void addImage(file)
  }

  return (
    <div
      ref={root}
      className={`adm-md ${invalid ? 'adm-md--invalid' : ''} ${dragging ? 'adm-drop-target' : ''}`}
      data-color-mode="light"
      {...dropHandlers}
      onPaste={onPaste}
    >
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
      <div className="adm-md__images">
        <p className="adm-hint">Drop or paste an image into the text to upload it.</p>
        <p className="adm-md__uploading" role="status">
          {uploading && (
            <>
              <span className="adm-spinner" aria-hidden="true" /> {UPLOAD_TEXT.uploading}
            </>
          )}
        </p>
        <UploadProblem problem={problem} detail={detail} />
      </div>
      {placing && <ImageAltDialog imageUrl={placing.imageUrl} suggestedAlt={placing.suggestedAlt} onDone={placeImage} />}
    </div>
  )
}
