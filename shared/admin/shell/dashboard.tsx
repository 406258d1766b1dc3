import { useTranslation } from 'react-i18next'
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { ApiError, errorText } from '#shared/api/api-error.ts'
import type { AuthStatus } from '#shared/api/studio-api.ts'
import { ChoosePasswordScreen } from '../staff/index.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { openInquiryCount } from '../overview/index.ts'
import type { PostDraft } from '../forms/autosave.ts'
import { ConsoleContext, type CategoryEditorTarget, type Console, type PostEditorRequest } from '../console/console-context.tsx'
import { ConsoleHeader } from './console-header.tsx'
import { LOGIN_PATH, NEW_POST, consoleTitle, postPath, sectionPath, type LoginState } from '../console/console-paths.ts'
import { consoleScreen, featureOf, screenSection, sectionAllowed } from './screens.ts'
import { useConfirmLeave } from '../forms/leave-guard.tsx'
import { NotAllowed } from '../console/not-allowed.tsx'
import { NotFound } from '../console/not-found.tsx'
import { FEATURES, type SectionId } from '../features.ts'
import { useSectionLabel } from '../console/section-label.ts'
import { Sidebar } from './sidebar.tsx'
import { useToast } from '../ui/toast.tsx'
import { useConsoleCommands } from './use-console-commands.ts'
import { usePreference } from '../ui/use-preference.ts'
import { useResource } from '../ui/use-resource.ts'
import { useLatest } from '../ui/use-latest.ts'
import { useSameObject } from '../ui/use-same-object.ts'
import { useFocusTarget } from '../ui/use-focus-target.ts'

/**
 * The panel checks authentication on first load and goes to the login on 401 or any failure; the login returns to
 * the address asked for.
 */
