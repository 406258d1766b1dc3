import type { ReactNode } from 'react'
import { BookingActions } from './booking-actions.tsx'

/**
 * The closing call to action of a page: a dark band with a title, a line of text and the booking buttons (`children`
 * in their place; `false`: no buttons), for `service` when the page is a treatment's.
 */
export function CtaBand({ title, text, children, service }: { title: string; text?: string; children?: ReactNode; service?: string }) {
  return (
    <section className="section section-dark cta-band">
      <div className="narrow" style={{ textAlign: 'center' }}>
        <h2>{title}</h2>
        {text && (
          <p className="lead" style={{ color: 'rgb(251 247 242 / 0.88)' }}>
            {text}
          </p>
        )}
        {children !== false && (
          <div className="button-row" style={{ justifyContent: 'center' }}>
            {children ?? <BookingActions light showChat service={service} />}
          </div>
        )}
      </div>
    </section>
  )
}
