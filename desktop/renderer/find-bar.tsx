import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { CloseIcon, SearchIcon } from '#shared/admin/ui/icons.tsx'
import type { StudioBridge } from '../bridge/contract.ts'

/** Edit › Find: Chromium's find-in-page (through the main process), with a small bar like a browser's. */
export function FindBar({ bridge, onClose }: { bridge: StudioBridge; onClose(): void }) {
  const [text, setText] = useState('')
  const searched = useRef('')
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    input.current?.focus()
    return () => {
      void bridge.stopFindInPage()
    }
  }, [bridge])

  function find(forward: boolean) {
    if (!text) return
    const findNext = searched.current === text
    searched.current = text
    void bridge.findInPage(text, { forward, findNext })
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      find(!event.shiftKey)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    }
  }

  return (
    <div className="desk-find" role="search" aria-label="Find in page">
      <SearchIcon />
      <label className="visually-hidden" htmlFor="desk-find-input">
        Find in page
      </label>
      <input
        ref={input}
        id="desk-find-input"
        className="adm-input desk-find__input"
        type="search"
        placeholder="Find in page"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => find(false)} disabled={!text}>
        Previous
      </button>
      <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => find(true)} disabled={!text}>
        Next
      </button>
      <button type="button" className="adm-icon-button" onClick={onClose}>
        <CloseIcon />
        <span className="visually-hidden">Close find</span>
      </button>
    </div>
  )
}
