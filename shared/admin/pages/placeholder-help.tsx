/**
 * What a `{{placeholder}}` is, and every one a page text may use (getPage's list): each stands for a studio fact from
 * Settings, so a fact is written once and every page says the same.
 */
export function PlaceholderHelp({ placeholders }: { placeholders: readonly string[] }) {
  return (
    <details className="adm-card adm-page-help">
      <summary className="adm-page-help__summary">Placeholders: the studio’s facts in a text</summary>
      <p className="adm-hint">
        Placeholders fill in the studio’s facts from Settings, e.g. <code>{'{{city}}'}</code>, <code>{'{{phone}}'}</code>: when a fact changes in Settings,
        every page says the new one. Type them exactly, with both pairs of curly brackets. A placeholder that is not in this list is refused when you save.
      </p>
      <ul className="adm-page-help__list" aria-label="Placeholders you can use">
        {placeholders.map((name) => (
          <li key={name}>
            <code>{`{{${name}}}`}</code>
          </li>
        ))}
      </ul>
    </details>
  )
}
