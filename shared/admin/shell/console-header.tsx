import { type RefObject, useEffect } from 'react'
import { BRAND_CHANGED, brandAddress } from '../settings/brand-settings.tsx'
import { useResource } from '../ui/use-resource.ts'
import { useAdmin } from './admin-context.tsx'
import { ExternalIcon, MenuIcon } from '../ui/icons.tsx'

interface ConsoleHeaderProps {
  title: string
  username: string
  headingRef: RefObject<HTMLHeadingElement | null>
  menuButtonRef: RefObject<HTMLButtonElement | null>
  drawerOpen: boolean
  onOpenMenu(): void
}

/** SPEC §2: the header shows the section's name and 'Manage your content and settings'. */
export function ConsoleHeader({ title, username, headingRef, menuButtonRef, drawerOpen, onOpenMenu }: ConsoleHeaderProps) {
  const { siteUrl, api } = useAdmin()
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
        <span className="adm-visually-hidden">Open menu</span>
      </button>
      {logo && <img className="adm-header__logo" src={brandAddress(siteUrl, logo.url)} width={logo.width} height={logo.height} alt="Studio logo" />}
      <div className="adm-header__titles">
        <h1 ref={headingRef} tabIndex={-1} className="adm-header__title">
          {title}
        </h1>
        <p className="adm-header__subtitle">Manage your content and settings</p>
      </div>
      <div className="adm-header__aside">
        <a className="adm-button adm-button--ghost adm-header__site" href={siteUrl || '/'} target="_blank" rel="noopener noreferrer">
          <ExternalIcon /> <span>View site</span>
          <span className="adm-visually-hidden"> (opens in a new tab)</span>
        </a>
        <span className="adm-user" title={`Signed in as ${username}`}>
          <span className="adm-user__avatar" aria-hidden="true">
            {username.slice(0, 1).toUpperCase()}
          </span>
          <span className="adm-user__name">
            <span className="adm-visually-hidden">Signed in as </span>
            {username}
          </span>
        </span>
      </div>
    </header>
  )
}
