import { usePageContext } from 'vike-react/usePageContext'

/**
 * A category's name as the page's language shows it. Posts name their category by its (English) name; a
 * Spanish page shows the category's Spanish name where the studio gave one (+onBeforeRender puts the names there).
 */
export function useCategoryName(): (name: string) => string {
  const names = usePageContext().categoryNames
  return (name) => names?.[name] || name
}
