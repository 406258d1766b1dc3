import { useLayoutEffect, useRef } from 'react'

/**
 * Where focus goes after the next render, once React has made, moved or removed the elements (moving an element
 * drops its focus): set `.current` to element ids, and the first that exists and is not a disabled button takes it.
 */
export function useRefocus() {
  const refocus = useRef<string[]>([])
  useLayoutEffect(() => {
    if (refocus.current.length === 0) return
    const candidates = refocus.current.map((id) => document.getElementById(id))
    refocus.current = []
    candidates.find((element) => element && !(element instanceof HTMLButtonElement && element.disabled))?.focus()
  })
  return refocus
}
