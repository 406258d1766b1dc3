import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** How long a screen may take to show the element an address names (a form loading its data). */
const WAIT_MS = 10_000

/**
 * An address with a fragment (`/settings/studio#settings-email`, from the go-live checklist) focuses the element of
 * that id once the screen shows it, scrolled into the middle of the view. Called after the shell's own focus move, so
 * the field, not the section's heading, ends up focused.
 */
export function useFocusTarget(): void {
  const { hash, key } = useLocation()
  useEffect(() => {
    const id = safeDecode(hash.slice(1))
    if (!id) return
    const focus = () => {
      const element = document.getElementById(id)
      if (!element) return false
      element.scrollIntoView({ block: 'center' })
      element.focus({ preventScroll: true })
      return true
    }
    if (focus()) return
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [hash, key])
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return ''
  }
}
