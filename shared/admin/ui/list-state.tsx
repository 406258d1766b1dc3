import type { ReactNode } from 'react'
import { errorText } from '#shared/api/api-error.ts'
import { AlertIcon, RefreshIcon } from './icons.tsx'
import type { Resource } from './use-resource.ts'

interface ListStateProps {
  loading: boolean
  loadingText: string
  error: unknown
  errorTitle: string
  onRetry(): void
  /** Nothing to list: `emptyText` (and `emptyDetail`) stand in for the children. */
  empty?: boolean
  emptyText?: string
  emptyDetail?: ReactNode
  children?: ReactNode
}

/** The states every list has ('Loading posts...', 'No posts found'), and a failed load with Retry. */
export function ListState({ loading, loadingText, error, errorTitle, onRetry, empty, emptyText, emptyDetail, children }: ListStateProps) {
  if (loading) {
    return (
      <div className="adm-state" role="status">
        <span className="adm-spinner" aria-hidden="true" /> {loadingText}
      </div>
    )
  }
  if (error) {
    return (
      <div className="adm-state adm-state--error" role="alert">
        <AlertIcon />
        <div>
          <p className="adm-state__title">{errorTitle}</p>
          <p className="adm-muted">{errorText(error, 'Please check the connection and try again.')}</p>
        </div>
        <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={onRetry}>
          <RefreshIcon /> Retry
        </button>
      </div>
    )
  }
  if (empty) {
    return (
      <div className="adm-state adm-state--empty">
        <p className="adm-state__title">{emptyText}</p>
        {emptyDetail && <div className="adm-muted">{emptyDetail}</div>}
      </div>
    )
  }
  return <>{children}</>
}

/**
 * The states of what one resource loads: loading until its first answer, and its error only while there is nothing
 * to show (a failed reload keeps the list that was there).
 */
export function ResourceState<T>({ resource, ...states }: { resource: Resource<T> } & Omit<ListStateProps, 'loading' | 'error' | 'onRetry'>) {
  return (
    <ListState
      {...states}
      loading={resource.loading && !resource.data}
      error={resource.data ? undefined : resource.error}
      onRetry={() => void resource.reload()}
    />
  )
}
