import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ApiError, errorText } from '../api/api-error.ts'
import type { AuthStatus } from '../api/studio-api.ts'
import { AccountsSection } from './accounts-section.tsx'
import { ActivitySection } from './activity-section.tsx'
import { useAdmin } from './admin-context.tsx'
import { openInquiryCount } from './analytics.ts'
import { AnalyticsSection } from './analytics-section.tsx'
import { CategoriesSection } from './categories-section.tsx'
import { ConsoleContext, type CategoryEditorTarget, type Console, type PostEditorTarget } from './console-context.tsx'
import { ConsoleHeader } from './console-header.tsx'
import { GallerySection } from './gallery-section.tsx'
import { InquiriesSection } from './inquiries-section.tsx'
import { useConfirmLeave } from './leave-guard.tsx'
import { MediaSection } from './media-section.tsx'
import { NotAllowed } from './not-allowed.tsx'
import { OverviewSection } from './overview-section.tsx'
import { PostsSection } from './posts-section.tsx'
import { type SectionId, isSectionId, sectionAllowed, sectionLabel } from './sections.ts'
import { SettingsSection } from './settings-section.tsx'
import { Sidebar } from './sidebar.tsx'
import { useToast } from './toast.tsx'
import { useConsoleCommands } from './use-console-commands.ts'
import { useResource } from './use-resource.ts'

/** SPEC §4: the panel checks authentication on first load and goes to the login on 401 or any failure. */
export function Dashboard() {
  const { api } = useAdmin()
  const navigate = useNavigate()
  const [auth, setAuth] = useState<AuthStatus | null>(null)

  useEffect(() => {
    let active = true
    api.checkAuth().then(
      (status) => active && setAuth(status),
      () => active && navigate('/login', { replace: true }),
    )
    return () => {
      active = false
    }
  }, [api, navigate])

  if (!auth) {
    return (
      <div className="adm-root adm-splash" role="status">
        <span className="adm-spinner" aria-hidden="true" /> Checking your session...
      </div>
    )
  }
  return <ConsoleShell auth={auth} />
}

