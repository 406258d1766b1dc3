import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signIn, startOwnServer, unique } from './admin-helpers.ts'

// Backups from the console: each test restores data, so it runs on a server of its own (backups on by default,
// beside its data folder).

/** Words of the Spanish console that must never show in the English one. */
const SPANISH = /\b(Subiendo|Guardando|Restaurar|Restaurando|Copia de seguridad|copias|Descargar|Cancelar|Hecho|Elegir)\b/

/** A published post on the test's own server, through the signed-in page's API. */
async function publishPost(page: Page, url: string, title: string) {
  const answer = await page.request.post(`${url}/api/blog/posts`, {
    data: {
      title,
      slug: unique('backup-post'),
      excerpt: 'Written by the backup tests.',
      markdown: 'Some **content**.',
      category: 'Microblading',
      tags: [],
      language: 'en',
      published: true,
    },
  })
  expect(answer.status()).toBe(201)
  return (await answer.json()) as { id: string; slug: string; updatedAt: string }
}

async function openBackups(page: Page, url: string) {
  await page.goto(`${url}/admin/settings`)
  await page.getByRole('tab', { name: 'Backups' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Backups' })
  await expect(panel.getByRole('heading', { name: 'Backups' })).toBeVisible()
  return panel
}

test('the owner backs up now, sees it listed, downloads it, and restores it from the file after a confirmation; the site shows the restored post', async ({
  page,
}) => {
  const server = await startOwnServer()
  try {
    await signIn(page, server.url)
    const title = unique('Brows before the backup')
    const post = await publishPost(page, server.url, title)

    const panel = await openBackups(page, server.url)
    const rows = panel.getByRole('table').getByRole('row')
    // The one the server took at start, then the one taken now.
    await expect(rows.filter({ hasText: 'Scheduled' })).toHaveCount(1)
    await panel.getByRole('button', { name: 'Back up now' }).click()
    await expect(page.getByText('Backup made')).toBeVisible()
    const made = rows.filter({ hasText: 'Made by hand' })
    await expect(made).toHaveCount(1)
    await expect(made.getByRole('cell').nth(0)).toHaveText(/\d+(\.\d+)? (KB|MB)/)
    const axe = await new AxeBuilder({ page }).include('.adm-backups').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])

    const downloading = page.waitForEvent('download')
    await made.getByRole('link', { name: /^Download the backup of / }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^belleza-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar\.gz$/)
    const file = join(test.info().outputDir, download.suggestedFilename())
    await download.saveAs(file)
    const bytes = await readFile(file)
    expect(bytes.length).toBeGreaterThan(1000)
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]) // gzip

    // Changed after the backup; the public page shows (and holds) the change.
    const renamed = unique('Renamed after the backup')
    expect((await page.request.patch(`${server.url}/api/blog/posts/${post.id}`, { data: { title: renamed, updatedAt: post.updatedAt } })).status()).toBe(200)
    const site = await page.context().newPage()
    await site.goto(`${server.url}/blog/${post.slug}`)
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(renamed)

    // A restore asks first; Cancel changes nothing.
    await panel
      .getByRole('button', { name: /^Restore the backup of / })
      .first()
      .click()
    const dialog = page.getByRole('alertdialog', { name: 'Restore this backup?' })
    await expect(dialog).toContainText('A backup of everything as it is now is taken first')
    // What a restore keeps of today's accounts (server/store/restored-accounts.ts).
    await expect(dialog).toContainText('every account keeps its current password, role and disabled state')
    await expect(dialog).toContainText('no one signed out since the backup is signed in again')
    await expect(dialog).toContainText('You stay signed in.')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()

    await panel.locator('input[data-backup-file]').setInputFiles(file)
    await expect(dialog).toContainText(`the file ${download.suggestedFilename()}`)
    await dialog.getByRole('button', { name: 'Restore' }).click()
    await expect(page.getByText('Backup restored')).toBeVisible({ timeout: 30_000 })
    await expect(rows.filter({ hasText: 'Before a restore' })).toHaveCount(1)

    await site.reload()
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(title)
    expect(await panel.innerText()).not.toMatch(SPANISH)
  } finally {
    server.stop()
  }
})

test('a file that is not a backup is refused with the reason, and the data stays as it was', async ({ page }) => {
  const server = await startOwnServer()
  try {
    await signIn(page, server.url)
    const title = unique('Kept through a refused restore')
    const post = await publishPost(page, server.url, title)
    const panel = await openBackups(page, server.url)

    await panel
      .locator('input[data-backup-file]')
      .setInputFiles({ name: 'holiday.tar.gz', mimeType: 'application/gzip', buffer: Buffer.from('not an archive at all') })
    await page.getByRole('alertdialog', { name: 'Restore this backup?' }).getByRole('button', { name: 'Restore' }).click()
    await expect(page.getByText('Nothing was restored')).toBeVisible()
    await expect(page.getByText(/This file is not a \.tar\.gz archive/)).toBeVisible()
    await expect(panel.getByRole('table').getByRole('row').filter({ hasText: 'Before a restore' })).toHaveCount(0)
    const stored = (await (await page.request.get(`${server.url}/api/blog/posts/${post.slug}`)).json()) as { title: string }
    expect(stored.title).toBe(title)
    expect(await panel.innerText()).not.toMatch(SPANISH)
  } finally {
    server.stop()
  }
})
