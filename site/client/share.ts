import { text } from './text.ts'
import { showToast } from './toast.ts'

/** Device share sheet when there is one; otherwise the address goes to the clipboard. */
export function enhanceShareButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-share-title]')) {
    button.addEventListener('click', () => void share(button))
  }
}

async function share(button: HTMLButtonElement): Promise<void> {
  const url = window.location.href
  if (navigator.share) {
    try {
      await navigator.share({ title: text(button, 'shareTitle'), text: text(button, 'shareText'), url })
      return
    } catch (error) {
      if ((error as Error).name === 'AbortError') return
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    showToast({ title: text(button, 'copied'), description: text(button, 'copiedText') })
  } catch {
    showToast({ title: text(button, 'failed'), description: url, variant: 'destructive' })
  }
}
