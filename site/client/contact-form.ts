import { reportIntent } from './intents.ts'
import { text } from './text.ts'
import { showToast } from './toast.ts'

/**
 * The contact form: pending ('Sending...', button disabled), then success (a confirmation that stays in the
 * fields' place, every field cleared) or error (destructive notice, fields kept). The browser validates first; the
 * server checks again.
 * The form's strings are in its data attributes.
 */
export function enhanceContactForms(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form.contact-form')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void send(form)
    })
    const again = form.querySelector<HTMLButtonElement>('[data-contact-again]')
    if (again) {
      again.hidden = false
      again.addEventListener('click', () => {
        form.classList.remove('is-sent')
        form.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus()
      })
    }
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
    reportIntent('inquiry')
    // A lasting confirmation in the form's place (what happens next, the hours, the phone), not a toast.
    form.classList.add('is-sent')
    form.querySelector<HTMLElement>('.form-notice-sent')?.focus()
  } catch {
    showToast({ title: text(form, 'error'), description: text(form, 'errorText'), variant: 'destructive' })
  } finally {
    button.disabled = false
    button.textContent = text(form, 'submit')
  }
}
