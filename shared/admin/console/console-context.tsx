import { createContext, useContext } from 'react'
import type { AdminUser } from '#shared/schema/auth.ts'
import type { Category } from '#shared/schema/category.ts'
import type { Inquiry } from '#shared/schema/inquiry.ts'
import type { Post, PostOverview } from '#shared/schema/post.ts'
import type { CategoryDraft, PostDraft } from '../forms/autosave.ts'
import type { ConsoleScreen } from './console-paths.ts'
import type { SectionId } from '../features.ts'
import type { Resource } from '../ui/use-resource.ts'

/** What the post form opens with: a post to edit (or null for a new one), and maybe a local draft to restore. */
export interface PostEditorTarget {
  post: Post | null
  draft?: PostDraft
}
/** What opening the editor needs: the post's id (the editor finds the post itself), or null for a new one. */
export interface PostEditorRequest {
  post: Pick<Post, 'id'> | null
  draft?: PostDraft
}
export interface CategoryEditorTarget {
  category: Category | null
  draft?: CategoryDraft
}

/** The signed-in console's shared state: the lists (each refetched after a change) and navigation. */
export interface Console {
  user: AdminUser
  /**
   * The numbers about posts the server counts (dashboard, analytics, categories' post counts); no screen holds every
   * post. Reloaded after a change to posts, which tells the screens showing posts to load theirs again.
   */
  postOverview: Resource<PostOverview>
  categories: Resource<Category[]>
  inquiries: Resource<Inquiry[]>
  /** The screen the address names, and its section in the sidebar (none for an unknown address). */
  screen: ConsoleScreen
  section: SectionId | undefined
  /** Goes to a section's address; asks first when a form has unsaved changes; resolves false when the person stays. */
  goTo(section: SectionId): Promise<boolean>
  /**
   * Opens the post editor at its address (`/posts/<id>`, `/posts/new`), with a local draft to restore if given;
   * `null` closes it (back to the list).
   */
  openPostEditor(target: PostEditorRequest | null): Promise<void>
  /** The draft handed to the editor now shown by `openPostEditor` (none after a reload: the editor offers it). */
  postDraft: PostDraft | undefined
  /** Shows a settings tab's address (`null`: Account, `/settings`) in place of the current one: no history entry. */
  openSettingsTab(tab: string | null): void
  categoryEditor: CategoryEditorTarget | null
  openCategoryEditor(target: CategoryEditorTarget | null): Promise<void>
  /** An error toast with the server's reason; a 401 (session ended elsewhere) also goes back to login. */
  showError(title: string, error: unknown): void
}

export const ConsoleContext = createContext<Console | null>(null)

export function useConsole(): Console {
  const value = useContext(ConsoleContext)
  if (!value) throw new Error('useConsole needs the signed-in dashboard around it')
  return value
}
