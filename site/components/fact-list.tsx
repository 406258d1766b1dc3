import { Fragment, type ReactNode } from 'react'
import { Card } from './card.tsx'

/** One line of a fact list; `valueClassName` marks a value that is styled apart (a price). */
export type Fact = { label: string; value: ReactNode; valueClassName?: string }

/** The label/value facts of a treatment or a place (session, longevity, address) as `dl.facts`. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="facts">
      {facts.map(({ label, value, valueClassName }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}

/** A card of facts beside a section's text: its heading, the facts, then anything after them (a booking button). */
export function FactsCard({ title, facts, children }: { title: string; facts: readonly Fact[]; children?: ReactNode }) {
  return (
    <Card title={title}>
      <FactList facts={facts} />
      {children}
    </Card>
  )
}
