import { expect, test, type Page } from '@playwright/test'
import { ADMIN, asNewVisitor } from './helpers.ts'

/** Signs in on a console showing Spanish words. */
async function signInInSpanish(page: Page) {
  await asNewVisitor(page)
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Te damos la bienvenida' })).toBeVisible()
  await page.getByLabel('Usuario').fill(ADMIN.username)
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible()
}

test.describe('the console language', () => {
  test.use({ locale: 'es-MX' })

  test('a browser asking for Spanish opens the console in Spanish, and a choice of English is kept over the browser', async ({ page }) => {
    await signInInSpanish(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const sections = page.getByRole('navigation', { name: 'Secciones' })
    await expect(sections.getByRole('button', { name: 'Artículos del blog' })).toBeVisible()
    await expect(page).toHaveTitle(/^Panel – /)

    await page.getByLabel('Idioma de la consola').selectOption('en')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Blog Posts' })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByLabel('Console language')).toHaveValue('en')
  })

  test("a refused upload speaks the console language: the studio's original Spanish words, or English with no Spanish", async ({ page }) => {
    await signInInSpanish(page)
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('button', { name: 'Imágenes' }).click()
    let chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Subir imágenes' }).click()
    await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(page.getByRole('alert').filter({ hasText: 'Por favor selecciona solo archivos de imagen' })).toBeVisible()

    await page.getByLabel('Idioma de la consola').selectOption('en')
    chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Upload images' }).click()
    await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose image files only' })).toBeVisible()
    await expect(page.getByText('Por favor selecciona')).toHaveCount(0)
  })

  test('Settings › Account asks for a new password in Spanish: its labels, hint and problems', async ({ page }) => {
    await signInInSpanish(page)
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('button', { name: 'Ajustes' }).click()
    const form = page.getByRole('form', { name: 'Cambiar contraseña' })
    await expect(form).toBeVisible()
    await expect(form.getByText('Al cambiarla se cierra tu sesión en todos los demás lugares')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Contraseña nueva', exact: true })).toHaveAccessibleDescription(
      'Al menos 10 caracteres. Una frase corta es fácil de recordar.',
    )
    await expect(form.getByRole('textbox', { name: 'Repite la contraseña nueva' })).toBeVisible()

    // Checked before anything is sent: nothing changes on the server.
    await form.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill('corta')
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await expect(form.getByRole('textbox', { name: 'Contraseña actual' })).toBeFocused()
    await expect(form.getByText('Escribe tu contraseña actual')).toBeVisible()
    await expect(form.getByText('La contraseña debe tener al menos 10 caracteres')).toBeVisible()
    await expect(form.getByText(/Password|Current|Change/)).toHaveCount(0)
  })
})
