import { STUDIO_PLACEHOLDERS } from '#shared/content/plain-text.ts'

/**
 * The studio facts a text may name in double braces. The site fills in the value saved in Settings, so a
 * fact is never typed twice (the city, the team, a price) and one change there reaches every text.
 */
export function StudioFactsHelp() {
  return (
    <details className="adm-facts-help">
      <summary>Studio facts you can write in braces</summary>
      <p className="adm-hint">
        Write <code>{'{{city}}'}</code>, <code>{'{{artistNames}}'}</code> or <code>{'{{priceLips}}'}</code> instead of typing the fact: the site shows the value
        saved in Settings, so a change there reaches this text too.
      </p>
      <ul className="adm-facts-help__list">
        {STUDIO_PLACEHOLDERS.map((name) => (
          <li key={name}>
            <code>{`{{${name}}}`}</code>
          </li>
        ))}
      </ul>
    </details>
  )
}
