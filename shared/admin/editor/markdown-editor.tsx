import { useTranslation } from 'react-i18next'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { flushSync } from 'react-dom'
import { Columns2, Eye, Maximize, Minimize, PenLine, type LucideIcon } from 'lucide-react'
import MDEditor, { TextAreaCommandOrchestrator, TextAreaTextApi, type ExecuteState, type ICommand, type PreviewType } from '@uiw/react-md-editor/nohighlight'
import '@uiw/react-md-editor/markdown-editor.css'
import './editor.css'
import { countWords, minutesToRead } from '#shared/text/reading.ts'
import {
  ALIGNMENTS,
  ALIGN_MENU,
  SHORTCUT_ONLY_COMMANDS,
  TEXT_STYLES,
  TEXT_STYLE_MENU,
  alignCommands,
  applyTextEdit,
  editorCommands,
  headingCommands,
  type EditorDialogKind,
  icon,
} from './editor-commands.tsx'
import { ColorDialog, ImageAltDialog, ImageDialog, VideoDialog } from './editor-dialogs.tsx'
import { alignmentAt, blockEdit, colorSpan, headingLevelAt, listEnterEdit, markdownReadableText, offsetAfterLineEdit, type Alignment } from './editor-text.ts'
import { TOOLBAR_ITEM, Toolbar, ToolbarSelect, ToolbarSeparator } from './editor-toolbar.tsx'
import { pickImageFile, UploadProblem, useFileDrop, useImageUpload } from '../media/index.ts'
import { ServerPreview } from './server-preview.tsx'
import { useShellImageTarget } from '../console/shell-commands.ts'

/**
 * The content editor is at least 300 px tall: the writing area is most of the
 * window (editor.css: `--adm-md-min-height`) and grows with the text, so the page scrolls instead of a small box.
 */
const EDITOR_MIN_HEIGHT = 300

/** Room below the last line, so the text never sits on the editor's edge. */
const BOTTOM_ROOM = 48

interface MarkdownEditorProps {
  id: string
  value: string
  onChange(value: string): void
  labelledBy: string
  describedBy?: string
  invalid?: boolean
  /** The post's language: the text is spell-checked in it, and so are an image's alt text and caption. */
  lang: string
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

/** An uploaded image waiting for its description, and where the caret was when it arrived. */
interface PlacingImage {
  imageUrl: string
  selection: Selection
}

/** What the toolbar's menus show for the caret's line: its text style (null: mixed) and alignment. */
interface CaretStyle {
  level: number | null
  align: Alignment
}

const VIEWS: [PreviewType, string, LucideIcon][] = [
  ['edit', 'Write only', PenLine],
  ['live', 'Write and preview side by side', Columns2],
  ['preview', 'Preview only', Eye],
]

/** Whether a closed menu's arrow keys open its list (macOS) rather than change its value (Windows, Linux). */
const ON_MAC = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform)

/** On a narrow screen the preview starts hidden: side by side there would leave no room to write. */
function firstView(): PreviewType {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 900px)').matches ? 'edit' : 'live'
}

/**
 * The post's content editor (@uiw/react-md-editor, with a toolbar of our own): Markdown with the toolbar of
 * editor-commands.tsx; its preview pane is the server's sanitized rendering. Tab leaves the editor (indent has its own buttons),
 * so keyboard users are never trapped in it; the toolbar is one tab stop. An image dropped
 * on it or pasted into it is uploaded (shrunk first when too large) and goes in at the caret once its alt text is
 * given; in the desktop app File › Insert Image… comes here too.
 */
