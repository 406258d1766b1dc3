/**
 * Strings for the browser come from the server-rendered page (data attributes written by the React components
 * from the translation catalogues), so no catalogue or i18n library is shipped to the browser.
 * `{{name}}` placeholders left in those strings are filled here.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The data attribute `name` of `element`, or '' (a missing string is a bug the browser tests catch). */
export function text(element: HTMLElement, name: string): string {
  return element.dataset[name] ?? ''
}

/** Picks the plural form for `count` in the page's language from `data-{name}-one` / `data-{name}-other`. */
export function pluralText(element: HTMLElement, name: string, count: number): string {
  const form = new Intl.PluralRules(document.documentElement.lang || 'en').select(count) === 'one' ? 'One' : 'Other'
  return fill(text(element, `${name}${form}`), { count })
}
