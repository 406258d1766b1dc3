import { randomUUID } from 'node:crypto'
import { AUDIT_TEXT, type AuditAction, type AuditActor, type AuditEntry, type AuditTarget, type AuditTargetType } from '#shared/schema/audit.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'
import type { Transaction } from './transaction.ts'

/**
 * How much of the audit trail is kept. Entries older than `maxAgeMs` are never shown and go from the store
 * within `pruneEveryMs`; the trail never holds more than `maxEntries`. Failed sign-ins have a share of their own:
 * guesses from many addresses at once (each within the sign-in guard's limits) can then never push the staff's own
 * entries out of the trail. Entries go `dropAtOnce` at a time (and expired ones at most once an hour), so that most
 * writes only append: the journal line of an append costs the same at 10,000 entries as at 10
 * (server/store/journal.ts), while one that removes records compares the whole list.
 */
export const AUDIT_LIMITS = {
  maxAgeMs: 90 * 24 * 60 * 60 * 1000,
  pruneEveryMs: 60 * 60 * 1000,
  maxEntries: 10_000,
  maxFailedSignIns: 2_000,
  dropAtOnce: 100,
}

/** Who made a change and from where: the route passes it to the store function that makes (and records) the change. */
export interface AuditBy {
  actor: AuditActor | null
  address: string
}

/** What happened to what: the rest of an entry. */
export interface AuditEvent {
  action: AuditAction
  target: AuditTarget | null
  details?: string
}

/**
 * Adds an entry to the trail. Called inside the `store.update` of the change it describes, so both go into the same
 * journal line or neither does (a refused write undoes both; a change that throws records nothing). Without `by` the
 * change is the server's own (seeding, the first admin, the image queue, `npm run admin:password`): not recorded.
 */
export function audit(tx: Transaction, by: AuditBy | undefined, event: AuditEvent): void {
  if (!by) return
  const trail = tx.data.audit
  const entry: AuditEntry = {
    id: randomUUID(),
    // Strictly after the previous entry, so paging with `?before=<at>` never skips or repeats one.
    at: timestamp(trail.at(-1)?.at),
    actor: by.actor && { id: by.actor.id, name: clip(by.actor.name, AUDIT_TEXT.name) },
    action: event.action,
    target: event.target && { ...event.target, label: clip(event.target.label, AUDIT_TEXT.label) },
    address: clip(by.address, AUDIT_TEXT.address),
  }
  if (event.details) entry.details = clip(event.details, AUDIT_TEXT.details)
  tx.add('audit', entry)
  if (entry.action === 'sign-in-failed') dropOldestFailedSignIns(tx)
  trimTrail(tx, Date.now(), AUDIT_LIMITS.pruneEveryMs)
}

/** An entry for something that changes nothing else (a sign-in, a failed one): a write of its own. */
export function recordAudit(store: Store, by: AuditBy, event: AuditEvent): Promise<void> {
  return store.update((tx) => audit(tx, by, event))
}

/** On start: drops every entry that expired while the server was stopped. Writes only when something goes. */
export async function pruneAudit(store: Store, now = Date.now()): Promise<void> {
  if (countToDrop(store.data.audit, now, 0) === 0) return
  await store.update((tx) => trimTrail(tx, now, 0))
}

export interface AuditFilter {
  before?: string
  limit: number
  type?: AuditTargetType
  actor?: string
}

/** Newest first: at most `limit` entries older than `before`, about `type`, by `actor`; none past 90 days. */
export function listAudit(store: Store, { before, limit, type, actor }: AuditFilter, now = Date.now()): AuditEntry[] {
  const trail = store.data.audit
  const beforeMs = before === undefined ? Infinity : Date.parse(before)
  const oldestShown = now - AUDIT_LIMITS.maxAgeMs
  const found: AuditEntry[] = []
  for (let index = trail.length - 1; index >= 0 && found.length < limit; index -= 1) {
    const entry = trail[index]!
    const at = Date.parse(entry.at)
    if (at < oldestShown) break // older still, all of them: kept at most `pruneEveryMs` longer, never shown
    if (at >= beforeMs) continue
    if (type !== undefined && entry.target?.type !== type) continue
    if (actor !== undefined && entry.actor?.id !== actor) continue
    found.push(entry)
  }
  return found
}

/** The target of an entry about a record. */
/** The addresses `userId` last signed in from, newest first, each once, at most `limit`: the trail read from its end. */
export function recentSignIns(store: Store, userId: string, limit: number): { address: string; at: number }[] {
  const seen: { address: string; at: number }[] = []
  const trail = store.data.audit
  for (let i = trail.length - 1; i >= 0 && seen.length < limit; i--) {
    const entry = trail[i]!
    if (entry.action !== 'signed-in' || entry.actor?.id !== userId || seen.some((known) => known.address === entry.address)) continue
    seen.push({ address: entry.address, at: Date.parse(entry.at) })
  }
  return seen
}

export function auditTarget(type: AuditTargetType, id: string | null, label: string): AuditTarget {
  return { type, id, label }
}

/**
 * "title, text": the parts (named as staff know them) whose values differ between `before` and `after`. Values are
 * compared, never kept: an entry names what changed, not what it says.
 */
export function changedParts<T extends object>(before: T, after: T, parts: Partial<Record<keyof T, string>>): string {
  const names = new Set<string>()
  for (const [key, name] of Object.entries(parts) as [keyof T, string][]) {
    if (!sameValue(before[key], after[key])) names.add(name)
  }
  return [...names].join(', ')
}

/** Equal as JSON, whatever the order of their keys (a record read from db.json and one made in code differ in it). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b)
}

function canonicalJson(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1))) : item,
  )
}

/**
 * How many of the oldest entries go now: every expired one once the oldest has been expired for `graceMs` (so expired
 * entries go in one batch at most once per `graceMs`), and past `maxEntries` enough to leave `dropAtOnce` free.
 * Entries are appended in time order, so the expired ones are at the front: this reads from the oldest and stops at the
 * first one still young. On a write that drops nothing it reads one entry.
 */
function countToDrop(trail: readonly AuditEntry[], now: number, graceMs: number): number {
  const over = trail.length - AUDIT_LIMITS.maxEntries
  const tooMany = over > 0 ? over + AUDIT_LIMITS.dropAtOnce : 0
  const oldest = trail[0]
  if (!oldest || Date.parse(oldest.at) >= now - AUDIT_LIMITS.maxAgeMs - graceMs) return tooMany
  let expired = 0
  while (expired < trail.length && Date.parse(trail[expired]!.at) < now - AUDIT_LIMITS.maxAgeMs) expired += 1
  return Math.max(expired, tooMany)
}

function trimTrail(tx: Transaction, now: number, graceMs: number): void {
  const trail = tx.data.audit
  const drop = countToDrop(trail, now, graceMs)
  if (drop > 0) tx.remove('audit', ...trail.slice(0, drop).map((entry) => entry.id))
}

/**
 * Past their share, the oldest failed sign-ins go (`dropAtOnce` of them, in one pass). Counting reads the whole trail,
 * but only on a failed sign-in, which has just spent far longer on bcrypt.
 */
function dropOldestFailedSignIns(tx: Transaction): void {
  const failed = tx.data.audit.filter((entry) => entry.action === 'sign-in-failed')
  if (failed.length <= AUDIT_LIMITS.maxFailedSignIns) return
  const dropped = failed.slice(0, failed.length - AUDIT_LIMITS.maxFailedSignIns + AUDIT_LIMITS.dropAtOnce)
  tx.remove('audit', ...dropped.map((entry) => entry.id))
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}
