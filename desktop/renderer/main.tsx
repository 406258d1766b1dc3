import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DesktopApp } from './desktop-app.tsx'
import { startDraftMirror } from './draft-mirror.ts'
import './desktop.css'

async function boot(element: HTMLElement): Promise<void> {
  const root = createRoot(element)
  const bridge = window.studio
  if (!bridge) {
    root.render(<p className="desk-outside">This page is the Belleza Studio desktop app. Open it from the installed app.</p>)
    return
  }
  // The drafts kept in the app's data folder are in place before the first screen looks for them.
  const mirror = await startDraftMirror(bridge)
  root.render(
    <StrictMode>
      <DesktopApp bridge={bridge} mirror={mirror} />
    </StrictMode>,
  )
}

const element = document.getElementById('root')
if (element) void boot(element)
