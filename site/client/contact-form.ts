import { text } from './text.ts'
import { showToast } from './toast.ts'

/**
 * SPEC §4 contact form: pending ('Sending...', button disabled), then success (confirmation, every field cleared)
 * or error (destructive notice, fields kept). The browser validates first (SPEC §5); the server checks again.
 * The form's strings are in its data attributes.
 */
export function enhanceContactForms(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form.contact-form')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void send(form)
    })
  }
}

async function send(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const values = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]))
  // The honeypot travels only when a bot filled it in.
  const body = { ...values, website: values.website || undefined }
  button.disabled = true
  button.textContent = text(form, 'sending')
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`)
    form.reset()
    showToast({ title: text(form, 'success'), description: text(form, 'successText') })
  } catch {
    showToast({ title: text(form, 'error'), description: text(form, 'errorText'), variant: 'destructive' })
  } finally {
    button.disabled = false
    button.textContent = text(form, 'submit')
  }
}
