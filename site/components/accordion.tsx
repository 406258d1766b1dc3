import { useId } from 'react'
import { paragraphsOf } from '#shared/content/plain-text.ts'
import { ChevronDownIcon } from './icons.tsx'
import './accordion.css'

export interface QuestionAnswer {
  question: string
  answer: string
}

/**
 * The accordion (behaviour in site/client/accordion.ts): buttons carry aria-expanded and control their panel.
 * Closed answers stay in the HTML (hidden) and in the page's FAQPage JSON-LD. An answer is plain text: a blank line
 * starts a new paragraph.
 */
export function Accordion({ items, headingLevel = 3, initiallyOpen = null }: { items: QuestionAnswer[]; headingLevel?: 2 | 3; initiallyOpen?: number | null }) {
  const baseId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = initiallyOpen === index
        const buttonId = `${baseId}-q${index}`
        const panelId = `${baseId}-a${index}`
        return (
          <div key={index} className="accordion-item">
            <Heading>
              <button id={buttonId} type="button" className="accordion-trigger" aria-expanded={expanded} aria-controls={panelId}>
                <span>{item.question}</span>
                <ChevronDownIcon />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-panel" hidden={!expanded}>
              {paragraphsOf(item.answer).map((paragraph, number) => (
                <p key={number}>{paragraph}</p>
              ))}
            </div>
          </div>
        )
      })}
    </div>
  )
}
