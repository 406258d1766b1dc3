import { describe, expect, it } from 'vitest'
import type { Database } from '#shared/schema/database.ts'
import { ChangeSet, ChangeTracker } from './change-tracker.ts'

const category = (id: string) => ({ id, name: `Category ${id}`, slug: `category-${id}`, description: '', updatedAt: '2025-01-01T00:00:00.000Z' })

function database(): Database {
  return {
    version: 1,
    posts: [],
    categories: [category('a'), category('b'), category('c')],
    inquiries: [],
    pages: [],
    testimonials: [],
    faqs: [],
    services: [],
    users: [],
    images: [],
    gallery: [
      {
        id: 'g',
        kind: 'healed',
        service: 'microblading',
        afterImage: '/uploads/after.jpg',
        alt: { en: 'Brows', es: 'Cejas' },
        caption: { en: '', es: '' },
        published: true,
        consent: true,
        order: 0,
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-01T10:00:00.000Z',
      } as unknown as Database['gallery'][number],
    ],
    audit: [],
  }
}

describe('undoing a batch of changes', () => {
  it('puts back lists, records changed at any depth, removed keys and the database fields, in place', () => {
    const data = database()
    const before = structuredClone(data)
    const records = [...data.categories]
    const tracker = new ChangeTracker()
    const changes = new ChangeSet()
    tracker.run(data, changes, (db) => {
      db.categories.push(category('d'))
      db.categories[0]!.name = 'Renamed'
      db.categories.splice(1, 1)
      db.categories.reverse()
      const item = db.gallery[0]!
      item.alt.en = 'Changed deep'
      delete (item as Partial<typeof item>).afterImage
      Object.assign(item, { caption: { ...item.caption, en: 'New' } })
    })
    tracker.run(data, changes, (db) => {
      db.categories[0]!.description = 'A second change in the same batch'
      Object.assign(db, { version: 2 })
      db.inquiries = []
    })
    expect(changes.rewrite).toBe(true)

    changes.undo(data)
    expect(data).toEqual(before)
    // The same record objects, so anything holding them sees them restored.
    expect(data.categories).toEqual(records)
    data.categories.forEach((record, index) => expect(record).toBe(records[index]))
  })

  it('undoes a later batch and then an earlier one back to the start', () => {
    const data = database()
    const start = structuredClone(data)
    const tracker = new ChangeTracker()
    const first = new ChangeSet()
    tracker.run(data, first, (db) => {
      db.categories[0]!.name = 'First'
      db.categories.push(category('d'))
    })
    const afterFirst = structuredClone(data)
    const second = new ChangeSet()
    tracker.run(data, second, (db) => {
      db.categories[0]!.name = 'Second'
      db.categories.find((item) => item.id === 'd')!.description = 'On top'
      db.categories.splice(1, 1)
    })

    second.undo(data)
    expect(data).toEqual(afterFirst)
    first.undo(data)
    expect(data).toEqual(start)
  })
})
