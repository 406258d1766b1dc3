import { diffLines } from 'diff'
import { RESTORED_FIELDS, type PostSnapshot } from '#shared/schema/revision.ts'
import { LANGUAGE_LABEL } from '../ui/format.ts'
import { POST_FIELDS, POST_LABELS, type PostFormValues } from './post-form-values.ts'

/** The form's fields a restore brings back (shared/schema/revision.ts: RESTORED_FIELDS), as the editor names them. */
const COMPARED = POST_FIELDS.flatMap((field) => ((RESTORED_FIELDS as readonly string[]).includes(field) ? [{ field, label: POST_LABELS[field] ?? field }] : []))

/** A line of the content's comparison: in both, only in the form now (goes), or only in the revision (comes back). */
export interface LineChange {
  kind: 'same' | 'removed' | 'added'
  text: string
}

export interface FieldChange {
  field: keyof PostFormValues
  label: string
  /** As the form holds it now, and as the revision would put it (as shown: a language by its name). */
  now: string
  revision: string
  /** Content only: line by line, from now to the revision. */
  lines?: LineChange[]
}

/** A revision's fields as the form would hold them (`postToValues` does the same for a stored post). */
function snapshotValue(snapshot: PostSnapshot, field: keyof PostFormValues): string {
  switch (field) {
    case 'markdown':
      return snapshot.markdown ?? snapshot.content
    case 'tags':
      return snapshot.tags.join(', ')
    default: {
      const value = snapshot[field as keyof PostSnapshot]
      return typeof value === 'string' ? value : ''
    }
  }
}

function shown(field: keyof PostFormValues, value: string): string {
  if (field === 'language') return LANGUAGE_LABEL[value as keyof typeof LANGUAGE_LABEL] ?? value
  return value
}

/**
 * What restoring `snapshot` would change in the form as it is now, field by field in the form's order; the
 * content as a line diff. Empty when the revision is what the form shows.
 */
export function revisionChanges(values: PostFormValues, snapshot: PostSnapshot): FieldChange[] {
  const changes: FieldChange[] = []
  for (const { field, label } of COMPARED) {
    const now = String(values[field])
    const revision = snapshotValue(snapshot, field)
    if (field === 'tags' ? sameTags(now, revision) : now === revision) continue
    const change: FieldChange = { field, label, now: shown(field, now), revision: shown(field, revision) }
    if (field === 'markdown') change.lines = lineChanges(now, revision)
    changes.push(change)
  }
  return changes
}

/** Tags as typed ("a,b" and "a, b" are the same tags). */
function sameTags(a: string, b: string): boolean {
  const tags = (text: string) =>
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean)
      .join('\n')
  return tags(a) === tags(b)
}

/** The lines of `now` and `revision`, each marked; a text without a final newline compares the same as with one. */
export function lineChanges(now: string, revision: string): LineChange[] {
  const lines: LineChange[] = []
  const end = (text: string) => (text.endsWith('\n') ? text : `${text}\n`)
  for (const part of diffLines(end(now), end(revision))) {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same'
    for (const text of part.value.replace(/\n$/, '').split('\n')) lines.push({ kind, text })
  }
  return lines
}

/** A run of unchanged lines left out of the view. */
export interface SkippedLines {
  kind: 'skipped'
  count: number
}

/** The changed lines with `context` unchanged ones around each change; longer unchanged runs are skipped. */
export function aroundChanges(lines: LineChange[], context = 2): (LineChange | SkippedLines)[] {
  const near = lines.map(() => false)
  lines.forEach((line, index) => {
    if (line.kind === 'same') return
    for (let at = Math.max(0, index - context); at <= Math.min(lines.length - 1, index + context); at += 1) near[at] = true
  })
  const shownLines: (LineChange | SkippedLines)[] = []
  lines.forEach((line, index) => {
    if (near[index]) return void shownLines.push(line)
    const last = shownLines.at(-1)
    if (last?.kind === 'skipped') last.count += 1
    else shownLines.push({ kind: 'skipped', count: 1 })
  })
  return shownLines
}
