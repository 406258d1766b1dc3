import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import type { ContactField } from '#shared/content/contact-form-state.ts'
import { CONTACT_FORM_NOTICES, localizedPath } from '#shared/content/routes.ts'
import { CONSULTATION } from '#shared/schema/service-values.ts'
import { useServices } from '../content/page-services.ts'
import { useBookingLinks } from './booking-links.ts'
import { PhoneIcon } from './icons.tsx'
import { OpeningHours } from './opening-hours.tsx'
import { useStudio } from './use-studio.ts'

/**
 * The contact form, sent by site/client/contact-form.ts with the strings in its data attributes: pending
 * ('Sending...', button disabled), then success (a lasting confirmation in place of the fields: what happens
 * next, the studio's hours and phone; every field cleared) or error (destructive notice, fields kept). Browser
 * validation only; the server checks again. The service list never has an empty value: "not sure yet" is the
 * consultation.
 *
 * Without JavaScript the browser posts the form to this page's own address; the server answers with a redirect to
 * `#contact-form-sent` (CSS shows that notice: :target) or, when it refuses the message, with this page again:
 * what the visitor typed, the error notice, and each refused field marked (`refusedContactForm`).
 *
 * A refused field (the server's `fields`, with or without JavaScript) gets aria-invalid and is described by the error
 * text under it, in the page's language: one text per field, as the browser lets through only what the server
 * checks further (an address without its ending, `maria@gmail`; a phone with letters; a name of spaces).
 */
export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  const { t } = useTranslation('common')
  const services = useServices()
  // urlPathname is the path without its language prefix (site/pages/+onBeforeRoute.ts).
  const { urlPathname, language, refusedContactForm: refused } = usePageContext()
  const links = useBookingLinks()
  const { phone } = useStudio()
  const id = (name: string) => `${idPrefix}-${name}`
  const invalid = (name: ContactField) => refused?.invalid.includes(name) === true
  const field = (name: ContactField) => ({
    id: id(name),
    name,
    defaultValue: refused?.values[name],
    'aria-invalid': invalid(name) || undefined,
    'aria-describedby': invalid(name) ? id(`${name}-error`) : undefined,
    // Without JavaScript the page comes back at its top: the first refused field brings the form into view.
    autoFocus: name === refused?.invalid[0] || undefined,
  })
  const error = (name: ContactField) => (
    <p className="field-error" id={id(`${name}-error`)} hidden={!invalid(name)}>
      {t(`contactForm.invalid.${name}`)}
    </p>
  )
  const strings = {
    'data-sending': t('contactForm.sending'),
    'data-submit': t('contactForm.submit'),
    'data-success': t('contactForm.success'),
    'data-success-text': t('contactForm.successText'),
    'data-error': t('contactForm.error'),
    'data-error-text': t('contactForm.errorText'),
  }

  const required = (
    <span className="required" aria-hidden="true">
      {' '}
      *
    </span>
  )
  return (
    <form className="form contact-form" method="post" action={localizedPath(urlPathname, language)} aria-label={t('contactForm.title')} {...strings}>
      <div id={CONTACT_FORM_NOTICES.sent} className="form-notice form-notice-sent" role="status" tabIndex={-1}>
        <p className="form-notice-title">{t('contactForm.success')}</p>
        <p>{t('contactForm.successText')}</p>
        <p>{t('contactForm.sooner')}</p>
        <OpeningHours compact />
        <div className="button-row">
          <a className="button button-secondary button-small" {...links.phone}>
            <PhoneIcon /> {t('cta.callUs', { phone })}
          </a>
          {/* Shown by the script, which keeps the form on the page: without it the fields are still below. */}
          <button type="button" className="button button-ghost button-small" data-contact-again hidden>
            {t('contactForm.sendAnother')}
          </button>
        </div>
      </div>
      <div
        id={CONTACT_FORM_NOTICES.notSent}
        className={refused ? 'form-notice form-notice-error form-notice-shown' : 'form-notice form-notice-error'}
        role="alert"
        tabIndex={-1}
      >
        {refused && refused.invalid.length > 0 ? (
          <p className="form-notice-title">{t('contactForm.checkFields', { count: refused.invalid.length })}</p>
        ) : (
          <>
            <p className="form-notice-title">{t('contactForm.error')}</p>
            {/* The page that comes back with the visitor's words needs no Back button. */}
            <p>{refused ? t('contactForm.errorText') : `${t('contactForm.errorText')} ${t('contactForm.goBack')}`}</p>
          </>
        )}
      </div>
      <div className="contact-form-fields">
        <div className="form-row">
          <div className="field">
            <label htmlFor={id('firstName')}>
              {t('contactForm.firstName')}
              {required}
            </label>
            <input {...field('firstName')} type="text" autoComplete="given-name" required maxLength={100} />
            {error('firstName')}
          </div>
          <div className="field">
            <label htmlFor={id('lastName')}>
              {t('contactForm.lastName')}
              {required}
            </label>
            <input {...field('lastName')} type="text" autoComplete="family-name" required maxLength={100} />
            {error('lastName')}
          </div>
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor={id('email')}>
              {t('contactForm.email')}
              {required}
            </label>
            <input {...field('email')} type="email" autoComplete="email" required maxLength={254} />
            {error('email')}
          </div>
          <div className="field">
            <label htmlFor={id('phone')}>{t('contactForm.phone')}</label>
            <input {...field('phone')} type="tel" autoComplete="tel" maxLength={40} />
            {error('phone')}
          </div>
        </div>
        <div className="field">
          <label htmlFor={id('service')}>{t('contactForm.service')}</label>
          <select {...field('service')} defaultValue={refused?.values.service || CONSULTATION}>
            <option value={CONSULTATION}>{t('contactForm.services.consultation')}</option>
            {services.map((service) => (
              <option key={service.slug} value={service.slug}>
                {service.name}
              </option>
            ))}
          </select>
          {error('service')}
        </div>
        <div className="field">
          <label htmlFor={id('message')}>{t('contactForm.message')}</label>
          <textarea {...field('message')} rows={3} maxLength={5000} placeholder={t('contactForm.messagePlaceholder')} />
          {error('message')}
        </div>
        {/* The studio learns which language the visitor wrote from. */}
        <input type="hidden" name="language" value={language} />
        <div className="honeypot" aria-hidden="true">
          <label htmlFor={id('website')}>{t('contactForm.honeypot')}</label>
          <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div>
          <button type="submit" className="button button-primary">
            {t('contactForm.submit')}
          </button>
        </div>
      </div>
    </form>
  )
}
