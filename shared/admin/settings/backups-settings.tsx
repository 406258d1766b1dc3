import { type ChangeEvent, useId, useRef } from 'react'
import {
  type BackupEntry,
  type BackupKind,
  type Backups,
  MAX_BACKUP_ARCHIVE_BYTES,
  MAX_BACKUP_ARCHIVE_MB,
  type RestoreResult,
  durationText,
} from '#shared/schema/backups.ts'
import type { BackupStatus } from '#shared/schema/health.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { formatBytes, formatDateTime, plural, timeAgo } from '../ui/format.ts'
import { AlertIcon, RefreshIcon } from '../ui/icons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { useToast } from '../ui/toast.tsx'
import { usePending, useResource } from '../ui/use-resource.ts'
import { Definition } from '../ui/definition.tsx'
import { TableHead } from '../ui/table-head.tsx'

const UNIT_WORD: Record<string, string> = { m: 'minute', h: 'hour', d: 'day' }

/** 86400000 → "24 hours", as BACKUP_EVERY was written (24h), in words. */
function everyInWords(ms: number): string {
  const text = durationText(ms)
  return plural(Number.parseInt(text, 10), UNIT_WORD[text.slice(-1)] ?? 'minute')
}

/** "3 hours ago (Mar 1, 2025, 3:00 AM)": relative for a glance, absolute to be sure. */
function when(iso: string): string {
  return `${timeAgo(iso)} (${formatDateTime(iso)})`
}

const KIND_TEXT: Record<BackupKind, string> = { scheduled: 'Scheduled', manual: 'Made by hand', 'before-restore': 'Before a restore' }

/** Where the browser downloads a backup from (the desktop app saves it through its own dialog instead). */
export function backupArchiveUrl(name: string): string {
  return `/api/admin/backups/${encodeURIComponent(name)}/archive`
}

/**
 * The Backups tab (owner only; the server refuses an editor every backup route): whether the server backs itself up,
 * how the last backup went — a failure in words, not only in colour — when the next comes, "Back up now", every
 * backup kept with its download, and a restore from one of them or from a downloaded archive.
 */
export function BackupsSettings() {
  const { api, saveBackup } = useAdmin()
  const { showError } = useConsole()
  const toast = useToast()
  const confirm = useConfirm()
  const backups = useResource(() => api.getBackups())
  const [pending, run] = usePending()
  const [restoring, runRestore] = usePending()
  const titleId = useId()

  /** Asks first, then restores; the answer names what came back and the backup taken of what was there. */
  async function restore(what: string, start: () => Promise<RestoreResult>) {
    const yes = await confirm({
      title: 'Restore this backup?',
      message: (
        <>
          <p>
            The studio’s posts, pages, inquiries, accounts, settings and photos are replaced by those of <strong>{what}</strong>. The website shows them at
            once.
          </p>
          <p>A backup of everything as it is now is taken first, so this can be undone by restoring that one. Changes saved while it runs are refused.</p>
          <p>
            Who may sign in stays as it is now: every account keeps its current password, role and disabled state, and no one signed out since the backup is
            signed in again. Accounts removed since come back as the backup has them, signed out; accounts added since are gone, except yours. You stay signed
            in.
          </p>
        </>
      ),
      confirmLabel: 'Restore',
      tone: 'danger',
    })
    if (!yes) return
    try {
      const result = await runRestore(start)
      toast({
        title: 'Backup restored',
        description: `${plural(result.posts, 'post')}, ${plural(result.inquiries, 'inquiry', 'inquiries')} and ${plural(result.uploads, 'photo')} are back. What was there before is kept as the backup of ${formatDateTime(timeOfName(result.before))}.`,
      })
    } catch (error) {
      showError('Nothing was restored', error)
    }
    await backups.reload()
  }

  async function download(entry: BackupEntry) {
    if (!saveBackup) return
    try {
      const saved = await saveBackup(entry.name)
      if (saved) toast({ title: 'Backup saved', description: saved })
    } catch (error) {
      showError('The backup was not saved', error)
    }
  }

  async function backUpNow() {
    try {
      const answer = await run(() => api.backupNow())
      const size = answer.configured && answer.status.lastBytes !== null ? formatBytes(answer.status.lastBytes) : ''
      toast({ title: 'Backup made', description: size ? `${size}, checked: it opens.` : 'Checked: it opens.' })
    } catch (error) {
      showError('The backup was not made', error)
    }
    await backups.reload()
  }

  return (
    <section className="adm-card adm-backups" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-card__title">
        Backups
      </h2>
      <ResourceState resource={backups} words={{ loading: 'Loading backups...', loadError: 'The backups could not be loaded' }}>
        {backups.data?.configured === false && <BackupsOff />}
        {backups.data?.configured && (
          <>
            <BackupsOn backups={backups.data} pending={pending} onBackUpNow={() => void backUpNow()} onCheckAgain={() => void backups.reload()} />
            <BackupList
              list={backups.data.list}
              busy={restoring || pending || backups.data.status.running}
              onRestore={(entry) => void restore(`the backup of ${formatDateTime(entry.at)}`, () => api.restoreBackup(entry.name))}
              onSave={saveBackup ? (entry) => void download(entry) : undefined}
            />
            <RestoreFromFile
              busy={restoring || pending || backups.data.status.running}
              onFile={(file) =>
                void restore(`the file ${file.name}`, async () =>
                  api.restoreBackupArchive({ name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }),
                )
              }
            />
            <p role="status" className="adm-muted">
              {restoring ? 'Restoring: checking the backup, backing up the current data, then putting the backup in its place...' : ''}
            </p>
          </>
        )}
      </ResourceState>
    </section>
  )
}

