import { useTranslation } from 'react-i18next'

export type StatKey = 'years' | 'clients' | 'certified' | 'satisfaction'

/** Studio claims from the facts module, labelled in the page's language (common.json `stats`); nothing without one. */
export function StatList({ stats, extra = [] }: { stats: StatKey[]; extra?: Array<{ value: string; label: string }> }) {
  const { t } = useTranslation('common')
  const items = [...stats.map((key) => ({ value: t(`stats.${key}`), label: t(`stats.${key}Label`) })), ...extra]
  if (items.length === 0) return null
  return (
    <ul className="stats">
      {items.map((item) => (
        <li key={item.label} className="stat">
          <span className="stat-value">{item.value}</span>
          <span className="stat-label">{item.label}</span>
        </li>
      ))}
    </ul>
  )
}
