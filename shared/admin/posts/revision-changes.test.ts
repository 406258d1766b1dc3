import { describe, expect, it } from 'vitest'
import type { PostSnapshot } from '#shared/schema/revision.ts'
import { newPostValues } from './post-form-values.ts'
import { aroundChanges, lineChanges, revisionChanges } from './revision-changes.ts'

const snapshot = (overrides: Partial<PostSnapshot> = {}): PostSnapshot => ({
  title: 'Brow healing',
  slug: 'brow-healing',
  excerpt: 'Week by week.',
  content: '<p>Day one.</p>',
  markdown: 'Day one.',
  category: 'Aftercare',
  tags: ['brows', 'healing'],
  keywords: [],
  language: 'en',
  published: true,
  scheduledAt: null,
  featuredImage: '',
  featuredImageAlt: '',
  metaTitle: '',
  metaDescription: '',
  ...overrides,
})

const form = {
  ...newPostValues(),
  title: 'Brow healing',
  slug: 'brow-healing',
  excerpt: 'Week by week.',
  markdown: 'Day one.',
  category: 'Aftercare',
  tags: 'brows,healing',
  published: true,
}

describe('revisionChanges', () => {
  it('finds nothing when the revision is what the form shows (tags compared as tags, publishing left out)', () => {
    expect(revisionChanges({ ...form, published: false }, snapshot())).toEqual([])
  })

  it('names each field that would change, in the form’s order, the language by its name', () => {
    const changes = revisionChanges({ ...form, title: 'Brows, healed', language: 'es' }, snapshot())
    expect(changes.map((change) => [change.label, change.now, change.revision])).toEqual([
      ['Title', 'Brows, healed', 'Brow healing'],
      ['Language', 'Español', 'English'],
    ])
  })

  it('compares the content line by line, and opens an HTML-only revision as its HTML', () => {
    const [change] = revisionChanges({ ...form, markdown: 'Intro\nDay one: bold.\nEnd' }, snapshot({ markdown: undefined, content: 'Intro\nDay one.\nEnd' }))
    expect(change?.lines).toEqual([
      { kind: 'same', text: 'Intro' },
      { kind: 'removed', text: 'Day one: bold.' },
      { kind: 'added', text: 'Day one.' },
      { kind: 'same', text: 'End' },
    ])
  })
})

describe('aroundChanges', () => {
  it('keeps two unchanged lines around a change and skips the rest', () => {
    const now = Array.from({ length: 10 }, (_, line) => `line ${line}`).join('\n')
    const lines = lineChanges(now, now.replace('line 5', 'line five'))
    expect(aroundChanges(lines).map((line) => (line.kind === 'skipped' ? `…${line.count}` : `${line.kind} ${line.text}`))).toEqual([
      '…3',
      'same line 3',
      'same line 4',
      'removed line 5',
      'added line five',
      'same line 6',
      'same line 7',
      '…2',
    ])
  })
})
