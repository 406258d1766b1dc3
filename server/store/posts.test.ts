import { afterEach, describe, expect, it } from 'vitest'
import { PostInputSchema } from '#shared/schema/post.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { postBody } from '../testing/test-server.ts'
import { MAX_PREVIOUS_SLUGS, createPost, deletePost, findMovedPost, findPostBySlug, findTranslation, purgePost, updatePost } from './posts.ts'
import { seedNewStore } from './seed.ts'
import { type Store, openStore } from './store.ts'

const tempDir = tempDirs('studio-posts-')
const openStores: Store[] = []
afterEach(async () => {
  await Promise.all(openStores.splice(0).map((store) => store.close()))
})

async function freshStore(): Promise<Store> {
  const store = await openStore(await tempDir())
  openStores.push(store)
  await seedNewStore(store)
  return store
}

const fields = (overrides: Record<string, unknown> = {}) => {
  const { markdown: _markdown, ...input } = PostInputSchema.parse(postBody(overrides))
  return { ...input, authorId: null, authorName: '' }
}

describe('a post’s earlier addresses', () => {
  it('keeps the slug a published post had, and finds the post there', async () => {
    const store = await freshStore()
    const post = await createPost(store, fields({ slug: 'first-address' }))
    await updatePost(store, post.id, { slug: 'second-address' })
    expect(findPostBySlug(store, 'first-address', false)).toBeUndefined()
    expect(findMovedPost(store, 'first-address')?.slug).toBe('second-address')
  })

  it('sends every earlier address straight to the current one (a chain is one hop)', async () => {
    const store = await freshStore()
    const post = await createPost(store, fields({ slug: 'a-first' }))
    await updatePost(store, post.id, { slug: 'b-second' })
    await updatePost(store, post.id, { slug: 'c-third' })
    expect(findMovedPost(store, 'a-first')?.slug).toBe('c-third')
    expect(findMovedPost(store, 'b-second')?.slug).toBe('c-third')
    expect(store.data.posts.find((candidate) => candidate.id === post.id)?.previousSlugs).toEqual(['a-first', 'b-second'])
  })

  it('going back to an earlier slug makes it the address again, not a redirect to itself', async () => {
    const store = await freshStore()
    const post = await createPost(store, fields({ slug: 'back-and-forth' }))
    await updatePost(store, post.id, { slug: 'elsewhere' })
    await updatePost(store, post.id, { slug: 'back-and-forth' })
    expect(store.data.posts.find((candidate) => candidate.id === post.id)?.previousSlugs).toEqual(['elsewhere'])
    expect(findMovedPost(store, 'back-and-forth')).toBeUndefined()
  })

  it('lets a new post take an old slug: the new post wins it, created or renamed', async () => {
    const store = await freshStore()
    const moved = await createPost(store, fields({ slug: 'taken-over' }))
    await updatePost(store, moved.id, { slug: 'moved-on' })
    const newcomer = await createPost(store, fields({ slug: 'taken-over' }))
    expect(findMovedPost(store, 'taken-over')).toBeUndefined()
    expect(findPostBySlug(store, 'taken-over', false)?.id).toBe(newcomer.id)
    expect(store.data.posts.find((candidate) => candidate.id === moved.id)?.previousSlugs).toEqual([])

    await updatePost(store, moved.id, { slug: 'moved-again' })
    const renamed = await createPost(store, fields({ slug: 'some-other' }))
    await updatePost(store, renamed.id, { slug: 'moved-on' })
    expect(findMovedPost(store, 'moved-on')).toBeUndefined()
    expect(findPostBySlug(store, 'moved-on', false)?.id).toBe(renamed.id)
  })

  it('keeps no address for a draft (it never had a public one) and none for an unpublished post', async () => {
    const store = await freshStore()
    const draft = await createPost(store, fields({ slug: 'draft-address', published: false }))
    await updatePost(store, draft.id, { slug: 'draft-renamed' })
    expect(store.data.posts.find((candidate) => candidate.id === draft.id)?.previousSlugs).toEqual([])

    const post = await createPost(store, fields({ slug: 'public-then-hidden' }))
    await updatePost(store, post.id, { slug: 'hidden-now' })
    await updatePost(store, post.id, { published: false })
    expect(findMovedPost(store, 'public-then-hidden')).toBeUndefined()
  })

  it(`keeps the newest ${MAX_PREVIOUS_SLUGS} earlier addresses`, async () => {
    const store = await freshStore()
    const post = await createPost(store, fields({ slug: 'rename-0' }))
    for (let i = 1; i <= MAX_PREVIOUS_SLUGS + 5; i++) await updatePost(store, post.id, { slug: `rename-${i}` })
    const kept = store.data.posts.find((candidate) => candidate.id === post.id)!.previousSlugs
    expect(kept).toHaveLength(MAX_PREVIOUS_SLUGS)
    expect(kept.at(-1)).toBe(`rename-${MAX_PREVIOUS_SLUGS + 4}`)
    expect(findMovedPost(store, 'rename-0')).toBeUndefined()
  })

  it('survives a restart (the addresses are in the store)', async () => {
    const dir = await tempDir()
    const store = await openStore(dir)
    await seedNewStore(store)
    const post = await createPost(store, fields({ slug: 'before-restart' }))
    await updatePost(store, post.id, { slug: 'after-restart' })
    await store.close()
    const reopened = await openStore(dir)
    openStores.push(reopened)
    expect(findMovedPost(reopened, 'before-restart')?.slug).toBe('after-restart')
  })
})

