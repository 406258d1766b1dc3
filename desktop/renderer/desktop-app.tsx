import { useCallback, useEffect, useMemo, useState } from 'react'
import { AdminMemoryApp } from '#shared/admin/shell/admin-app.tsx'
import { CloseIcon } from '#shared/admin/ui/icons.tsx'
import { consoleWords } from '#shared/admin/i18n/console-i18n.ts'
import { MAX_PICKED_IMAGE_MB } from '#shared/schema/upload.ts'
import { ApiError } from '#shared/api/api-error.ts'
import { ShellCommands } from '#shared/admin/console/shell-commands.ts'
import { errorText } from '#shared/api/api-error.ts'
import type { MenuCommand, StudioBridge } from '../bridge/contract.ts'
import type { ConnectionStatus } from '../core/connection-status.ts'
import type { CoreEvent } from '../core/desktop-core.ts'
import { createBridgeApi, unwrap } from './bridge-api.ts'
import { ConnectScreen } from './connect-screen.tsx'
import { ConnectionBanner } from './connection-banner.tsx'
import type { DraftMirror } from './draft-mirror.ts'
import { FindBar } from './find-bar.tsx'
import { useLatest } from '#shared/admin/ui/use-latest.ts'

interface Notice {
  text: string
  tone: 'info' | 'error'
}

/**
 * The desktop shell around the shared admin screens: the first-run Connect screen, the unreachable-server banner,
 * the menu's commands (handed to the open screen through the console's ShellCommands) and find-in-page. Images dropped or pasted are the screens' own business (the editor, the
 * featured image, the media library), so an upload happens once and shrinks as in the browser. Drafts kept on disk
 * are offered by the screens' own notices ("Unsaved posts on this computer"), which the draft mirror feeds
 * (draft-mirror.ts).
 */
