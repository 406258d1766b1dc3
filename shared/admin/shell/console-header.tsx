import { type RefObject, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { BRAND_CHANGED, brandAddress } from '../console/brand.ts'
import { useResource } from '../ui/use-resource.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { ExternalIcon, MenuIcon } from '../ui/icons.tsx'
import type { AdminUser } from '#shared/schema/auth.ts'
import { YourAccountButton } from '../staff/index.ts'

interface ConsoleHeaderProps {
  title: string
  /** The signed-in person's display name. */
  name: string
  headingRef: RefObject<HTMLHeadingElement | null>
  menuButtonRef: RefObject<HTMLButtonElement | null>
  drawerOpen: boolean
  onOpenMenu(): void
  /** The person changed their own account (Your account): the console shows the new name at once. */
  onUserChange(user: AdminUser): void
}

/** The header: the section's name, a line on what the console is for, the site and who is signed in. */
export function ConsoleHeader({ title, name, headingRef, menuButtonRef, drawerOpen, onOpenMenu, onUserChange }: ConsoleHeaderProps) {
  const { siteUrl, api } = useAdmin()
  const { t } = useTranslation('shell')
  // The studio's logo, once uploaded (Settings › Studio), at the top of every screen: the desktop app's too.
  const brand = useResource(() => api.getBrand())
  const { reload } = brand
  useEffect(() => {
    const changed = () => void reload()
    window.addEventListener(BRAND_CHANGED, changed)
    return () => window.removeEventListener(BRAND_CHANGED, changed)
  }, [reload])
  const logo = brand.data?.logo
  return (
    <header className="adm-header">
      <button
        ref={menuButtonRef}
        type="button"
        className="adm-icon-button adm-header__menu"
        aria-expanded={drawerOpen}
        aria-controls="adm-sidebar"
        onClick={onOpenMenu}
      >
        <MenuIcon />
        <span className="visually-hidden">{t('header.openMenu')}</span>
      </button>
      {logo && <img className="adm-header__logo" src={brandAddress(siteUrl, logo.url)} width={logo.width} height={logo.height} alt={t('header.logo')} />}
      <div className="adm-header__titles">
        <h1 ref={headingRef} tabIndex={-1} className="adm-header__title">
          {title}
        </h1>
        <p className="adm-header__subtitle">{t('header.subtitle')}</p>
      </div>
      <div className="adm-header__aside">
        <a className="adm-button adm-button--ghost adm-header__site" href={siteUrl || '/'} target="_blank" rel="noopener noreferrer">
          <ExternalIcon /> <span>{t('header.viewSite')}</span>
          <span className="visually-hidden">{t('header.newTab')}</span>
        </a>
        <YourAccountButton name={name} onChanged={onUserChange} />
      </div>
    </header>
  )
}