describe('linked translations', () => {
  const byId = (store: Store, id: string) => store.data.posts.find((post) => post.id === id)!

  it('links a post and its translation both ways, from either side, and unlinks both', async () => {
    const store = await freshStore()
    const english = await createPost(store, fields({ slug: 'healing-week', language: 'en' }))
    const spanish = await createPost(store, fields({ slug: 'semana-de-curacion', language: 'es', translationId: english.id }))
    expect(byId(store, english.id).translationId).toBe(spanish.id)
    expect(byId(store, spanish.id).translationId).toBe(english.id)
    expect(findTranslation(store, byId(store, english.id))?.id).toBe(spanish.id)

    await updatePost(store, english.id, { translationId: null })
    expect(byId(store, english.id).translationId).toBeNull()
    expect(byId(store, spanish.id).translationId).toBeNull()
  })

  it('keeps one translation per post: a new link lifts the links both posts had', async () => {
    const store = await freshStore()
    const english = await createPost(store, fields({ slug: 'en-one', language: 'en' }))
    const firstSpanish = await createPost(store, fields({ slug: 'es-one', language: 'es', translationId: english.id }))
    const otherEnglish = await createPost(store, fields({ slug: 'en-two', language: 'en' }))
    const secondSpanish = await createPost(store, fields({ slug: 'es-two', language: 'es', translationId: otherEnglish.id }))
    await updatePost(store, english.id, { translationId: secondSpanish.id })
    expect(byId(store, english.id).translationId).toBe(secondSpanish.id)
    expect(byId(store, secondSpanish.id).translationId).toBe(english.id)
    expect(byId(store, firstSpanish.id).translationId).toBeNull()
    expect(byId(store, otherEnglish.id).translationId).toBeNull()
  })

  it('moves the other post’s version when the link changes it, so an editor open on it cannot undo the link unseen', async () => {
    const store = await freshStore()
    const english = await createPost(store, fields({ slug: 'versioned', language: 'en' }))
    const before = byId(store, english.id).updatedAt
    await createPost(store, fields({ slug: 'versionado', language: 'es', translationId: english.id }))
    expect(byId(store, english.id).updatedAt).not.toBe(before)
  })

  it('refuses a link to a post in the same language or to no post, and changes nothing', async () => {
    const store = await freshStore()
    const english = await createPost(store, fields({ slug: 'alone', language: 'en' }))
    const otherEnglish = await createPost(store, fields({ slug: 'also-english', language: 'en' }))
    await expect(updatePost(store, english.id, { title: 'Changed', translationId: otherEnglish.id })).rejects.toMatchObject({
      status: 400,
      fields: { translationId: 'Choose a post in the other language' },
    })
    await expect(createPost(store, fields({ slug: 'nowhere', language: 'es', translationId: 'no-such-post' }))).rejects.toMatchObject({ status: 400 })
    expect(byId(store, english.id).title).not.toBe('Changed')
    expect(findPostBySlug(store, 'nowhere', true)).toBeUndefined()
  })

  it('offers a translation only once it is published and while it is out of Trash, and unlinks it once deleted for good', async () => {
    const store = await freshStore()
    const english = await createPost(store, fields({ slug: 'published-one', language: 'en' }))
    const draft = await createPost(store, fields({ slug: 'borrador', language: 'es', published: false, translationId: english.id }))
    expect(findTranslation(store, byId(store, english.id))).toBeUndefined()
    await updatePost(store, draft.id, { published: true })
    expect(findTranslation(store, byId(store, english.id))?.id).toBe(draft.id)
    await deletePost(store, draft.id) // to Trash: not offered, still linked (a restore brings the link back)
    expect(findTranslation(store, byId(store, english.id))).toBeUndefined()
    expect(byId(store, english.id).translationId).toBe(draft.id)
    await purgePost(store, draft.id)
    expect(byId(store, english.id).translationId).toBeNull()
  })
})
