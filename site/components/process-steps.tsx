import type { TitledText } from './titled-text.ts'

/** The numbered steps of a treatment or a visit (`ol.steps`; site.css draws the numbers). */
export function ProcessSteps({ steps }: { steps: readonly TitledText[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
