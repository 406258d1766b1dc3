import { expect, test } from '@playwright/test'
import { adminApi } from './helpers.ts'
import { createPost, signIn, unique } from './admin-helpers.ts'

// A post links to its translation from the editor: pick one, or "Translate" to start one.

test('“Translate into Spanish” opens a linked Spanish draft with the text to translate; the English post lists it', async ({ page, request }) => {
  const title = `Healing ${unique('week')}`
  const post = await createPost(await adminApi(request), { title, slug: unique('healing'), markdown: 'Day one: **bold**.' })

  await signIn(page)
  await page.goto(`/admin/posts/${post.id}`)
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title)
  await page.getByRole('button', { name: 'Translate into Spanish' }).click()

  await expect(page).not.toHaveURL(new RegExp(`/admin/posts/${post.id}$`))
  await expect(page).toHaveURL(/\/admin\/posts\/[\w-]+$/)
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('es')
  await expect(page.getByLabel('English translation')).toHaveValue(post.id)
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title)
  const draftId = new URL(page.url()).pathname.split('/').pop()!

  await page.goto(`/admin/posts/${post.id}`)
  await expect(page.getByLabel('Spanish translation')).toHaveValue(draftId)
  await expect(page.getByRole('button', { name: 'Translate into Spanish' })).toHaveCount(0)
})

test('picking a translation in the editor and saving links the two posts', async ({ page, request }) => {
  const api = await adminApi(request)
  const englishTitle = `Lips ${unique('en')}`
  const spanishTitle = `Labios ${unique('es')}`
  const english = await createPost(api, { title: englishTitle, slug: unique('lips') })
  const spanishAnswer = await api.post('/api/blog/posts', {
    data: {
      title: spanishTitle,
      slug: unique('labios'),
      excerpt: 'Resumen.',
      markdown: 'Texto.',
      category: 'Microblading',
      tags: [],
      language: 'es',
      published: false,
    },
  })
  const spanish = (await spanishAnswer.json()) as { id: string }

  await signIn(page)
  await page.goto(`/admin/posts/${english.id}`)
  await page.getByLabel('Spanish translation').selectOption({ label: `${spanishTitle} (draft)` })
  await page.getByRole('button', { name: /^Update Post/ }).click()
  await expect(page).toHaveURL(/\/admin\/posts$/)
  const linked = (await (await api.get('/api/blog/posts')).json()) as Array<{ id: string; translationId: string | null }>
  expect(linked.find((candidate) => candidate.id === english.id)?.translationId).toBe(spanish.id)
  expect(linked.find((candidate) => candidate.id === spanish.id)?.translationId).toBe(english.id)
})
