import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PasswordSchema } from '#shared/schema/auth.ts'
import { passwordHasher } from '../security/password-hasher.ts'
import { temporaryPassword } from '../security/temporary-password.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { Client, startTestServer } from '../testing/test-server.ts'
import { openStore } from './store.ts'
import { BCRYPT_COST } from './users.ts'

const tempDir = tempDirs('studio-users-')

describe('accounts from before staff roles', () => {
  it('load as active owners named by their username; older posts have no author; the account still signs in', async () => {
    const dir = await tempDir()
    const createdAt = '2024-03-01T10:00:00.000Z'
    const password = 'an old but good password'
    await writeFile(
      join(dir, 'db.json'),
      JSON.stringify({
        version: 1,
        categories: [{ id: 'c1', name: 'Aftercare', slug: 'aftercare', description: '' }],
        inquiries: [],
        users: [{ id: 'u1', username: 'maria', passwordHash: await passwordHasher.hash(password, BCRYPT_COST), sessionVersion: 3, createdAt }],
        posts: [
          {
            id: 'p1',
            title: 'Old post',
            slug: 'old-post',
            excerpt: 'Written before staff accounts.',
            content: '<p>Hello</p>',
            category: 'Aftercare',
            tags: [],
            keywords: [],
            language: 'en',
            published: true,
            featuredImage: '',
            featuredImageAlt: '',
            metaTitle: '',
            metaDescription: '',
            createdAt,
            updatedAt: createdAt,
            publishedAt: createdAt,
          },
        ],
      }),
    )
    const store = await openStore(dir)
    try {
      expect(store.data.users[0]).toMatchObject({
        username: 'maria',
        role: 'owner',
        disabled: false,
        displayName: 'maria',
        artistId: null,
        sessionVersion: 3,
        updatedAt: createdAt,
      })
      expect(store.data.posts[0]).toMatchObject({ authorId: null, authorName: '' })
    } finally {
      await store.close()
    }

    const server = await startTestServer({}, dir)
    try {
      const login = await new Client(server.url).post('/api/admin/login', { username: 'maria', password })
      expect(login.json).toEqual({ ok: true, user: { id: 'u1', username: 'maria', displayName: 'maria', role: 'owner', mustChangePassword: false } })
      expect(server.store.data.users).toHaveLength(1) // no second admin was made
    } finally {
      await server.close()
    }
  })
})

describe('temporaryPassword', () => {
  it('makes easy-to-read passwords that always pass the password rules and never repeat', () => {
    const made = Array.from({ length: 500 }, () => temporaryPassword())
    for (const password of made) {
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){3}$/)
      expect(PasswordSchema.safeParse(password).success).toBe(true)
    }
    expect(new Set(made).size).toBe(made.length)
  })
})
