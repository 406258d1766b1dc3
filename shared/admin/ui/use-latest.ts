import { useEffect, useRef, type RefObject } from 'react'

/** The latest value of something a callback made once (an effect, a timer, a listener) reads when it runs. */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  })
  return latest
}