export function MarkdownEditor({ id, value, onChange, labelledBy, describedBy, invalid, lang }: MarkdownEditorProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const { t } = useTranslation('media')
  const { upload, uploading, problem, detail } = useImageUpload()
  const [placing, setPlacing] = useState<PlacingImage | null>(null)
  const { dragging, handlers: dropHandlers } = useFileDrop((files) => {
    const file = pickImageFile(files)
    if (file) void addImage(file)
  })
  const root = useRef<HTMLDivElement>(null)
  const textarea = useCallback(() => root.current?.querySelector<HTMLTextAreaElement>(`textarea#${CSS.escape(id)}`) ?? null, [id])
  const commands = useMemo(() => editorCommands((kind, state, api) => setDialog({ kind, state, api })), [])
  const shortcutCommands = useMemo(() => [...commands, ...SHORTCUT_ONLY_COMMANDS], [commands])
  const [view, setView] = useState<PreviewType>(firstView)
  const [fullscreen, setFullscreen] = useState(false)
  const [caret, setCaret] = useState<CaretStyle>({ level: 0, align: 'left' })
  const textHeight = useTextHeight(root, textarea, value, view)
  const words = useMemo(() => countWords(markdownReadableText(value)), [value])

  /** Runs a toolbar command on the text; a menu keeps the focus, so its arrow keys go on choosing. */
  function run(command: ICommand | undefined, keepFocusOn?: HTMLElement) {
    const area = textarea()
    if (!command?.execute || !area) return
    new TextAreaCommandOrchestrator(area).executeCommand(command)
    keepFocusOn?.focus()
  }

  // Arrow keys on the closed Text style menu try the styles one by one: the focus stays there until Enter.
  const browsingStyles = useRef(false)
  const applyingStyle = useRef(false)

  /**
   * A text style chosen from the menu sends the focus back to the text, the caret (or selection) where it
   * was in the words, so writing goes on. Not while the arrows try styles on the closed menu: Enter ends that.
   */
  function chooseTextStyle(level: number, menu: HTMLSelectElement) {
    const area = textarea()
    const command = headingCommands[level]
    if (!area || !command) return
    const before = area.value
    const { selectionStart, selectionEnd } = area
    // The command edits through the text, which takes the focus for a moment: that is no leaving the menu.
    applyingStyle.current = true
    try {
      run(command)
    } finally {
      applyingStyle.current = false
    }
    if (browsingStyles.current) {
      menu.focus()
      return
    }
    backToText(area, before, selectionStart, selectionEnd)
  }

  function backToText(area: HTMLTextAreaElement, before: string, start: number, end: number) {
    area.focus()
    area.setSelectionRange(offsetAfterLineEdit(before, area.value, start), offsetAfterLineEdit(before, area.value, end))
  }

  /** Where the caret was when the arrows started trying styles, to put it back there on Enter. */
  const caretBeforeBrowsing = useRef<{ text: string; start: number; end: number } | null>(null)

  function onTextStyleKeyDown(event: ReactKeyboardEvent<HTMLSelectElement>) {
    const area = textarea()
    if (!area) return
    // On a Mac the arrows open the menu's list instead, and a choice there is a choice like a click.
    if (['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown'].includes(event.key) && !event.altKey && !ON_MAC) {
      if (!browsingStyles.current) caretBeforeBrowsing.current = { text: area.value, start: area.selectionStart, end: area.selectionEnd }
      browsingStyles.current = true
      return
    }
    if (event.key === 'Enter' && browsingStyles.current) {
      event.preventDefault()
      const was = caretBeforeBrowsing.current
      browsingStyles.current = false
      caretBeforeBrowsing.current = null
      if (was) backToText(area, was.text, was.start, was.end)
    }
  }

  /** Closes the dialog first (so focus is back in the page), then puts the text at the remembered selection. */
  function finish(text: string | null, { block = false } = {}) {
    const open = dialog
    flushSync(() => setDialog(null))
    if (!open) return
    const { start, end } = open.state.selection
    if (text === null) {
      open.api.setSelectionRange(open.state.selection)
      return
    }
    const after = start + text.length
    applyTextEdit(open.api, block ? blockEdit(open.state.text, start, end, text) : { start, end, insert: text, select: { start: after, end: after } })
  }

  async function addImage(file: File) {
    if (uploading) return
    const area = textarea()
    const selection = area ? { start: area.selectionStart, end: area.selectionEnd } : { start: value.length, end: value.length }
    const imageUrl = await upload(file)
    if (imageUrl) setPlacing({ imageUrl, selection })
  }
  // File › Insert Image… in the desktop app (shell-commands.ts): here when focus is in the editor.
  useShellImageTarget(
    'content',
    (file) => void addImage(file),
    () => Boolean(root.current?.contains(document.activeElement)),
  )

  /** Closes the alt prompt, then types the image in where the caret was (kept in the editor's undo history). */
  function placeImage(text: string | null) {
    const open = placing
    flushSync(() => setPlacing(null))
    const area = textarea()
    if (!open || text === null || !area) return
    const end = Math.min(open.selection.end, area.value.length)
    const start = Math.min(open.selection.start, end)
    // As the toolbar's commands do: the editor's own text API keeps the undo history and fires its input event.
    applyTextEdit(new TextAreaTextApi(area), blockEdit(area.value, start, end, text))
  }

  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    // Copied spreadsheet cells or rich text carry a picture of themselves too: text, when there is some, wins.
    if (event.clipboardData.types.includes('text/plain')) return
    const file = pickImageFile(event.clipboardData.files)
    if (!file) return
    event.preventDefault()
    void addImage(file)
  }

  // The menus follow the caret: the line's text style and the block's alignment.
  const followCaret = useCallback(() => {
    const area = textarea()
    if (!area) return
    const level = headingLevelAt(area.value, area.selectionStart, area.selectionEnd)
    const align = alignmentAt(area.value, area.selectionStart)
    setCaret((shown) => (shown.level === level && shown.align === align ? shown : { level, align }))
  }, [textarea])
  useEffect(followCaret, [value, followCaret])
  useEffect(() => {
    const onSelectionChange = () => {
      if (document.activeElement === textarea()) followCaret()
    }
    document.addEventListener('selectionchange', onSelectionChange)
    return () => document.removeEventListener('selectionchange', onSelectionChange)
  }, [textarea, followCaret])

  // Enter in a list continues it, and ends it on an empty item. Listened to before the package's own
  // handler (capture, on the way down), which would only ever continue the list.
  useEffect(() => {
    const element = root.current
    if (!element) return
    const onKeyDown = (event: KeyboardEvent) => {
      const area = event.target
      if (!(area instanceof HTMLTextAreaElement) || area.id !== id) return
      if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return
      const edit = listEnterEdit(area.value, area.selectionStart, area.selectionEnd)
      if (!edit) return
      event.preventDefault()
      event.stopPropagation()
      applyTextEdit(new TextAreaTextApi(area), edit)
    }
    element.addEventListener('keydown', onKeyDown, true)
    return () => element.removeEventListener('keydown', onKeyDown, true)
  }, [id])

  // Full screen covers the console; Escape leaves it (unless a dialog is open: Escape is that dialog's).
  useEffect(() => {
    if (!fullscreen) return
    const page = document.documentElement
    const overflow = page.style.overflow
    page.style.overflow = 'hidden'
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return
      event.preventDefault()
      setFullscreen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      page.style.overflow = overflow
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [fullscreen])

  function toggleFullscreen() {
    flushSync(() => setFullscreen((on) => !on))
    textarea()?.focus()
  }

  const writing = view !== 'preview'
  const styleValue = caret.level === null ? '' : String(caret.level)

  function toolbarItem(command: ICommand, index: number): ReactNode {
    if (command.keyCommand === 'divider') return <ToolbarSeparator key={`divider-${index}`} />
    if (command === TEXT_STYLE_MENU) {
      return (
        <ToolbarSelect
          key="text-style"
          label="Text style"
          disabled={!writing}
          value={styleValue}
          options={TEXT_STYLES}
          onChange={(event) => chooseTextStyle(Number(event.target.value), event.currentTarget)}
          onKeyDown={onTextStyleKeyDown}
          onBlur={() => {
            if (applyingStyle.current) return
            browsingStyles.current = false
            caretBeforeBrowsing.current = null
          }}
        >
          <option value="" disabled>
            Mixed styles
          </option>
        </ToolbarSelect>
      )
    }
    if (command === ALIGN_MENU) {
      return (
        <ToolbarSelect
          key="align"
          label="Alignment"
          disabled={!writing}
          value={caret.align}
          options={ALIGNMENTS}
          onChange={(event) => {
            const alignment = ALIGNMENTS.find(([candidate]) => candidate === event.target.value)?.[0]
            if (alignment) run(alignCommands[alignment], event.currentTarget)
          }}
        />
      )
    }
    const label = command.buttonProps?.['aria-label'] ?? command.name ?? ''
    return (
      <button
        key={command.keyCommand ?? index}
        type="button"
        {...TOOLBAR_ITEM}
        className="adm-md-toolbar__button"
        aria-label={label}
        title={label}
        disabled={!writing}
        onClick={() => run(command)}
      >
        {command.icon}
      </button>
    )
  }

  return (
    <div
      ref={root}
      className={`adm-md ${invalid ? 'adm-md--invalid' : ''} ${dragging ? 'adm-drop-target' : ''} ${fullscreen ? 'adm-md--fullscreen' : ''}`}
      data-color-mode="light"
      {...dropHandlers}
      onPaste={onPaste}
      onKeyUp={followCaret}
      onMouseUp={followCaret}
    >
      <Toolbar label="Formatting" controls={writing ? id : undefined} className="adm-md-toolbar">
        {commands.map(toolbarItem)}
        <span className="adm-md-toolbar__views" role="group" aria-label="View">
          {VIEWS.map(([mode, label, glyph]) => (
            <button
              key={mode}
              type="button"
              {...TOOLBAR_ITEM}
              className="adm-md-toolbar__button"
              aria-label={label}
              title={label}
              aria-pressed={view === mode}
              onClick={() => setView(mode)}
            >
              {icon(glyph)}
            </button>
          ))}
          <button
            type="button"
            {...TOOLBAR_ITEM}
            className="adm-md-toolbar__button"
            aria-label="Full screen"
            title={fullscreen ? 'Leave full screen (Esc)' : 'Full screen'}
            aria-pressed={fullscreen}
            onClick={toggleFullscreen}
          >
            {icon(fullscreen ? Minimize : Maximize)}
          </button>
        </span>
      </Toolbar>
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        height={`max(${textHeight + BOTTOM_ROOM}px, var(--adm-md-min-height))`}
        minHeight={EDITOR_MIN_HEIGHT}
        visibleDragbar={false}
        hideToolbar
        preview={view}
        commands={shortcutCommands}
        extraCommands={[]}
        defaultTabEnable
        autoFocus={false}
        highlightEnable={false}
        textareaProps={{
          id,
          'aria-labelledby': labelledBy,
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          // The package turns the checks a writer expects off (spelling, capitals); in the post's language here.
          lang,
          spellCheck: true,
          autoCapitalize: 'sentences',
          autoCorrect: 'on',
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
      {dialog?.kind === 'image' && <ImageDialog selectedText={dialog.state.selectedText} lang={lang} onDone={(text) => finish(text, { block: true })} />}
      {dialog?.kind === 'video' && <VideoDialog onDone={(link) => finish(link, { block: true })} />}
      <div className="adm-md__footer">
        <div className="adm-md__images">
          <p className="adm-hint">Drop or paste an image into the text to upload it.</p>
          <p className="adm-md__uploading" role="status">
            {uploading && (
              <>
                <span className="adm-spinner" aria-hidden="true" /> {t('upload.uploading')}
              </>
            )}
          </p>
          <UploadProblem problem={problem} detail={detail} />
        </div>
        <p className="adm-md__stats">
          {words === 1 ? '1 word' : `${words.toLocaleString('en-US')} words`} · {minutesToRead(words)} min read
        </p>
      </div>
      {placing && <ImageAltDialog imageUrl={placing.imageUrl} lang={lang} onDone={placeImage} />}
    </div>
  )
}

/**
 * How tall the text is (the editor grows with it rather than scrolling inside a box). Measured on the
 * textarea itself, briefly at no height, whenever the text, the view or the width changes; 0 with no textarea.
 */
function useTextHeight(root: RefObject<HTMLDivElement | null>, textarea: () => HTMLTextAreaElement | null, value: string, view: PreviewType): number {
  const [height, setHeight] = useState(0)
  const measure = useCallback(() => {
    const area = textarea()
    if (!area) {
      setHeight(0)
      return
    }
    const shown = area.style.height
    area.style.height = '0px'
    const needed = area.scrollHeight
    area.style.height = shown
    setHeight(needed)
  }, [textarea])
  useLayoutEffect(measure, [measure, value, view])
  useEffect(() => {
    const element = root.current
    if (!element || typeof ResizeObserver === 'undefined') return
    let width = element.clientWidth
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return
      width = element.clientWidth
      measure()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [root, measure])
  return height
}
