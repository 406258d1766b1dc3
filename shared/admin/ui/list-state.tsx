import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '#shared/api/api-error.ts'
import { AlertIcon, RefreshIcon } from './icons.tsx'
import type { Resource } from './use-resource.ts'

/** What a list says while it loads, when its load failed, and when it has nothing to show. */
export interface ListWords {
  loading: string
  loadError: string
  /** Nothing to list: this (and `emptyDetail`) stand in for the children. */
  empty?: string
  emptyDetail?: ReactNode
}

interface ListStateProps {
  loading: boolean
  error: unknown
  onRetry(): void
  words: ListWords
  empty?: boolean
  children?: ReactNode
}

/** The states every list has ('Loading posts...', 'No posts found'), and a failed load with Retry. */
export function ListState({ loading, error, onRetry, words, empty, children }: ListStateProps) {
  const { t } = useTranslation('ui')
  if (loading) {
    return (
      <div className="adm-state" role="status">
        <span className="adm-spinner" aria-hidden="true" /> {words.loading}
      </div>
    )
  }
  if (error) {
    return (
      <div className="adm-state adm-state--error" role="alert">
        <AlertIcon />
        <div>
          <p className="adm-state__title">{words.loadError}</p>
          <p className="adm-muted">{errorText(error, t('list.checkConnection'))}</p>
        </div>
        <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={onRetry}>
          <RefreshIcon /> {t('list.retry')}
        </button>
      </div>
    )
  }
  if (empty) {
    return (
      <div className="adm-state adm-state--empty">
        <p className="adm-state__title">{words.empty}</p>
        {words.emptyDetail && <div className="adm-muted">{words.emptyDetail}</div>}
      </div>
    )
  }
  return <>{children}</>
}

/**
 * The states of what one resource loads: loading until its first answer, and its error only while there is nothing
 * to show (a failed reload keeps the list that was there). A list with words for "empty" is empty when it has no item,
 * unless `empty` says otherwise (a filtered page of it).
 */
export function ResourceState<T>({ resource, empty, ...states }: { resource: Resource<T> } & Omit<ListStateProps, 'loading' | 'error' | 'onRetry'>) {
  return (
    <ListState
      {...states}
      loading={resource.loading && !resource.data}
      error={resource.data ? undefined : resource.error}
      onRetry={() => void resource.reload()}
      empty={empty ?? (states.words.empty !== undefined && Array.isArray(resource.data) && resource.data.length === 0)}
    />
  )
}
