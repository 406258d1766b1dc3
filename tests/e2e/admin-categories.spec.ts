import { expect, test } from '@playwright/test'
import { adminApi } from './helpers.ts'
import { createCategory, openSection, signIn, unique } from './admin-helpers.ts'

test.describe('admin categories', () => {
  test('creates a category whose slug follows the name', async ({ page, request }) => {
    await signIn(page)
    await openSection(page, 'Categories')
    const name = `Brow Care ${unique('x').slice(2)}`
    await page.getByRole('button', { name: 'New Category' }).click()
    await expect(page.getByRole('heading', { name: 'Create New Category' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Name' }).fill(name)
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug)
    await page.getByRole('textbox', { name: 'Description' }).fill('Keeping brows fresh between visits.')
    const created = page.waitForResponse((response) => response.url().endsWith('/api/blog/categories') && response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Create Category' }).click()
    expect((await created).status()).toBe(201)
    await expect(page.getByRole('status').filter({ hasText: 'Category created successfully' })).toBeVisible()

    const card = page.getByRole('article', { name })
    await expect(card).toContainText('Keeping brows fresh between visits.')
    await expect(card).toContainText(`Slug: ${slug}`)
    const stored = (await (await request.get('/api/blog/categories')).json()) as Array<{ name: string; slug: string }>
    expect(stored).toContainEqual(expect.objectContaining({ name, slug }))
  })

  test('edits a category: the slug stays as it was unless changed', async ({ page, request }) => {
    const api = await adminApi(request)
    const name = `Lash Lift ${unique('x').slice(2)}`
    const category = await createCategory(api, { name, slug: unique('lash-lift'), description: 'Before.' })
    await signIn(page)
    await openSection(page, 'Categories')
    await page.getByRole('article', { name }).getByRole('button', { name: /^Edit/ }).click()
    await expect(page.getByRole('heading', { name: 'Edit Category' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name)
    await page.getByRole('textbox', { name: 'Name' }).fill(`${name} Renamed`)
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(category.slug)
    await page.getByRole('textbox', { name: 'Description' }).fill('After.')
    await page.getByRole('button', { name: 'Update Category' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Category updated successfully' })).toBeVisible()

    const card = page.getByRole('article', { name: `${name} Renamed` })
    await expect(card).toContainText('After.')
    await expect(card).toContainText(`Slug: ${category.slug}`)
    const stored = (await (await request.get('/api/blog/categories')).json()) as Array<{ id: string }>
    expect(stored.find((item) => item.id === category.id)).toMatchObject({ name: `${name} Renamed`, slug: category.slug, description: 'After.' })
  })

  test('a save after someone else saved the category shows the collision dialog; "Reload their version" shows theirs', async ({ page, request }) => {
    const api = await adminApi(request)
    const name = `Touch-ups ${unique('x').slice(2)}`
    const category = await createCategory(api, { name, slug: unique('touch-ups'), description: 'Before.' })
    await signIn(page)
    await openSection(page, 'Categories')
    await page.getByRole('article', { name }).getByRole('button', { name: /^Edit/ }).click()
    await page.getByRole('textbox', { name: 'Description' }).fill('Mine.')

    // Someone else saves the category first.
    const theirs = await api.patch(`/api/blog/categories/${category.id}`, {
      data: { name, slug: category.slug, description: 'Theirs.', updatedAt: category.updatedAt },
    })
    expect(theirs.status()).toBe(200)

    const refused = page.waitForResponse(
      (response) => response.url().endsWith(`/api/blog/categories/${category.id}`) && response.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Update Category' }).click()
    expect((await refused).status()).toBe(409)
    const dialog = page.getByRole('alertdialog', { name: 'This category was changed by someone else' })
    await expect(dialog).toContainText('admin saved this category on')
    await dialog.getByRole('button', { name: 'Reload their version' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Theirs.')

    // Based on their version now, the next save goes through.
    await page.getByRole('textbox', { name: 'Description' }).fill('Theirs, and mine.')
    await page.getByRole('button', { name: 'Update Category' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Category updated successfully' })).toBeVisible()
    const stored = (await (await request.get('/api/blog/categories')).json()) as Array<{ id: string; description: string }>
    expect(stored.find((item) => item.id === category.id)?.description).toBe('Theirs, and mine.')
  })

  test("a duplicate slug is refused with the server's 409 message", async ({ page, request }) => {
    const api = await adminApi(request)
    const existing = await createCategory(api, { name: `Henna Brows ${unique('x').slice(2)}`, slug: unique('henna-brows') })
    await signIn(page)
    await openSection(page, 'Categories')
    await page.getByRole('button', { name: 'New Category' }).click()
    await page.getByRole('textbox', { name: 'Name' }).fill('Another name entirely')
    await page.getByRole('textbox', { name: 'Slug' }).fill(existing.slug)
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/blog/categories') && response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Create Category' }).click()
    expect((await refused).status()).toBe(409)

    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert')
    await expect(toast).toContainText('Error creating category')
    await expect(toast).toContainText(`A category with the slug "${existing.slug}" already exists`)
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#category-slug-error')).toHaveText('This slug is already used')
    // The form stays open with what was typed.
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Another name entirely')
    await expect(page.getByRole('button', { name: 'Create Category' })).toBeEnabled()
  })

  test('deleting a category asks first: Cancel keeps it, Delete category removes it', async ({ page, request }) => {
    const api = await adminApi(request)
    const name = `Old Category ${unique('x').slice(2)}`
    const category = await createCategory(api, { name, slug: unique('old-category') })
    await signIn(page)
    await openSection(page, 'Categories')
    const card = page.getByRole('article', { name })

    await card.getByRole('button', { name: /^Delete/ }).click()
    const question = page.getByRole('alertdialog', { name: 'Delete this category?' })
    await expect(question).toContainText(`“${name}” will be removed. No post uses it.`)
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toBeHidden()
    await expect(card).toBeVisible()
    expect((await (await request.get('/api/blog/categories')).json()).some((item: { id: string }) => item.id === category.id)).toBe(true)

    await card.getByRole('button', { name: /^Delete/ }).click()
    await question.getByRole('button', { name: 'Delete category' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Category deleted successfully' })).toBeVisible()
    await expect(card).toHaveCount(0)
    expect((await (await request.get('/api/blog/categories')).json()).some((item: { id: string }) => item.id === category.id)).toBe(false)
  })
})

test.describe('in the Spanish console', () => {
  test('Categories and the shared buttons, summary and notices speak Spanish: a category is added and deleted', async ({ page, request }) => {
    await signIn(page)
    await page.getByLabel('Console language').selectOption('es')
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('button', { name: 'Categorías' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categorías')
    await expect(page.getByText(/^\d+ categorías?$/)).toBeVisible()

    await page.getByRole('button', { name: 'Nueva categoría' }).click()
    const form = page.getByRole('form', { name: 'Nueva categoría' })
    await form.getByRole('button', { name: 'Añadir categoría' }).click()
    await expect(form.getByRole('alert').filter({ hasText: /Corrige (este campo|estos campos):/ })).toBeFocused()
    await expect(form.getByRole('button', { name: 'Cancelar' })).toBeVisible()

    const name = `Cuidado de cejas ${unique('x').slice(2)}`
    await form.getByRole('textbox', { name: 'Nombre' }).fill(name)
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    await expect(form.getByRole('textbox', { name: 'Dirección' })).toHaveValue(slug)
    await expect(form.getByRole('textbox', { name: 'En español' })).toBeVisible()
    await form.getByRole('button', { name: 'Cancelar' }).click()
    const leave = page.getByRole('alertdialog', { name: '¿Descartar los cambios sin guardar?' })
    await leave.getByRole('button', { name: 'Seguir editando' }).click()
    await expect(leave).toBeHidden()
    await form.getByRole('button', { name: 'Añadir categoría' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Categoría añadida' })).toBeVisible()

    const card = page.getByRole('article', { name })
    await expect(card).toContainText('0 artículos')
    await expect(card).toContainText('Sin descripción')
    await expect(card).toContainText(`Dirección: ${slug}`)
    await expect(card.getByRole('button', { name: `Editar: ${name}` })).toBeVisible()

    await card.getByRole('button', { name: `Eliminar: ${name}` }).click()
    const question = page.getByRole('alertdialog', { name: '¿Eliminar esta categoría?' })
    await expect(question).toContainText(`“${name}” se eliminará. Ningún artículo la usa.`)
    await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused()
    await expect(question.getByRole('button', { name: 'Cerrar' })).toBeVisible()
    await question.getByRole('button', { name: 'Eliminar categoría' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Categoría eliminada' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Notificaciones (F8)' }).getByRole('button', { name: 'Cerrar el aviso' })).toBeVisible()
    await expect(card).toHaveCount(0)
    expect((await (await request.get('/api/blog/categories')).json()).some((item: { name: string }) => item.name === name)).toBe(false)
  })
})
