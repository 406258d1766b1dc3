import { describe, expect, it } from 'vitest'
import {
  type Draft,
  type DraftStorage,
  draftKey,
  isPostDraft,
  listDrafts,
  loadDraft,
  parseDraft,
  removeDraft,
  sameValues,
  saveDraft,
  serializeDraft,
} from './autosave.ts'
import { newPostValues } from '../posts/post-form-values.ts'

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    get length() {
      return map.size
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

const postDraft = (id: string, savedAt: string, title = 'Draft title'): Draft => ({
  version: 1,
  kind: 'post',
  id,
  baseUpdatedAt: id === 'new' ? null : '2025-01-05T12:00:00.000Z',
  savedAt,
  values: { ...newPostValues(), title, markdown: '# Hello\n\n**bold** ñ' },
})

describe('draft serialization', () => {
  it('round-trips a draft exactly', () => {
    const draft = postDraft('abc', '2025-01-06T10:00:00.000Z')
    expect(parseDraft(serializeDraft(draft))).toEqual(draft)
  })

  it('refuses text that is not a draft of this version', () => {
    expect(parseDraft(null)).toBeNull()
    expect(parseDraft('not json')).toBeNull()
    expect(parseDraft(JSON.stringify({ ...postDraft('a', '2025-01-06T10:00:00.000Z'), version: 2 }))).toBeNull()
    expect(parseDraft(JSON.stringify({ ...postDraft('a', '2025-01-06T10:00:00.000Z'), values: { title: 1 } }))).toBeNull()
  })

  it('keys drafts per post id, "new" for a new post', () => {
    expect(draftKey('post')).toBe('belleza-admin:draft:post:new')
    expect(draftKey('post', 'p1')).toBe('belleza-admin:draft:post:p1')
    expect(draftKey('category', 'c1')).toBe('belleza-admin:draft:category:c1')
  })
})

describe('draft storage', () => {
  it('saves, loads and removes one draft per post', () => {
    const storage = memoryStorage()
    expect(saveDraft(storage, postDraft('new', '2025-01-06T10:00:00.000Z'))).toBe(true)
    expect(saveDraft(storage, postDraft('p1', '2025-01-06T11:00:00.000Z'))).toBe(true)
    expect(loadDraft(storage, 'post')?.id).toBe('new')
    expect(loadDraft(storage, 'post', 'p1')?.baseUpdatedAt).toBe('2025-01-05T12:00:00.000Z')
    removeDraft(storage, 'post', 'p1')
    expect(loadDraft(storage, 'post', 'p1')).toBeNull()
  })

  it('lists drafts newest first and ignores foreign keys', () => {
    const storage = memoryStorage()
    storage.setItem('something-else', '{}')
    storage.setItem(draftKey('post', 'broken'), '{')
    saveDraft(storage, postDraft('a', '2025-01-06T10:00:00.000Z'))
    saveDraft(storage, postDraft('b', '2025-01-07T10:00:00.000Z'))
    expect(
      listDrafts(storage)
        .filter(isPostDraft)
        .map((draft) => draft.id),
    ).toEqual(['b', 'a'])
  })

  it('never throws when storage is full or missing', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(saveDraft(full, postDraft('a', '2025-01-06T10:00:00.000Z'))).toBe(false)
    expect(saveDraft(undefined, postDraft('a', '2025-01-06T10:00:00.000Z'))).toBe(false)
    expect(listDrafts(undefined)).toEqual([])
  })
})

describe('sameValues', () => {
  it('compares form values field by field, whatever the key order', () => {
    expect(sameValues({ a: 'x', b: true }, { b: true, a: 'x' })).toBe(true)
    expect(sameValues({ a: 'x', b: true }, { a: 'x', b: false })).toBe(false)
  })
})
