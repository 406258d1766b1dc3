import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { AdminRoutes } from '../../shared/admin/admin-app.tsx'
import { CloseIcon } from '../../shared/admin/icons.tsx'
import { UPLOAD_TEXT, checkImageFile } from '../../shared/admin/image-check.ts'
import { errorText } from '../../shared/api/api-error.ts'
import type { ImageFile } from '../../shared/api/studio-api.ts'
import type { MenuCommand, StudioBridge } from '../bridge/contract.ts'
import type { ConnectionStatus } from '../core/connection-status.ts'
import type { CoreEvent } from '../core/desktop-core.ts'
import { createBridgeApi, unwrap } from './bridge-api.ts'
import { ConnectScreen } from './connect-screen.tsx'
import { ConnectionBanner } from './connection-banner.tsx'
import { DESKTOP_EVENTS, announce, imageTargetFor, placeImage, type ImageTarget } from './desktop-events.ts'
import type { DraftMirror } from './draft-mirror.ts'
import { FindBar } from './find-bar.tsx'

interface Notice {
  text: string
  tone: 'info' | 'error'
}

/**
 * The desktop shell around the shared admin screens: the first-run Connect screen, the unreachable-server banner,
 * the menu's commands, image drops and find-in-page. Drafts kept on disk are offered by the screens' own notices
 * ("Unsaved posts on this computer"), which the draft mirror feeds (draft-mirror.ts).
 */
export function DesktopApp({ bridge, mirror }: { bridge: StudioBridge; mirror: DraftMirror }) {
  const api = useMemo(() => createBridgeApi(bridge), [bridge])
  /** undefined while loading; null before the first connect. */
  const [serverUrl, setServerUrl] = useState<string | null | undefined>(undefined)
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
          announce(DESKTOP_EVENTS.connection, { status: event.status })
          break
        case 'save-sent':
          setNotice({ text: `${event.save.label} was saved on the server.`, tone: 'info' })
          announce(DESKTOP_EVENTS.saveSent, { save: event.save })
          break
        case 'new-inquiries':
          announce(DESKTOP_EVENTS.newInquiries, { inquiries: event.inquiries })
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

  /** Uploads through the bridge, then lets the screen place the image (or places it itself). */
  const uploadImage = useCallback(
    async (file: ImageFile, target: ImageTarget) => {
      setNotice({ text: UPLOAD_TEXT.uploading, tone: 'info' })
      try {
        const { imageUrl } = await api.uploadImage(file)
        const alt = file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim()
        if (!announce(DESKTOP_EVENTS.imageUploaded, { imageUrl, alt, target })) placeImage(target, imageUrl, alt)
        setNotice({ text: target === 'content' ? 'Image added to the text.' : 'Featured image uploaded.', tone: 'info' })
      } catch (error) {
        console.error('Image upload failed', error)
        const detail = errorText(error, '')
        setNotice({ text: detail ? `${UPLOAD_TEXT.failed} (${detail})` : UPLOAD_TEXT.failed, tone: 'error' })
      }
    },
    [api],
  )

  // Image upload by drag and drop: onto the editor's text, or anywhere else on an open post (featured image).
  useEffect(() => {
    const carriesFiles = (event: DragEvent) => Boolean(event.dataTransfer?.types.includes('Files'))
    const targetOf = (event: DragEvent) => imageTargetFor(event.target instanceof Element ? event.target : null)
    function over(event: DragEvent) {
      if (!carriesFiles(event)) return
      event.preventDefault() // never let Chromium open the file in the window
      if (event.dataTransfer) event.dataTransfer.dropEffect = targetOf(event) ? 'copy' : 'none'
    }
    function drop(event: DragEvent) {
      if (!carriesFiles(event)) return
      event.preventDefault()
      const file = event.dataTransfer?.files[0]
      const target = targetOf(event)
      if (!file) return
      if (!target) {
        setNotice({ text: 'Open a post to add an image to it.', tone: 'info' })
        return
      }
      const refused = checkImageFile(file)
      if (refused) {
        setNotice({ text: refused, tone: 'error' })
        return
      }
      void file.arrayBuffer().then((buffer) => uploadImage({ name: file.name, type: file.type, bytes: new Uint8Array(buffer) }, target))
    }
    window.addEventListener('dragover', over, true)
    window.addEventListener('drop', drop, true)
    return () => {
      window.removeEventListener('dragover', over, true)
      window.removeEventListener('drop', drop, true)
    }
  }, [uploadImage])

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
        // The signed-in console acts on these (shared/admin/console-events.ts); signed out, nothing happens.
        case 'new-post':
          announce(DESKTOP_EVENTS.newPost)
          break
        case 'save':
          announce(DESKTOP_EVENTS.save)
          break
        case 'open-inquiries':
          announce(DESKTOP_EVENTS.openInquiries)
          break
        case 'find':
          setFindOpen(true)
          break
        case 'change-server':
          setChangingServer(true)
          break
        case 'insert-image': {
          const target = imageTargetFor(document.activeElement)
          if (!target) {
            setNotice({ text: 'Open a post to add an image to it.', tone: 'info' })
            break
          }
          try {
            const file = await unwrap(bridge.chooseImageFile())
            if (file) await uploadImage(file, target)
          } catch (error) {
            setNotice({ text: errorText(error, UPLOAD_TEXT.failed), tone: 'error' })
          }
          break
        }
      }
    },
    [bridge, uploadImage],
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
      <MemoryRouter key={serverUrl} initialEntries={['/login']}>
        <AdminRoutes api={api} siteUrl={serverUrl} draftStorage={mirror.storage} />
      </MemoryRouter>
      {findOpen && <FindBar bridge={bridge} onClose={() => setFindOpen(false)} />}
      <NoticeBar notice={notice} onDismiss={() => setNotice(null)} />
    </div>
  )
}

/** The desktop's own short messages (uploads by drop or dialog, saves sent later), read out politely. */
function NoticeBar({ notice, onDismiss }: { notice: Notice | null; onDismiss(): void }) {
  const dismiss = useRef(onDismiss)
  useEffect(() => {
    dismiss.current = onDismiss
  })
  useEffect(() => {
    if (!notice || notice.text === UPLOAD_TEXT.uploading) return
    const timer = setTimeout(() => dismiss.current(), notice.tone === 'error' ? 12_000 : 6_000)
    return () => clearTimeout(timer)
  }, [notice])

  return (
    <div className="desk-notice-slot" role="status" aria-live="polite">
      {notice && (
        <p className={`desk-notice desk-notice--${notice.tone}`}>
          <span>{notice.text}</span>
          <button type="button" className="adm-icon-button desk-notice__close" onClick={onDismiss}>
            <CloseIcon width={16} height={16} />
            <span className="adm-visually-hidden">Dismiss</span>
          </button>
        </p>
      )}
    </div>
  )
}
