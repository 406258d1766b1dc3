import type { Console } from '../console/console-context.tsx'
import { useShellConsoleCommands } from '../console/shell-commands.ts'

/** Answers a shell's File › New Post and View › Inquiries (shell-commands.ts) with the console's navigation. */
export function useConsoleCommands({ openPostEditor, goTo }: Pick<Console, 'openPostEditor' | 'goTo'>): void {
  useShellConsoleCommands({
    newPost: () => void openPostEditor({ post: null }),
    openInquiries: () => void goTo('inquiries'),
  })
}
