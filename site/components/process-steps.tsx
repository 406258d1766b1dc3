import type { TitledText } from './titled-text.ts'

/** The numbered steps of a treatment or a visit (`ol.steps`; site.css draws the numbers). */
export function ProcessSteps({ steps, headingLevel = 3 }: { steps: readonly TitledText[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <Heading>{step.title}</Heading>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
