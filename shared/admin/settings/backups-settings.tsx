import { useId } from 'react'
import { type Backups, durationText } from '../../schema/backups.ts'
import type { BackupStatus } from '../../schema/health.ts'
import { useAdmin } from '../shell/admin-context.tsx'
import { useConsole } from '../shell/console-context.tsx'
import { formatBytes, formatDateTime, plural, timeAgo } from '../ui/format.ts'
import { AlertIcon, RefreshIcon } from '../ui/icons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useToast } from '../ui/toast.tsx'
import { usePending, useResource } from '../ui/use-resource.ts'
import { Definition } from '../ui/definition.tsx'

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

/**
 * Issue 17: the Backups tab (owner only): whether the server backs itself up, how the last backup went — a failure
 * in words, not only in colour — when the next comes, and "Back up now".
 */
export function BackupsSettings() {
  const { api } = useAdmin()
  const { showError } = useConsole()
  const toast = useToast()
  const backups = useResource(() => api.getBackups())
  const [pending, run] = usePending()
  const titleId = useId()

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
      <ResourceState resource={backups} loadingText="Loading backups..." errorTitle="The backups could not be loaded">
        {backups.data?.configured === false && <BackupsOff />}
        {backups.data?.configured && (
          <BackupsOn backups={backups.data} pending={pending} onBackUpNow={() => void backUpNow()} onCheckAgain={() => void backups.reload()} />
        )}
      </ResourceState>
    </section>
  )
}

function BackupsOff() {
  return (
    <div className="adm-stack">
      <p>
        <strong>Scheduled backups are off:</strong> the server does not back up the studio’s posts, inquiries, accounts and photos by itself.
      </p>
      <p>To turn them on, set these in the server’s environment, then restart it:</p>
      <dl className="adm-definitions">
        <Definition term={<code className="adm-mono">BACKUP_DIR</code>}>The folder they go to, best on another disk, e.g. /mnt/backup/belleza</Definition>
        <Definition term={<code className="adm-mono">BACKUP_EVERY</code>}>How often: 30m, 6h, 24h or 7d (at least 5 minutes)</Definition>
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