export function Dashboard() {
  const { api } = useAdmin()
  const navigate = useNavigate()
  const location = useLocation()
  const askedFor = useRef(location.pathname + location.search)
  const [auth, setAuth] = useState<AuthStatus | null>(null)

  useEffect(() => {
    let active = true
    // The section asked for downloads while the session is checked, not after (its screen waits for both).
    featureOf(screenSection(consoleScreen(askedFor.current.split('?')[0]!)))
      ?.load()
      .catch(() => undefined) // its screen's own loading says so
    api.checkAuth().then(
      (status) => active && setAuth(status),
      () => active && navigate(LOGIN_PATH, { replace: true, state: { from: askedFor.current } satisfies LoginState }),
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
  // A temporary password: nothing else until the person has chosen their own (the server refuses the rest).
  if (auth.user.mustChangePassword) return <ChoosePasswordScreen auth={auth} onChosen={setAuth} />
  return <ConsoleShell auth={auth} onUserChange={(user) => setAuth({ ...auth, user })} />
}

const COLLAPSED_KEY = 'belleza-admin:sidebar-collapsed'

// Each section's screen is its own chunk, fetched the first time the section is opened.
const SCREENS = new Map<SectionId, LazyExoticComponent<ComponentType>>(
  FEATURES.map((feature) => [feature.id, lazy(async () => ({ default: await feature.load() }))]),
)

function ConsoleShell({ auth, onUserChange }: { auth: AuthStatus; onUserChange(user: AuthStatus['user']): void }) {
  const { api } = useAdmin()
  const navigate = useNavigate()
  const location = useLocation()
  const toast = useToast()
  const confirmLeave = useConfirmLeave()

  // Months are counted in the console's own time zone.
  const postOverview = useResource(() => api.getPostOverview({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }))
  const categories = useResource(() => api.listCategories())
  // The newest page, and every inquiry still waiting for an answer however old: the badge, the counts and the New tab
  // must not miss one that a busy season pushed below the newest 200.
  const inquiries = useResource(async () => {
    const [newest, waiting] = await Promise.all([api.listInquiries(), api.listWaitingInquiries()])
    const shown = new Set(newest.map((inquiry) => inquiry.id))
    return [...newest, ...waiting.filter((inquiry) => !shown.has(inquiry.id))]
  })

  // One section at a time; the address says which (console-paths.ts), so a reload, Back and
  // Forward keep the place.
  const { pathname } = location
  const screen = useMemo(() => consoleScreen(pathname), [pathname])
  const section = screenSection(screen)
  // What opening a form handed over (a draft to restore, the category to edit) belongs to the address it was
  // opened at: gone once the person is elsewhere.
  const [postDraft, setPostDraft] = useState<{ path: string; draft: PostDraft } | null>(null)
  const [categoryForm, setCategoryForm] = useState<{ path: string; target: CategoryEditorTarget } | null>(null)
  const categoryEditor = categoryForm?.path === pathname ? categoryForm.target : null
  useEffect(() => {
    // Coming back later (Back, Forward) opens the screen afresh: a restored draft is not restored twice.
    setPostDraft((handed) => (handed && handed.path !== pathname ? null : handed))
    setCategoryForm((open) => (open && open.path !== pathname ? null : open))
  }, [pathname])
  const postEditorOpen = screen.kind === 'post'
  const [sidebar, setSidebar] = usePreference(COLLAPSED_KEY, ['false', 'true'])
  const collapsed = sidebar === 'true'
  const [drawerOpen, setDrawerOpen] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const moved = useRef(false)
  const editorWasOpen = useRef(false)

  const sectionLabel = useSectionLabel()
  const { t } = useTranslation('shell')
  const title = screen.kind === 'not-found' || !section ? t('notFound.title') : sectionLabel(section)
  useEffect(() => {
    document.title = consoleTitle(title)
  }, [title])

  useEffect(() => {
    // Screen readers and keyboard users land on the new section's name (not on the first load).
    if (moved.current) heading.current?.focus()
    moved.current = true
  }, [section])

  // A form that closes (saved or cancelled) hands focus back to the section's name, not to the page's start.
  useEffect(() => {
    const open = postEditorOpen || categoryEditor !== null
    if (editorWasOpen.current && !open) heading.current?.focus()
    editorWasOpen.current = open
  }, [postEditorOpen, categoryEditor])
  // An address naming a field (`#settings-email`) focuses it, after the moves above.
  useFocusTarget()

  // The inquiries are fetched again each time their screen is opened (a new one may have come in); on the first
  // screen they are being fetched already.
  const reloadInquiries = inquiries.reload
  const shownBefore = useRef(section)
  useEffect(() => {
    if (section === 'inquiries' && shownBefore.current !== 'inquiries') void reloadInquiries()
    shownBefore.current = section
  }, [section, reloadInquiries])

  // The address now, for callbacks that stay the same from screen to screen (the sections' effects depend on them).
  const here = useLatest(pathname)

  /** A push to another screen; the leave guard's blocker asks about unsaved changes unless `confirmLeave` just did. */
  const show = useCallback(
    (path: string) => {
      setDrawerOpen(false)
      if (path !== here.current) navigate(path)
    },
    [navigate, here],
  )

  const goTo = useCallback(
    async (next: SectionId) => {
      if (!(await confirmLeave())) return false
      setCategoryForm(null)
      show(sectionPath(next))
      return true
    },
    [confirmLeave, show],
  )

  const openPostEditor = useCallback(
    async (target: PostEditorRequest | null) => {
      if (target && !(await confirmLeave())) return
      if (!target) {
        show(sectionPath('posts'))
        return
      }
      const path = postPath(target.post?.id ?? NEW_POST)
      setPostDraft(target.draft ? { path, draft: target.draft } : null)
      show(path)
    },
    [confirmLeave, show],
  )

  const openSettingsTab = useCallback((tab: string | null) => navigate(sectionPath('settings', tab ?? undefined), { replace: true }), [navigate])

  const openCategoryEditor = useCallback(
    async (target: CategoryEditorTarget | null) => {
      if (target && !(await confirmLeave())) return
      const path = sectionPath('categories')
      setCategoryForm(target ? { path, target } : null)
      if (target) show(path)
    },
    [confirmLeave, show],
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
      // Signed in again, the person is back where they were.
      if (ended) navigate(LOGIN_PATH, { replace: true, state: { from: here.current } satisfies LoginState })
    },
    [toast, navigate, here],
  )

  async function logout() {
    if (!(await confirmLeave())) return
    try {
      await api.logout()
      navigate(LOGIN_PATH, { replace: true })
    } catch (error) {
      // "Logout failed", said out loud: on a shared computer staff must know they are still signed in.
      showError('Logout failed', error)
    }
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

  const value: Console = useSameObject({
    user: auth.user,
    postOverview,
    categories,
    inquiries,
    screen,
    section,
    goTo,
    openPostEditor,
    postDraft: postDraft?.path === pathname ? postDraft.draft : undefined,
    openSettingsTab,
    categoryEditor,
    openCategoryEditor,
    showError,
  })

  const openCount = inquiries.data ? openInquiryCount(inquiries.data) : 0
  const shownFeature = screen.kind === 'not-found' ? undefined : featureOf(section)
  const Screen = shownFeature && SCREENS.get(shownFeature.id)

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
          onToggleCollapsed={() => setSidebar(collapsed ? 'false' : 'true')}
          onCloseDrawer={() => {
            setDrawerOpen(false)
            menuButton.current?.focus()
          }}
        />
        <div className="adm-shell__main" inert={drawerOpen}>
          <ConsoleHeader
            title={title}
            name={auth.user.displayName || auth.user.username}
            headingRef={heading}
            menuButtonRef={menuButton}
            drawerOpen={drawerOpen}
            onOpenMenu={() => setDrawerOpen(true)}
            onUserChange={onUserChange}
          />
          <main id="adm-main" className="adm-content" tabIndex={-1}>
            {screen.kind === 'not-found' && (
              <NotFound
                title={t('notFound.heading')}
                message={t('notFound.message')}
                actionLabel={t('notFound.action')}
                onAction={() => void goTo('dashboard')}
              />
            )}
            {shownFeature && !sectionAllowed(shownFeature, auth.user.role) && <NotAllowed />}
            {Screen && sectionAllowed(shownFeature!, auth.user.role) && (
              <Suspense
                fallback={
                  <div className="adm-state" role="status">
                    <span className="adm-spinner" aria-hidden="true" /> {t('loadingSection')}
                  </div>
                }
              >
                <Screen />
              </Suspense>
            )}
          </main>
        </div>
      </div>
    </ConsoleContext.Provider>
  )
}