export function DesktopApp({ bridge, mirror }: { bridge: StudioBridge; mirror: DraftMirror }) {
  const api = useMemo(() => createBridgeApi(bridge), [bridge])
  // Settings › Backups saves an archive through the native save dialog (the browser downloads it by a link).
  const saveBackup = useCallback((name: string) => unwrap(bridge.saveBackupArchive(name)), [bridge])
  const [shell] = useState(() => new ShellCommands())
  /** undefined while loading; null before the first connect. */
  const [serverUrl, setServerUrl] = useState<string | null | undefined>(undefined)
  /** A saved plain-http address waiting for "I understand" (DesktopSettingsView.unacceptedServerUrl). */
  const [unaccepted, setUnaccepted] = useState<string | undefined>(undefined)
  const [changingServer, setChangingServer] = useState(false)
  const [status, setStatus] = useState<ConnectionStatus | null>(null)
  const [findOpen, setFindOpen] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)

  useEffect(() => {
    let active = true
    Promise.all([unwrap(bridge.getSettings()), unwrap(bridge.getStatus())]).then(
      ([settings, current]) => {
        if (!active) return
        setServerUrl(settings.serverUrl)
        setUnaccepted(settings.unacceptedServerUrl)
        setStatus(current)
      },
      (error: unknown) => {
        if (!active) return
        setServerUrl(null)
        setNotice({ text: errorText(error, 'The desktop app could not read its settings.'), tone: 'error' })
      },
    )
    return () => {
      active = false
    }
  }, [bridge])

  const onCoreEvent = useCallback(
    (event: CoreEvent) => {
      switch (event.type) {
        case 'status':
          setStatus(event.status)
          break
        case 'save-sent':
          setNotice({ text: `${event.save.label} was saved on the server.`, tone: 'info' })
          break
        case 'drafts-changed':
          // A save the server refused came back as a draft: put it where the screens offer drafts.
          mirror.refresh().catch((error: unknown) => console.error('The kept drafts could not be read', error))
          break
      }
    },
    [mirror],
  )
  useEffect(() => bridge.onCoreEvent(onCoreEvent), [bridge, onCoreEvent])

  // A file dropped where no screen takes it would open in the window (and the main process refuses that
  // navigation): refuse the drop here instead, and say where images go.
  useEffect(() => {
    const carriesFiles = (event: DragEvent) => Boolean(event.dataTransfer?.types.includes('Files'))
    function over(event: DragEvent) {
      if (!carriesFiles(event) || event.defaultPrevented) return
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none'
    }
    function drop(event: DragEvent) {
      if (!carriesFiles(event) || event.defaultPrevented) return
      event.preventDefault()
      setNotice({ text: 'Drop images on a post’s text or featured image, or upload them in Media.', tone: 'info' })
    }
    window.addEventListener('dragover', over)
    window.addEventListener('drop', drop)
    return () => {
      window.removeEventListener('dragover', over)
      window.removeEventListener('drop', drop)
    }
  }, [])

  // Web links ("View site", "View on site", links in a post) open in the system browser, never in the app.
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement)) return
      const url = new URL(link.href, window.location.href)
      if (url.origin === window.location.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return
      event.preventDefault()
      void bridge.openExternal(url.href)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [bridge])

  const runMenuCommand = useCallback(
    async (command: MenuCommand) => {
      switch (command) {
        // The signed-in console and its open form act on these (shell-commands.ts); signed out, nothing happens.
        case 'new-post':
          shell.newPost()
          break
        case 'save':
          shell.save()
          break
        case 'open-inquiries':
          shell.openInquiries()
          break
        case 'find':
          setFindOpen(true)
          break
        case 'change-server':
          setChangingServer(true)
          break
        case 'insert-image': {
          const target = shell.imageTarget()
          if (!target) {
            setNotice({ text: 'Open a post to add an image to it.', tone: 'info' })
            break
          }
          try {
            const chosen = await unwrap(bridge.chooseImageFile())
            if (!chosen) break
            // The form uploads it, as if dropped there: shrunk when too large, and the editor asks for its alt text.
            const file = new File([new Uint8Array(chosen.bytes)], chosen.name, { type: chosen.type })
            if (!shell.insertImage(target, file)) setNotice({ text: 'Open a post to add an image to it.', tone: 'info' })
          } catch (error) {
            const t = consoleWords('media')
            const tooLarge = error instanceof ApiError && error.status === 413
            setNotice({ text: tooLarge ? t('upload.tooLarge', { limit: MAX_PICKED_IMAGE_MB }) : errorText(error, t('upload.failed')), tone: 'error' })
          }
          break
        }
      }
    },
    [bridge, shell],
  )
  useEffect(() => bridge.onMenuCommand((command) => void runMenuCommand(command)), [bridge, runMenuCommand])

  async function retry() {
    setStatus(await unwrap(bridge.retryConnection()))
  }

  async function dismissSave(id: string) {
    setStatus(await unwrap(bridge.discardQueuedSave(id)))
  }

  if (serverUrl === undefined) {
    return (
      <div className="adm-app desk-splash" role="status">
        <span className="adm-spinner" aria-hidden="true" /> Starting...
      </div>
    )
  }

  if (serverUrl === null || changingServer) {
    return (
      <div className="adm-app desk">
        <ConnectScreen
          bridge={bridge}
          current={serverUrl}
          unaccepted={unaccepted}
          onConnected={(settings) => {
            setServerUrl(settings.serverUrl)
            setChangingServer(false)
            void unwrap(bridge.getStatus()).then(setStatus, () => {})
          }}
          onCancel={serverUrl ? () => setChangingServer(false) : undefined}
        />
        <NoticeBar notice={notice} onDismiss={() => setNotice(null)} />
      </div>
    )
  }

  return (
    <div className="adm-app desk">
      <ConnectionBanner status={status} onRetry={retry} onChangeServer={() => setChangingServer(true)} onDismissSave={(id) => void dismissSave(id)} />
      {/* A new server is a new console: nothing of the old one's screens is kept. */}
      <AdminMemoryApp key={serverUrl} api={api} siteUrl={serverUrl} draftStorage={mirror.storage} shell={shell} saveBackup={saveBackup} />
      {findOpen && <FindBar bridge={bridge} onClose={() => setFindOpen(false)} />}
      <NoticeBar notice={notice} onDismiss={() => setNotice(null)} />
    </div>
  )
}

/** The desktop's own short messages (where to drop images, saves sent later), read out politely. */
function NoticeBar({ notice, onDismiss }: { notice: Notice | null; onDismiss(): void }) {
  const dismiss = useLatest(onDismiss)
  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => dismiss.current(), notice.tone === 'error' ? 12_000 : 6_000)
    return () => clearTimeout(timer)
  }, [notice, dismiss])

  return (
    <div className="desk-notice-slot" role="status" aria-live="polite">
      {notice && (
        <p className={`desk-notice desk-notice--${notice.tone}`}>
          <span>{notice.text}</span>
          <button type="button" className="adm-icon-button desk-notice__close" onClick={onDismiss}>
            <CloseIcon width={16} height={16} />
            <span className="visually-hidden">Dismiss</span>
          </button>
        </p>
      )}
    </div>
  )
}
