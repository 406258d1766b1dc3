import { reportIntent } from './intents.ts'
import { text } from './text.ts'
import { showToast } from './toast.ts'

/**
 * The contact form: pending ('Sending...', button disabled), then success (a confirmation that stays in the
 * fields' place, every field cleared) or error (fields kept): the fields the server refused are marked, described by
 * their error text and the first one focused; any other refusal is a destructive notice. The browser validates
 * first; the server checks again.
 * The form's strings are in its data attributes; each field's error text is rendered, hidden, under it.
 */
export function enhanceContactForms(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form.contact-form')) {
    prefillMessage(form)
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void send(form)
    })
    // A field the visitor corrects is no longer marked (a page the server sent back marked ones too).
    form.addEventListener('input', (event) => {
      const field = event.target
      if (field instanceof HTMLElement && field.getAttribute('aria-invalid') === 'true') markField(field, false)
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

/** The longest message a link may start (the course page's "Ask about this course"): a sentence or two. */
const PREFILLED_MAX = 500

/**
 * A link may start the visitor's message (`/contact?message=…`, the course page's "Ask about this course"): the
 * message field shows it, for the visitor to change or send. Only into an empty field (never over what the visitor
 * typed, nor a refused message the server sent back), as text.
 */
function prefillMessage(form: HTMLFormElement): void {
  const message = new URLSearchParams(window.location.search).get('message')?.trim()
  const field = form.querySelector<HTMLTextAreaElement>('textarea[name="message"]')
  if (!message || !field || field.value !== '' || message.length > PREFILLED_MAX) return
  field.value = message
}

async function send(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const values = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]))
  // The honeypot travels only when a bot filled it in.
  const body = { ...values, website: values.website || undefined }
  button.disabled = true
  button.textContent = text(form, 'sending')
  // The notice of a refusal the server sent the page back with is about the last try, not this one.
  form.querySelector('.form-notice-shown')?.classList.remove('form-notice-shown')
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) {
      const refused = await refusedFields(response)
      if (markRefused(form, refused)) return
      throw new Error(`${response.status}: ${JSON.stringify(refused)}`)
    }
    markRefused(form, {})
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

/** The refusal's `fields` (`400 {"error", "fields": {"email": "…"}}`), or none. */
async function refusedFields(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json()
    const fields = typeof body === 'object' && body !== null && 'fields' in body ? body.fields : undefined
    return typeof fields === 'object' && fields !== null ? { ...fields } : {}
  } catch {
    return {}
  }
}

/**
 * Marks the form's fields named in `refused` (and unmarks the others); focuses the first marked one. False when none
 * of its fields is named: the refusal is about something else.
 */
function markRefused(form: HTMLFormElement, refused: Record<string, unknown>): boolean {
  const fields = [...form.querySelectorAll<HTMLElement>('.field :is(input, select, textarea)')]
  for (const field of fields) markField(field, field.getAttribute('name')! in refused)
  const first = fields.find((field) => field.getAttribute('aria-invalid') === 'true')
  first?.focus()
  return first !== undefined
}

/** A field marked as refused: aria-invalid, and described by the error text under it (`<id>-error`). */
function markField(field: HTMLElement, invalid: boolean): void {
  const error = document.getElementById(`${field.id}-error`)
  if (!error) return
  error.hidden = !invalid
  if (invalid) {
    field.setAttribute('aria-invalid', 'true')
    field.setAttribute('aria-describedby', error.id)
  } else {
    field.removeAttribute('aria-invalid')
    field.removeAttribute('aria-describedby')
  }
}