/** `2025-03-01T03-00-00.000Z` → its time, as an ISO date the formatters read. */
function timeOfName(name: string): string {
  return name.replace(/T(\d{2})-(\d{2})-(\d{2})/, 'T$1:$2:$3')
}

interface BackupListProps {
  list: BackupEntry[]
  busy: boolean
  onRestore(entry: BackupEntry): void
  /** On desktop: saves the archive through a save dialog. Absent in the browser, which downloads by a link. */
  onSave: ((entry: BackupEntry) => void) | undefined
}

/**
 * Every backup kept, newest first: when, how large, how it came to be, and its download and restore. Said before the
 * download: the file holds the accounts' password hashes and the visitors' messages, whoever keeps it.
 */
function BackupList({ list, busy, onRestore, onSave }: BackupListProps) {
  const captionId = useId()
  const privateId = useId()
  if (list.length === 0) return <p className="adm-muted">No backups are kept yet.</p>
  return (
    <div className="adm-stack">
      <p id={privateId}>
        <strong>A backup file is private:</strong> it holds the staff accounts’ password hashes and everything visitors sent the studio (their names, emails,
        phone numbers and messages). Keep it where only you can open it, and never send it by email.
      </p>
      <div className="adm-table-wrap">
        <table className="adm-table adm-backups__list" aria-describedby={captionId}>
          <caption id={captionId} className="visually-hidden">
            Backups kept on the server, newest first
          </caption>
          <TableHead columns={['Date', 'Size', 'Kind', <span className="visually-hidden">Actions</span>]} />
          <tbody>
            {list.map((entry) => {
              const label = formatDateTime(entry.at)
              return (
                <tr key={entry.name}>
                  <th scope="row">{label}</th>
                  <td>{entry.bytes === null ? '—' : formatBytes(entry.bytes)}</td>
                  <td>{KIND_TEXT[entry.kind]}</td>
                  <td className="adm-backups__actions">
                    {onSave ? (
                      <button
                        type="button"
                        className="adm-button adm-button--secondary"
                        onClick={() => onSave(entry)}
                        aria-label={`Save the backup of ${label}`}
                        aria-describedby={privateId}
                      >
                        Save as...
                      </button>
                    ) : (
                      <a
                        className="adm-button adm-button--secondary"
                        href={backupArchiveUrl(entry.name)}
                        download
                        aria-label={`Download the backup of ${label}`}
                        aria-describedby={privateId}
                      >
                        Download
                      </a>
                    )}
                    <button
                      type="button"
                      className="adm-button adm-button--secondary"
                      disabled={busy}
                      onClick={() => onRestore(entry)}
                      aria-label={`Restore the backup of ${label}`}
                    >
                      Restore
                    </button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** A restore from a downloaded archive (.tar.gz): chosen here, checked by the server before anything changes. */
function RestoreFromFile({ busy, onFile }: { busy: boolean; onFile(file: File): void }) {
  const { showError } = useConsole()
  const input = useRef<HTMLInputElement>(null)
  const helpId = useId()
  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (file.size > MAX_BACKUP_ARCHIVE_BYTES) {
      showError('Nothing was restored', new Error(`The file is larger than ${MAX_BACKUP_ARCHIVE_MB} MB; a studio backup is smaller.`))
      return
    }
    onFile(file)
  }
  return (
    <div className="adm-stack">
      <h3 className="adm-card__subtitle">Restore from a file</h3>
      <p id={helpId} className="adm-muted">
        A backup downloaded from here (a .tar.gz file). It is checked first: a damaged file, or one that is not a studio backup, is refused and nothing changes.
      </p>
      <div>
        <button type="button" className="adm-button adm-button--secondary" aria-describedby={helpId} disabled={busy} onClick={() => input.current?.click()}>
          Choose a backup file...
        </button>
        {/* Opened by the button above, which the keyboard reaches and a screen reader names. */}
        <input ref={input} type="file" hidden accept=".tar.gz,.tgz,application/gzip" data-backup-file onChange={chosen} />
      </div>
    </div>
  )
}

function BackupsOff() {
  return (
    <div className="adm-stack">
      <p>
        <strong>Scheduled backups are off:</strong> the server was started with <code className="adm-mono">BACKUP_EVERY=off</code>, so it does not back up the
        studio’s posts, inquiries, accounts and photos by itself, and nothing can be restored from here.
      </p>
      <p>To turn them on, remove that setting from the server’s environment (they are daily by default), or set these, then restart it:</p>
      <dl className="adm-definitions">
        <Definition term={<code className="adm-mono">BACKUP_DIR</code>}>
          The folder they go to; by default the data folder’s own, beside it (data → data-backups)
        </Definition>
        <Definition term={<code className="adm-mono">BACKUP_EVERY</code>}>How often: 30m, 6h, 24h or 7d (at least 5 minutes; 24h unless set)</Definition>
        <Definition term={<code className="adm-mono">BACKUP_KEEP</code>}>How many to keep (14 unless set); older ones are deleted</Definition>
      </dl>
      <p className="adm-muted">
        Until then, <code className="adm-mono">npm run backup</code> on the server makes one by hand.
      </p>
    </div>
  )
}

interface BackupsOnProps {
  backups: Extract<Backups, { configured: true }>
  pending: boolean
  onBackUpNow(): void
  onCheckAgain(): void
}

function BackupsOn({ backups, pending, onBackUpNow, onCheckAgain }: BackupsOnProps) {
  const { status } = backups
  const busy = pending || status.running
  return (
    <div className="adm-stack">
      {status.lastError && status.lastErrorAt && <BackupFailure status={status} />}
      <dl className="adm-definitions">
        <Definition term="Last backup">
          {status.lastAt ? (
            <>
              {when(status.lastAt)}
              {status.lastBytes !== null && <>, {formatBytes(status.lastBytes)}</>}
            </>
          ) : (
            'None yet'
          )}
        </Definition>
        <Definition term="Next backup">
          {status.running ? 'Being made now' : status.nextAt ? when(status.nextAt) : 'None planned: the server is stopping'}
        </Definition>
        <Definition term="Schedule">
          Every {everyInWords(backups.everyMs)}, keeping the newest {backups.keep}
        </Definition>
        <Definition term="Folder on the server" className="adm-mono">
          {backups.folder}
        </Definition>
      </dl>
      <p className="adm-muted">
        A backup is a copy of everything the studio keeps: posts, pages, inquiries, accounts, settings and photos. Download one now and then and keep it off
        this server (a USB stick, cloud storage): a backup on the same disk goes with the disk.
      </p>
      <div className="adm-form-actions">
        <p role="status" className="adm-muted">
          {pending ? 'Backing up: copying the data and checking that the copy opens...' : status.running ? 'A backup is being made right now.' : ''}
        </p>
        {status.running && !pending && (
          <button type="button" className="adm-button adm-button--secondary" onClick={onCheckAgain}>
            <RefreshIcon /> Check again
          </button>
        )}
        <button type="button" className="adm-button adm-button--primary" onClick={onBackUpNow} disabled={busy}>
          {pending ? 'Backing up...' : 'Back up now'}
        </button>
      </div>
    </div>
  )
}

/** The last try failed: said in words, with when, why, and what happens next. */
function BackupFailure({ status }: { status: BackupStatus }) {
  return (
    <div className="adm-notice">
      <p className="adm-notice__title">
        <AlertIcon width={18} height={18} /> The last backup failed
      </p>
      <p>
        {status.lastErrorAt && <>{when(status.lastErrorAt)}: </>}
        {status.lastError}
      </p>
      <p className="adm-muted">
        {status.lastAt ? 'The earlier backups are kept. ' : ''}
        {status.nextAt ? `The server tries again ${timeAgo(status.nextAt)}, or use Back up now once it is fixed.` : ''}
      </p>
    </div>
  )
}
