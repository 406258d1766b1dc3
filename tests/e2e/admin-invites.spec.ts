import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { ADMIN, asNewVisitor } from './helpers.ts'
import { chooseOwnPassword, createPost, openSection, signIn, startOwnServer, unique } from './admin-helpers.ts'

// Invitations, first passwords and display names: a server of its own, since accounts come and go here.
let server: { url: string; stop(): void }
let owner: APIRequestContext

// One server for the file's tests: one worker runs them in order.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  server = await startOwnServer()
  owner = await playwrightRequest.newContext(apiOptions())
  expect((await owner.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
})
test.afterAll(async () => {
  await owner?.dispose()
  server?.stop()
})

/** A browser of one's own, on the test's server, as a new visitor address (sign-in limits stay apart). */
async function newBrowserPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage()
  await asNewVisitor(page)
  return page
}

const topBarUser = (page: Page) => page.locator('.adm-header .adm-user')

/** An editor who has chosen their own password, as an API context of their own. */
/**
 * An API client that opens a connection for each call: these clients sit idle while a browser signs in, longer
 * than the server keeps an idle connection (5 s), and a call sent on a connection the server is closing at that
 * moment fails with ECONNRESET (a browser would retry it; this client does not).
 */
function apiOptions() {
  return { baseURL: server.url, extraHTTPHeaders: { connection: 'close' } }
}

async function editorApi(displayName: string) {
  const username = unique('editor')
  const added = await owner.post('/api/admin/accounts', { data: { username, displayName, role: 'editor' } })
  expect(added.status()).toBe(201)
  const { temporaryPassword } = (await added.json()) as { temporaryPassword: string }
  const api = await playwrightRequest.newContext(apiOptions())
  expect((await api.post('/api/admin/login', { data: { username, password: temporaryPassword } })).status()).toBe(200)
  expect((await api.post('/api/admin/password/choose', { data: { newPassword: `${username} own words` } })).status()).toBe(200)
  return api
}

