import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { adminApi, asNewVisitor } from './helpers.ts'
import { chooseOwnPassword, openSection, signIn, unique } from './admin-helpers.ts'

// Staff accounts and roles. Every test works on accounts of its own: the shared server's admin is never
// demoted, disabled or signed out here.

/** Adds an account through the API (signed in as the admin) and returns it with its one-time password. */
async function addAccount(api: APIRequestContext, fields: { displayName: string; role?: 'owner' | 'editor' }) {
  const answer = await api.post('/api/admin/accounts', { data: { username: unique('staff'), role: 'editor', ...fields } })
  expect(answer.status()).toBe(201)
  return (await answer.json()) as { account: { id: string; username: string; displayName: string }; temporaryPassword: string }
}

/** Signs in through the login screen as someone else, in a browser of their own, and chooses their own password. */
async function signInAs(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await asNewVisitor(page)
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await chooseOwnPassword(page)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  return page
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' })

test.describe('admin staff accounts', () => {
  test('the owner adds an editor and sees the password once; the editor signs in without the Staff section', async ({ page, browser }) => {
    // Four bcrypt rounds (two sign-ins, the temporary password, the one the editor chooses) besides the screens.
    test.setTimeout(60_000)
    await signIn(page)
    await openSection(page, 'Staff')
    const name = `Ana ${unique('x').slice(2)}`
    const username = unique('ana')
    await page.getByRole('button', { name: 'Invite someone' }).click()
    const form = page.getByRole('form', { name: 'Invite someone' })
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused()
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await form.getByRole('textbox', { name: 'Username' }).fill(username)
    await expect(form.getByRole('radio', { name: /^Editor/ })).toBeChecked()
    await form.getByRole('radio', { name: /^A temporary password/ }).check()
    const created = page.waitForResponse((response) => response.url().endsWith('/api/admin/accounts') && response.request().method() === 'POST')
    await form.getByRole('button', { name: 'Invite', exact: true }).click()
    expect((await created).status()).toBe(201)

    const dialog = page.getByRole('dialog', { name: `Temporary password for ${name}` })
    await expect(dialog).toContainText('Shown only this once')
    const field = dialog.getByRole('textbox', { name: 'Temporary password' })
    await expect(field).toBeFocused()
    const password = await field.inputValue()
    expect(password).toMatch(/^\w{4}(-\w{4}){3}$/)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog).toBeHidden()
    // Focus goes back to where adding began.
    await expect(page.getByRole('button', { name: 'Invite someone' })).toBeFocused()

    const card = page.getByRole('article', { name })
    await expect(card).toContainText(`Username: ${username}`)
    await expect(card).toContainText('Editor')
    await expect(card).toContainText('Active')
    // The password is never shown again.
    await expect(page.getByText(password)).toHaveCount(0)

    const editor = await signInAs(browser, username, password)
    await expect(sections(editor).getByRole('button', { name: 'Blog Posts' })).toBeVisible()
    await expect(sections(editor).getByRole('button', { name: 'Staff' })).toHaveCount(0)
    await sections(editor).getByRole('button', { name: 'Settings' }).click()
    await expect(editor.getByRole('main')).toContainText('Editor: posts, categories, gallery, media and inquiries')
    await expect(editor.getByRole('main')).toContainText(name)
    await editor.context().close()
  })

  test('an editor who reaches the Staff section anyway is told it is the owner’s, and the server refuses', async ({ browser, request }) => {
    const { account, temporaryPassword } = await addAccount(await adminApi(request), { displayName: 'Bea' })
    const context = await browser.newContext()
    const page = await context.newPage()
    await asNewVisitor(page)
    // The section's address, typed or bookmarked: the login shows first, then goes on to it.
    await page.goto('/admin/accounts')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.getByLabel('Username').fill(account.username)
    await page.getByLabel('Password', { exact: true }).fill(temporaryPassword)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await chooseOwnPassword(page)
    await expect(page).toHaveURL(/\/admin\/accounts$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('alert')).toContainText('This section is for the studio owner')
    expect((await page.request.get('/api/admin/accounts')).status()).toBe(403)
    await context.close()
  })

  test('the console names a person by their display name: the top bar shows it, not the username', async ({ browser, request }) => {
    const { account, temporaryPassword } = await addAccount(await adminApi(request), { displayName: 'Camila Ortiz' })
    const camila = await signInAs(browser, account.username, temporaryPassword)
    const user = camila.locator('.adm-header .adm-user')
    await expect(user).toContainText('Camila Ortiz')
    await expect(user).not.toContainText(account.username)
    await expect(user).toHaveAttribute('title', 'Signed in as Camila Ortiz')
  })

  test('disabling asks first and ends the person’s session; enabling and removing', async ({ page, browser, request }) => {
    const { account, temporaryPassword } = await addAccount(await adminApi(request), { displayName: `Dora ${unique('x').slice(2)}` })
    const dora = await signInAs(browser, account.username, temporaryPassword)

    await signIn(page)
    await openSection(page, 'Staff')
    const card = page.getByRole('article', { name: account.displayName })
    await card.getByRole('button', { name: /^Disable/ }).click()
    const question = page.getByRole('alertdialog', { name: `Disable ${account.displayName}'s account?` })
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await question.getByRole('button', { name: 'Disable account' }).click()
    await expect(card).toContainText('Disabled')
    await expect(page.getByRole('status').filter({ hasText: 'Account disabled' })).toBeVisible()

    // Dora's open console loses its session at once.
    expect((await dora.request.get('/api/admin/check-auth')).status()).toBe(401)
    await dora.reload()
    await expect(dora).toHaveURL(/\/admin\/login$/)
    await dora.context().close()

    await card.getByRole('button', { name: /^Enable/ }).click()
    await expect(card).toContainText('Active')

    await card.getByRole('button', { name: /^Remove/ }).click()
    await page
      .getByRole('alertdialog', { name: `Remove ${account.displayName}'s account?` })
      .getByRole('button', { name: 'Remove account' })
      .click()
    await expect(card).toBeHidden()
  })

  test('changing the role asks first; resetting a password shows a new one-time password to copy', async ({ page, context, request, playwright }) => {
    const { account, temporaryPassword } = await addAccount(await adminApi(request), { displayName: `Rosa ${unique('x').slice(2)}` })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(page)
    await openSection(page, 'Staff')
    const card = page.getByRole('article', { name: account.displayName })

    await card.getByRole('button', { name: /^Make owner/ }).click()
    await page
      .getByRole('alertdialog', { name: `Make ${account.displayName} an owner?` })
      .getByRole('button', { name: 'Make owner' })
      .click()
    await card.getByRole('button', { name: /^Make editor/ }).click()
    await page
      .getByRole('alertdialog', { name: `Make ${account.displayName} an editor?` })
      .getByRole('button', { name: 'Make editor' })
      .click()
    await expect(card.getByRole('button', { name: /^Make owner/ })).toBeVisible()

    await card.getByRole('button', { name: /^Reset password/ }).click()
    await page
      .getByRole('alertdialog', { name: `Reset ${account.displayName}'s password?` })
      .getByRole('button', { name: 'Reset password' })
      .click()
    const dialog = page.getByRole('dialog', { name: `Temporary password for ${account.displayName}` })
    const password = await dialog.getByRole('textbox', { name: 'Temporary password' }).inputValue()
    expect(password).not.toBe(temporaryPassword)
    await dialog.getByRole('button', { name: /^Copy/ }).click()
    await expect(dialog.getByRole('status')).toHaveText('Copied to the clipboard.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // Only the new password signs in.
    const other = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
    const headers = { 'x-forwarded-for': `10.7.${process.pid % 250}.${Math.floor(Math.random() * 250)}` }
    expect((await other.post('/api/admin/login', { data: { username: account.username, password: temporaryPassword }, headers })).status()).toBe(401)
    expect((await other.post('/api/admin/login', { data: { username: account.username, password }, headers })).status()).toBe(200)
    await other.dispose()
  })

  test('the owner’s own account offers no way to lock themselves out', async ({ page }) => {
    await signIn(page)
    await openSection(page, 'Staff')
    const own = page.getByRole('article', { name: /\(you\)/ })
    await expect(own).toContainText('Owner')
    await expect(own).toContainText('your password in Settings')
    await expect(own.getByRole('button')).toHaveCount(0)
  })
})
