import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SERVICE_VALUES } from '../../shared/schema/service-values.ts'
import { useToast } from './toast.tsx'

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', service: 'consultation', message: '' }

/**
 * SPEC §4 contact form: pending ('Sending...', button disabled), then success (confirmation, all six fields
 * cleared) or error (destructive notice, fields kept). Browser validation only (SPEC §5); the server checks again.
 * The service list never has an empty value: "not sure yet" is the consultation.
 */
export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  const { t } = useTranslation('common')
  const toast = useToast()
  const [fields, setFields] = useState(EMPTY)
  const [pending, setPending] = useState(false)
  const id = (name: string) => `${idPrefix}-${name}`
  const bind = (name: keyof typeof EMPTY) => ({
    id: id(name),
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const honeypot = new FormData(event.currentTarget).get('website')
    setPending(true)
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...fields, website: honeypot || undefined }),
      })
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`)
      setFields(EMPTY)
      toast({ title: t('contactForm.success'), description: t('contactForm.successText') })
    } catch {
      toast({ title: t('contactForm.error'), description: t('contactForm.errorText'), variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }

  const required = <span className="required" aria-hidden="true"> *</span>
  return (
    <form className="form contact-form" onSubmit={submit} aria-label={t('contactForm.title')}>
      <div className="form-row">
        <div className="field">
          <label htmlFor={id('firstName')}>
            {t('contactForm.firstName')}
            {required}
          </label>
          <input {...bind('firstName')} type="text" autoComplete="given-name" required maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor={id('lastName')}>
            {t('contactForm.lastName')}
            {required}
          </label>
          <input {...bind('lastName')} type="text" autoComplete="family-name" required maxLength={100} />
        </div>
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor={id('email')}>
            {t('contactForm.email')}
            {required}
          </label>
          <input {...bind('email')} type="email" autoComplete="email" required maxLength={254} />
        </div>
        <div className="field">
          <label htmlFor={id('phone')}>{t('contactForm.phone')}</label>
          <input {...bind('phone')} type="tel" autoComplete="tel" maxLength={40} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={id('service')}>{t('contactForm.service')}</label>
        <select {...bind('service')}>
          {['consultation', ...SERVICE_VALUES.filter((value) => value !== 'consultation')].map((value) => (
            <option key={value} value={value}>
              {t(`contactForm.services.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('message')}>{t('contactForm.message')}</label>
        <textarea {...bind('message')} rows={3} maxLength={5000} placeholder={t('contactForm.messagePlaceholder')} />
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id('website')}>{t('contactForm.honeypot')}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? t('contactForm.sending') : t('contactForm.submit')}
        </button>
      </div>
    </form>
  )
}