test('the owner invites someone; the link opens once, they choose their password and name, and the top bar shows it', async ({ browser }) => {
  const page = await newBrowserPage(browser)
  await signIn(page, server.url)
  await openSection(page, 'Staff')
  const username = unique('camila')
  await page.getByRole('button', { name: 'Invite someone' }).click()
  const form = page.getByRole('form', { name: 'Invite someone' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Camila')
  await form.getByRole('textbox', { name: 'Username' }).fill(username)
  await expect(form.getByRole('radio', { name: /^An invitation link/ })).toBeChecked()
  await form.getByRole('button', { name: 'Invite', exact: true }).click()

  const dialog = page.getByRole('dialog', { name: 'Invitation link for Camila' })
  await expect(dialog).toContainText('Shown only this once')
  const link = await dialog.getByRole('textbox', { name: 'Invitation link' }).inputValue()
  expect(link).toMatch(/\/admin\/invite#[\w-]{43}$/)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('article', { name: 'Camila' })).toContainText('Invited, link works until')
  await expect(page.getByText(link)).toHaveCount(0)

  // The person opens the link in a browser of their own.
  const invitee = await newBrowserPage(browser)
  const address = `/admin/invite${new URL(link).hash}`
  await invitee.goto(address)
  await expect(invitee.getByRole('heading', { level: 1 })).toContainText('Welcome to')
  await expect(invitee.getByText(`Your username is ${username}`)).toBeVisible()
  const name = invitee.getByRole('textbox', { name: 'Your name' })
  await expect(name).toHaveValue('Camila')
  await name.fill('Camila Ortiz')
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('short')
  await invitee.getByRole('button', { name: 'Join and sign in' }).click()
  await expect(invitee.getByText('Password must be at least 10 characters')).toBeVisible()
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('brows at dawn in Gainesville')
  await invitee.getByRole('textbox', { name: 'Repeat the password' }).fill('brows at dawn in Gainesville')
  await invitee.getByRole('button', { name: 'Join and sign in' }).click()
  await expect(invitee).toHaveURL(/\/admin\/dashboard$/)
  await expect(topBarUser(invitee)).toContainText('Camila Ortiz')
  await expect(topBarUser(invitee)).not.toContainText(username)

  // Their own name, changed from the top bar: Your account.
  await topBarUser(invitee).click()
  const account = invitee.getByRole('dialog', { name: 'Your account' })
  await account.getByRole('textbox', { name: 'Your name' }).fill('Camila O.')
  await account.getByRole('button', { name: 'Save name' }).click()
  await expect(account.getByRole('status')).toHaveText('Your name is saved.')
  await invitee.keyboard.press('Escape')
  await expect(topBarUser(invitee)).toContainText('Camila O.')
  await expect(topBarUser(invitee)).toBeFocused()

  // Used once: the same link, opened again, says so.
  const again = await newBrowserPage(browser)
  await again.goto(address)
  await expect(again.getByRole('main').getByRole('alert')).toContainText('This invitation link does not work: it was used already')
  await expect(again.getByRole('link', { name: 'Go to the sign-in page' })).toBeVisible()
})

test('a temporary password leads to "Choose your password" before anything else, then to the dashboard', async ({ browser }) => {
  const username = unique('diana')
  const added = await owner.post('/api/admin/accounts', { data: { username, displayName: 'Diana Ruiz', role: 'editor' } })
  const { temporaryPassword } = (await added.json()) as { temporaryPassword: string }

  const page = await newBrowserPage(browser)
  await page.goto('/admin/posts')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(temporaryPassword)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible()
  await expect(page.getByText('Hello Diana Ruiz.')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0)
  // The server refuses the rest meanwhile.
  const refused = await page.request.get('/api/admin/inquiries')
  expect(refused.status()).toBe(403)
  expect(((await refused.json()) as { code: string }).code).toBe('password-change-required')

  // The temporary one again is not a password of one's own.
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(temporaryPassword)
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(temporaryPassword)
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Choose a new password, not the temporary one')).toBeVisible()

  await chooseOwnPassword(page, 'a sentence only Diana writes')
  await expect(page).toHaveURL(/\/admin\/posts$/)
  await expect(topBarUser(page)).toContainText('Diana Ruiz')
  expect((await page.request.get('/api/admin/inquiries')).status()).toBe(200)
})

test('a post’s byline and the collision dialog name the person by their display name', async ({ browser }) => {
  const camila = await editorApi('Camila Ortiz')
  const post = await createPost(camila, { title: unique('Healed brows'), slug: unique('healed-brows'), excerpt: 'Week four.', published: true })

  const visitor = await newBrowserPage(browser)
  await visitor.goto(`/blog/${post.slug}`)
  await expect(visitor.getByText('By Camila Ortiz')).toBeVisible()

  // The owner opens the post; Camila saves first; the owner's save is refused and says who.
  const page = await newBrowserPage(browser)
  await signIn(page, server.url)
  await openSection(page, 'Blog Posts')
  await page.getByRole('article', { name: post.title, exact: true }).getByRole('button', { name: /^Edit/ }).click()
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible()
  expect((await camila.patch(`/api/blog/posts/${post.id}`, { data: { excerpt: 'Camila’s words.', updatedAt: post.updatedAt } })).status()).toBe(200)
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('The owner’s words.')
  await page.getByRole('button', { name: 'Update Post' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'This post was changed by someone else' })
  await expect(dialog).toContainText(/Camila Ortiz saved this post on .+, after you opened it/)
  await camila.dispose()
})

test('the staff screens speak the console’s language: Spanish in the Spanish console, no Spanish in the English one', async ({ browser }) => {
  const page = await newBrowserPage(browser)
  await signIn(page, server.url)
  await openSection(page, 'Staff')
  await page.getByRole('button', { name: 'Invite someone' }).click()
  const english = await page.getByRole('main').innerText()
  for (const word of ['Invitar', 'Usuario', 'Cuenta', 'contraseña', 'Dueña', 'Editora']) expect(english).not.toContain(word)

  await page.evaluate(() => localStorage.setItem('belleza-console-language', 'es'))
  await page.reload()
  await expect(page.getByRole('button', { name: 'Invitar a alguien' })).toBeVisible()
  await page.getByRole('button', { name: 'Invitar a alguien' }).click()
  const spanish = page.getByRole('form', { name: 'Invitar a alguien' })
  await expect(spanish.getByRole('radio', { name: /^Un enlace de invitación/ })).toBeChecked()
  for (const word of ['Invite someone', 'Username', 'temporary password', 'Owner:', 'Editor:']) await expect(spanish).not.toContainText(word)
})
