import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuditAction, AuditEntry } from '#shared/schema/audit.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { AUDIT_LIMITS, type AuditBy, listAudit, pruneAudit, recordAudit } from './audit.ts'
import { createCategory } from './categories.ts'
import { FailingDisk } from './failing-disk.ts'
import { type Store, openStore } from './store.ts'

const tempDir = tempDirs('studio-audit-')
const openStores: Store[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(openStores.splice(0).map((store) => store.close().catch(() => {})))
})

async function open(dir: string, disk?: FailingDisk): Promise<Store> {
  const store = await openStore(dir, disk ? { openJournal: disk.open } : {})
  openStores.push(store)
  return store
}

const DAY = 24 * 60 * 60 * 1000
const ANA: AuditBy = { actor: { id: 'ana', name: 'Ana López' }, address: '203.0.113.7' }
const SIGN_IN = { action: 'signed-in', target: { type: 'session', id: 'ana', label: 'ana' } } as const

/** `count` entries a second apart, the newest `endingAgo` ms ago: a trail as a long-running studio has it. */
function pastEntries(count: number, endingAgo: number, action: AuditAction = 'changed', prefix: string = action): AuditEntry[] {
  const newest = Date.now() - endingAgo
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index}`,
    at: new Date(newest - (count - 1 - index) * 1000).toISOString(),
    actor: ANA.actor,
    action,
    target: { type: 'post', id: `post-${index}`, label: `Post ${index}` },
    address: ANA.address,
  }))
}

async function withTrail(dir: string, entries: AuditEntry[]): Promise<Store> {
  const store = await open(dir)
  await store.update((tx) => {
    for (const entry of entries) tx.put('audit', entry)
  })
  return store
}

const lastJournalLine = async (dir: string) => JSON.parse((await readFile(join(dir, 'db.journal'), 'utf8')).trim().split('\n').at(-1)!)
const lashLift = { name: 'Lash Lift', slug: 'lash-lift', description: '' }

describe('the audit trail in the store', () => {
  it('is written in the same journal line as the change it describes, and neither stays when the disk refuses the write', async () => {
    const dir = await tempDir()
    const disk = new FailingDisk()
    const store = await open(dir, disk)
    disk.failWrites = true
    await expect(createCategory(store, lashLift, ANA)).rejects.toMatchObject({ status: 503 })
    expect(store.data.categories).toEqual([])
    expect(store.data.audit).toEqual([])

    disk.heal()
    const category = await createCategory(store, lashLift, ANA)
    const line = await lastJournalLine(dir)
    const puts = (collection: string) => line.ops.filter((op: { put?: string }) => op.put === collection).map((op: { record: unknown }) => op.record)
    expect(puts('categories')).toEqual([category])
    expect(puts('audit')).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        actor: ANA.actor,
        action: 'created',
        target: { type: 'category', id: category.id, label: 'Lash Lift' },
        address: ANA.address,
      },
    ])
  })

  it('records nothing for a change that is refused, nor for the server’s own changes (no one acted)', async () => {
    const store = await open(await tempDir())
    await createCategory(store, lashLift) // as seeding does
    await expect(createCategory(store, lashLift, ANA)).rejects.toMatchObject({ status: 409 })
    expect(store.data.audit).toEqual([])
  })

  it('keeps the store revision when only the trail changed, so a sign-in lets no held page go', async () => {
    const store = await open(await tempDir())
    const revision = store.revision
    await recordAudit(store, ANA, SIGN_IN)
    expect(store.revision).toBe(revision)
    await createCategory(store, lashLift, ANA)
    expect(store.revision).toBe(revision + 1)
  })

  it('drops entries older than 90 days on start, and on the first write after an entry passes 90 days', async () => {
    const dir = await tempDir()
    const store = await withTrail(dir, [...pastEntries(3, 91 * DAY, 'changed', 'expired'), ...pastEntries(2, 89 * DAY, 'changed', 'young')])
    await pruneAudit(store)
    expect(store.data.audit.map((entry) => entry.id)).toEqual(['young-0', 'young-1'])

    // Two days later, the next write (here a sign-in) drops them too.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2 * DAY)
    await recordAudit(store, ANA, SIGN_IN)
    expect(store.data.audit.map((entry) => entry.action)).toEqual(['signed-in'])
    vi.useRealTimers()

    await store.close()
    const reopened = await open(dir)
    expect(reopened.data.audit.map((entry) => entry.action)).toEqual(['signed-in'])
  })

  it('never shows an entry past 90 days, though a write may keep it up to an hour longer (expired ones go in batches)', async () => {
    const store = await withTrail(await tempDir(), pastEntries(1, 90 * DAY + 10 * 60 * 1000, 'changed', 'just-expired'))
    await recordAudit(store, ANA, SIGN_IN)
    expect(store.data.audit.map((entry) => entry.id)).toContain('just-expired-0')
    expect(listAudit(store, { limit: 100 }).map((entry) => entry.action)).toEqual(['signed-in'])
  })

  it(`keeps at most ${AUDIT_LIMITS.maxEntries} entries: past them the oldest go, ${AUDIT_LIMITS.dropAtOnce} at a time`, async () => {
    const dir = await tempDir()
    const store = await withTrail(dir, pastEntries(AUDIT_LIMITS.maxEntries, DAY))
    await recordAudit(store, ANA, SIGN_IN)
    const kept = AUDIT_LIMITS.maxEntries - AUDIT_LIMITS.dropAtOnce
    expect(store.data.audit).toHaveLength(kept)
    expect(store.data.audit[0]!.id).toBe(`changed-${AUDIT_LIMITS.dropAtOnce + 1}`)
    expect(store.data.audit.at(-1)!.action).toBe('signed-in')

    await store.close()
    const reopened = await open(dir)
    expect(reopened.data.audit).toHaveLength(kept)
    expect(reopened.data.audit[0]!.id).toBe(`changed-${AUDIT_LIMITS.dropAtOnce + 1}`)
  })

  it(`keeps at most ${AUDIT_LIMITS.maxFailedSignIns} failed sign-ins, so a flood of them cannot push the staff’s entries out`, async () => {
    const store = await withTrail(await tempDir(), [
      ...pastEntries(50, 2 * DAY, 'published'),
      ...pastEntries(AUDIT_LIMITS.maxFailedSignIns, DAY, 'sign-in-failed'),
    ])
    const failure = { action: 'sign-in-failed', target: { type: 'session', id: null, label: 'admin' } } as const
    await recordAudit(store, { actor: null, address: '198.51.100.9' }, failure)

    const failed = store.data.audit.filter((entry) => entry.action === 'sign-in-failed')
    expect(failed).toHaveLength(AUDIT_LIMITS.maxFailedSignIns - AUDIT_LIMITS.dropAtOnce)
    expect(failed[0]!.id).toBe(`sign-in-failed-${AUDIT_LIMITS.dropAtOnce + 1}`)
    expect(failed.at(-1)).toMatchObject({ actor: null, address: '198.51.100.9' })
    expect(store.data.audit.filter((entry) => entry.action === 'published')).toHaveLength(50)
  })

  it('gives every entry a time after the one before, so paging by time never skips or repeats one', async () => {
    const store = await open(await tempDir())
    await Promise.all(Array.from({ length: 20 }, () => recordAudit(store, ANA, SIGN_IN)))
    const times = store.data.audit.map((entry) => Date.parse(entry.at))
    expect(times.every((time, index) => index === 0 || time > times[index - 1]!)).toBe(true)
  })

  it('clips long texts to what the schema takes, so the store always starts again', async () => {
    const dir = await tempDir()
    const store = await open(dir)
    await recordAudit(
      store,
      { actor: { id: 'x', name: 'N'.repeat(500) }, address: 'a'.repeat(500) },
      {
        action: 'changed',
        target: { type: 'post', id: 'p', label: 'L'.repeat(500) },
        details: 'D'.repeat(1000),
      },
    )
    await store.close()
    const reopened = await open(dir)
    const [entry] = reopened.data.audit
    expect(entry!.target!.label).toHaveLength(200)
    expect(entry!.details).toHaveLength(300)
  })
})
