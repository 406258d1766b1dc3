import { railProps } from './rail.ts'
import type { TitledText } from './titled-text.ts'

/** The numbered steps of a treatment or a visit (`ol.steps`; site.css draws the numbers). */
export function ProcessSteps({
  steps,
  headingLevel = 3,
  rail,
}: {
  steps: readonly TitledText[]
  headingLevel?: 2 | 3
  /** A row that swipes on a phone, by this name (rail.ts). */
  rail?: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ol className={rail === undefined ? 'steps' : 'steps rail'} {...(rail !== undefined && railProps(rail))}>
      {steps.map((step) => (
        <li key={step.title}>
          <Heading>{step.title}</Heading>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