const SECTION_KEY = 'belleza-admin:section'
const COLLAPSED_KEY = 'belleza-admin:sidebar-collapsed'

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function ConsoleShell({ auth }: { auth: AuthStatus }) {
  const { api } = useAdmin()
  const navigate = useNavigate()
  const toast = useToast()
  const confirmLeave = useConfirmLeave()

  const posts = useResource(useCallback(() => api.listPosts(), [api]))
  const categories = useResource(useCallback(() => api.listCategories(), [api]))
  const inquiries = useResource(useCallback(() => api.listInquiries(), [api]))

  // SPEC §4: one section at a time, held client-side, default Dashboard (kept across a reload of this tab).
  const [section, setSection] = useState<SectionId>(() => {
    const stored = readSession(SECTION_KEY)
    return isSectionId(stored) ? stored : 'dashboard'
  })
  const [postEditor, setPostEditor] = useState<PostEditorTarget | null>(null)
  const [categoryEditor, setCategoryEditor] = useState<CategoryEditorTarget | null>(null)
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(COLLAPSED_KEY) === 'true'
    } catch {
      return false
    }
  })
  const [drawerOpen, setDrawerOpen] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const moved = useRef(false)
  const editorWasOpen = useRef(false)

  useEffect(() => {
    try {
      sessionStorage.setItem(SECTION_KEY, section)
    } catch {
      // Only a convenience for reloads.
    }
    // Screen readers and keyboard users land on the new section's name (not on the first load).
    if (moved.current) heading.current?.focus()
    moved.current = true
  }, [section])

  // A form that closes (saved or cancelled) hands focus back to the section's name, not to the page's start.
  useEffect(() => {
    const open = postEditor !== null || categoryEditor !== null
    if (editorWasOpen.current && !open) heading.current?.focus()
    editorWasOpen.current = open
  }, [postEditor, categoryEditor])

  const goTo = useCallback(
    async (next: SectionId) => {
      if (!(await confirmLeave())) return false
      setPostEditor(null)
      setCategoryEditor(null)
      setSection(next)
      setDrawerOpen(false)
      if (next === 'inquiries') void inquiries.reload()
      return true
    },
    [confirmLeave, inquiries],
  )

  const openPostEditor = useCallback(
    async (target: PostEditorTarget | null) => {
      if (target && !(await confirmLeave())) return
      setCategoryEditor(null)
      setPostEditor(target)
      if (target) setSection('posts')
    },
    [confirmLeave],
  )

  const openCategoryEditor = useCallback(
    async (target: CategoryEditorTarget | null) => {
      if (target && !(await confirmLeave())) return
      setPostEditor(null)
      setCategoryEditor(target)
      if (target) setSection('categories')
    },
    [confirmLeave],
  )

  const showError = useCallback(
    (title: string, error: unknown) => {
      console.error(title, error)
      const ended = error instanceof ApiError && error.status === 401
      toast({
        title,
        description: ended ? 'Your session has ended. Please sign in again.' : errorText(error, '') || undefined,
        tone: 'error',
      })
      if (ended) navigate('/login', { replace: true })
    },
    [toast, navigate],
  )

  async function logout() {
    if (!(await confirmLeave())) return
    try {
      await api.logout()
      navigate('/login', { replace: true })
    } catch (error) {
      // SPEC §8 "Logout failed". Said out loud: on a shared computer staff must know they are still signed in.
      showError('Logout failed', error)
    }
  }

  function toggleCollapsed() {
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, String(!value))
      } catch {
        // Only a preference.
      }
      return !value
    })
  }

  useConsoleCommands({ openPostEditor, goTo })

  useEffect(() => {
    if (!drawerOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDrawerOpen(false)
        menuButton.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [drawerOpen])

  const value: Console = useMemo(
    () => ({
      user: auth.user,
      posts,
      categories,
      inquiries,
      section,
      goTo,
      postEditor,
      openPostEditor,
      categoryEditor,
      openCategoryEditor,
      showError,
    }),
    [auth.user, posts, categories, inquiries, section, goTo, postEditor, openPostEditor, categoryEditor, openCategoryEditor, showError],
  )

  const openCount = inquiries.data ? openInquiryCount(inquiries.data) : 0

  return (
    <ConsoleContext.Provider value={value}>
      <div className={`adm-root adm-shell ${collapsed ? 'adm-shell--collapsed' : ''} ${drawerOpen ? 'adm-shell--drawer' : ''}`}>
        <a className="adm-skip" href="#adm-main">
          Skip to content
        </a>
        <Sidebar
          section={section}
          role={auth.user.role}
          collapsed={collapsed}
          drawerOpen={drawerOpen}
          openInquiries={openCount}
          onSelect={(id) => void goTo(id)}
          onLogout={() => void logout()}
          onToggleCollapsed={toggleCollapsed}
          onCloseDrawer={() => {
            setDrawerOpen(false)
            menuButton.current?.focus()
          }}
        />
        <div className="adm-shell__main" inert={drawerOpen}>
          <ConsoleHeader
            title={sectionLabel(section)}
            username={auth.user.username}
            headingRef={heading}
            menuButtonRef={menuButton}
            drawerOpen={drawerOpen}
            onOpenMenu={() => setDrawerOpen(true)}
          />
          <main id="adm-main" className="adm-content" tabIndex={-1}>
            {section === 'dashboard' && <OverviewSection />}
            {section === 'posts' && <PostsSection />}
            {section === 'categories' && <CategoriesSection />}
            {section === 'media' && <MediaSection />}
            {section === 'gallery' && <GallerySection />}
            {section === 'inquiries' && <InquiriesSection />}
            {section === 'analytics' && <AnalyticsSection />}
            {section === 'accounts' && (sectionAllowed('accounts', auth.user.role) ? <AccountsSection /> : <NotAllowed />)}
            {section === 'activity' && (sectionAllowed('activity', auth.user.role) ? <ActivitySection /> : <NotAllowed />)}
            {section === 'settings' && <SettingsSection />}
          </main>
        </div>
      </div>
    </ConsoleContext.Provider>
  )
}
