import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatest } from './use-latest.ts'

export interface Resource<T> {
  data: T | undefined
  error: unknown
  loading: boolean
  /** Loads again; the lists are refetched after every change. */
  reload(): Promise<void>
}

/**
 * Loads data once on mount and on demand (no interval, no refetch on focus, no retries). An older
 * answer that arrives after a newer request never overwrites it. Data stays shown while it reloads.
 */
export function useResource<T>(load: () => Promise<T>): Resource<T> {
  const loadRef = useLatest(load)
  const latest = useRef(0)
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  })

  const reload = useCallback(async () => {
    const ticket = ++latest.current
    setState((current) => ({ ...current, loading: true }))
    try {
      const data = await loadRef.current()
      if (ticket === latest.current) setState({ data, error: undefined, loading: false })
    } catch (error) {
      if (ticket === latest.current) setState((current) => ({ data: current.data, error, loading: false }))
    }
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])

  return { ...state, reload }
}

/** Runs one async action at a time and says whether it is running (buttons are disabled while pending). */
export function usePending(): [pending: boolean, run: <R>(action: () => Promise<R>) => Promise<R>] {
  const [pending, setPending] = useState(false)
  const run = useCallback(async <R>(action: () => Promise<R>): Promise<R> => {
    setPending(true)
    try {
      return await action()
    } finally {
      setPending(false)
    }
  }, [])
  return [pending, run]
}
