import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Role } from '#shared/schema/account.ts'
import { BrandMark, CloseIcon, CollapseIcon, LogoutIcon } from '../ui/icons.tsx'
import { FEATURES, type SectionId } from '../features.ts'
import { useSectionLabel } from '../console/section-label.ts'
import { sectionAllowed } from './screens.ts'
import { useStudioFacts } from '../console/use-studio-facts.ts'
import { ConsoleLanguagePicker } from '../i18n/console-language.tsx'

interface SidebarProps {
  /** The section shown (none on an unknown address). */
  section: SectionId | undefined
  /** An editor is not shown the owner's sections. */
  role: Role
  collapsed: boolean
  drawerOpen: boolean
  openInquiries: number
  onSelect(section: SectionId): void
  onLogout(): void
  onToggleCollapsed(): void
  onCloseDrawer(): void
}

/** The collapsible sidebar; on a phone it is a drawer opened from the header's menu button. */
export function Sidebar({ section, role, collapsed, drawerOpen, openInquiries, onSelect, onLogout, onToggleCollapsed, onCloseDrawer }: SidebarProps) {
  const nav = useRef<HTMLElement>(null)
  const studio = useStudioFacts()
  const { t } = useTranslation('shell')
  const sectionLabel = useSectionLabel()
  // The phone drawer opens with focus on the current section (Escape or the close button take it back).
  useEffect(() => {
    if (drawerOpen) nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus()
  }, [drawerOpen])
  return (
    <>
      {drawerOpen && <div className="adm-scrim" onClick={onCloseDrawer} aria-hidden="true" />}
      <aside id="adm-sidebar" className="adm-sidebar" aria-label={t('sidebar.label')}>
        <div className="adm-sidebar__brand">
          <BrandMark size={38} />
          <span className="adm-sidebar__brand-text">
            <span className="adm-sidebar__studio">{studio?.shortName ?? 'Studio'}</span>
            <span className="adm-sidebar__console">{t('sidebar.console')}</span>
          </span>
          <button type="button" className="adm-icon-button adm-sidebar__close" onClick={onCloseDrawer}>
            <CloseIcon />
            <span className="visually-hidden">{t('sidebar.close')}</span>
          </button>
        </div>
        <nav ref={nav} className="adm-sidebar__nav" aria-label={t('sidebar.nav')}>
          <ul>
            {FEATURES.filter((feature) => sectionAllowed(feature, role)).map(({ id, icon: Icon }) => {
              const label = sectionLabel(id)
              const badge = id === 'inquiries' && openInquiries > 0 ? openInquiries : null
              return (
                <li key={id}>
                  <button
                    type="button"
                    className="adm-nav-item"
                    aria-current={section === id ? 'page' : undefined}
                    title={collapsed ? label : undefined}
                    onClick={() => onSelect(id)}
                  >
                    <Icon />
                    <span className="adm-nav-item__label">{label}</span>
                    {badge !== null && (
                      <span className="adm-nav-item__badge">
                        {badge}
                        <span className="visually-hidden">{t('sidebar.unread')}</span>
                      </span>
                    )}
                  </button>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="adm-sidebar__footer">
          {!collapsed && <ConsoleLanguagePicker id="adm-console-language" className="adm-sidebar__language" />}
          <button type="button" className="adm-nav-item" onClick={onLogout} title={collapsed ? t('sidebar.logout') : undefined}>
            <LogoutIcon />
            <span className="adm-nav-item__label">{t('sidebar.logout')}</span>
          </button>
          <button
            type="button"
            className="adm-nav-item adm-sidebar__collapse"
            aria-expanded={!collapsed}
            aria-controls="adm-sidebar"
            onClick={onToggleCollapsed}
            title={collapsed ? t('sidebar.expand') : undefined}
          >
            <CollapseIcon className={collapsed ? 'adm-flip' : undefined} />
            <span className="adm-nav-item__label">{collapsed ? t('sidebar.expand') : t('sidebar.collapse')}</span>
          </button>
        </div>
      </aside>
    </>
  )
}
