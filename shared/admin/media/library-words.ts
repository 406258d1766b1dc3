import { useTranslation } from 'react-i18next'
import type { ListWords } from '../ui/list-state.tsx'

/**
 * What a list of the library's images says, in the Media section (`list`) and the picker (`picker`): once a search
 * or a filter finds nothing, that nothing matched, without the first-upload hint.
 */
export function useLibraryWords(list: 'list' | 'picker', searched: boolean): ListWords {
  const { t } = useTranslation('media')
  return {
    loading: t('list.loading'),
    loadError: t('list.loadError'),
    empty: searched ? t(`${list}.noMatch`) : t(`${list}.empty`),
    emptyDetail: searched ? undefined : t(`${list}.emptyDetail`),
  }
}
