import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../i18n/use-language.ts'
import { phoneCall } from './booking-links.ts'
import { CalendarIcon, CloseIcon, PhoneIcon } from './icons.tsx'

/** SPEC §9: the floating call-to-action appears once the page is scrolled more than 600 px. */
export const FLOATING_CTA_THRESHOLD = 600

export function FloatingCta() {
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const [visible, setVisible] = useState(false)
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > FLOATING_CTA_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a')?.focus()
  }, [open])

  if (!visible && !open) return null

  const close = () => {
    setOpen(false)
    requestAnimationFrame(() => toggle.current?.focus())
  }

  return (
    <div className="floating-cta" onKeyDown={(event) => event.key === 'Escape' && open && close()}>
      {open ? (
        <div className="floating-panel" ref={panel} role="region" aria-label={t('cta.floatingTitle')}>
          <div className="floating-panel-head">
            <p className="floating-title">{t('cta.floatingTitle')}</p>
            <button type="button" className="icon-button" onClick={close}>
              <CloseIcon />
              <span className="visually-hidden">{t('cta.floatingClose')}</span>
            </button>
          </div>
          <p className="floating-text">{t('cta.floatingText')}</p>
          <a className="button button-primary" href={href('/booking')}>
            <CalendarIcon /> {t('cta.bookOnline')}
          </a>
          <a className="button button-secondary" {...phoneCall}>
            <PhoneIcon /> {t('cta.callNow')}
          </a>
        </div>
      ) : (
        <button ref={toggle} type="button" className="floating-toggle" aria-expanded="false" onClick={() => setOpen(true)}>
          <CalendarIcon width={24} height={24} />
          <span className="visually-hidden">{t('cta.floatingOpen')}</span>
        </button>
      )}
    </div>
  )
}
