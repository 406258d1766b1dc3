import { randomBytes, randomUUID } from 'node:crypto'
import { CategoryInputSchema } from '#shared/schema/category.ts'
import type { Config } from '#shared/schema/config.ts'
import { PostInputSchema } from '#shared/schema/post.ts'
import { postContent } from '../content/post-content.ts'
import { SEED_CATEGORIES, SEED_POSTS } from './seed-posts.ts'
import type { Store } from './store.ts'
import { createUser } from './users.ts'

/**
 * First run only: the studio's categories and starter posts. A store that already has a db.json is never
 * seeded, so nothing the studio wrote is ever overwritten.
 */
export async function seedNewStore(store: Store): Promise<boolean> {
  if (!store.isNew) return false
  const inputs = SEED_POSTS.map((seed) => PostInputSchema.parse(seed))
  const contents = await Promise.all(inputs.map((input) => postContent(input)))
  await store.update((tx) => {
    const now = new Date().toISOString()
    for (const category of SEED_CATEGORIES) {
      tx.put('categories', { id: randomUUID(), ...CategoryInputSchema.parse(category), updatedAt: now })
    }
    // Spread over the past weeks so the blog reads naturally, newest first.
    inputs.forEach((input, index) => {
      const at = new Date(Date.now() - (SEED_POSTS.length - index) * 5 * 24 * 60 * 60 * 1000).toISOString()
      tx.put('posts', {
        id: randomUUID(),
        ...input,
        content: contents[index]!,
        createdAt: at,
        updatedAt: at,
        publishedAt: input.published ? at : null,
        authorId: null,
        authorName: '',
        previousSlugs: [],
        deletedAt: null,
      })
    })
  })
  return true
}

export interface FirstAdmin {
  username: string
  /** Only when the server made the password up: it is printed once and never stored in clear. */
  generatedPassword?: string
}

/**
 * Creates the first admin when the store has none: ADMIN_USERNAME/ADMIN_PASSWORD, or a random password. A password the
 * server made up has been on a terminal (and often a log): like any temporary password, it opens nothing but
 * "Choose your password" until the owner has chosen one.
 */
export async function ensureAdmin(store: Store, config: Config): Promise<FirstAdmin | undefined> {
  if (store.data.users.length > 0) return undefined
  const generatedPassword = config.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url')
  await createUser(store, config.ADMIN_USERNAME, config.ADMIN_PASSWORD ?? generatedPassword!, { mustChangePassword: generatedPassword !== undefined })
  return { username: config.ADMIN_USERNAME, generatedPassword }
}
