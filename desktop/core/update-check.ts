import { load } from 'js-yaml'
import semver from 'semver'
import { z } from 'zod'
import type { FetchFunction } from './cookie-jar-fetch.ts'
import { sendsPasswordInClear } from './server-address.ts'

/**
 * The desktop app updates itself from the studio's own server. The decisions live here, in plain
 * TypeScript tested against the real server (update-check.test.ts); desktop/main/updates.ts only hands them to
 * electron-updater.
 */

/** Where the server serves DATA_DIR/desktop-updates/ (server/routes/desktop-updates.ts). */
const UPDATE_FEED_PATH = '/desktop/updates/'
/** On start, then this often while the app runs. */
export const UPDATE_CHECK_EVERY_MS = 6 * 60 * 60 * 1000
/** After a failed check (server away, studio Wi-Fi down): try again sooner than the usual round. */
export const UPDATE_RETRY_MS = 30 * 60 * 1000

/** The feed of the server the app is signed in to, or null before one is chosen. */
export function updateFeedUrl(serverUrl: string | null): string | null {
  if (!serverUrl) return null
  return new URL(UPDATE_FEED_PATH, serverUrl).href
}

/**
 * The channel file electron-updater reads for this system (electron-updater's Provider.getChannelFilePrefix):
 * latest.yml on Windows, latest-mac.yml, latest-linux.yml (latest-linux-arm64.yml on other architectures).
 */
export function channelFileName(platform: NodeJS.Platform, arch: string): string {
  if (platform === 'darwin') return 'latest-mac.yml'
  if (platform === 'linux') return arch === 'x64' ? 'latest-linux.yml' : `latest-linux-${arch}.yml`
  return 'latest.yml'
}

/** The part of electron-builder's channel file the decision needs (the rest is electron-updater's to read). */
const ChannelFileSchema = z.object({
  version: z.string().refine((version) => semver.valid(version) !== null, 'not a version (x.y.z)'),
  releaseDate: z.string().optional(),
  files: z.array(z.object({ url: z.string().min(1) })).min(1),
})

export type UpdateCheck =
  | { status: 'available'; version: string; feedUrl: string }
  | { status: 'up-to-date'; version: string; feedUrl: string }
  /** No release published on this server (no channel file): nothing to say to staff. */
  | { status: 'none-published'; feedUrl: string }
  /**
   * Plain http to another computer: anyone on the network could swap the channel file and the installer together
   * (its sha512 travels in the same file), so the app does not update from there.
   */
  | { status: 'not-encrypted'; feedUrl: string }
  | { status: 'failed'; feedUrl: string; problem: string }

/** Whether `latest` replaces `current`: strictly newer only (electron-updater's rule without allowDowngrade). */
export function isNewerVersion(latest: string, current: string): boolean {
  return semver.valid(latest) !== null && semver.valid(current) !== null && semver.gt(latest, current)
}

export interface UpdateCheckOptions {
  serverUrl: string | null
  currentVersion: string
  platform: NodeJS.Platform
  arch: string
  fetch: FetchFunction
}

/** Reads the server's channel file and decides whether an update is waiting there. */
export async function checkForUpdate({ serverUrl, currentVersion, platform, arch, fetch }: UpdateCheckOptions): Promise<UpdateCheck | null> {
  const feedUrl = updateFeedUrl(serverUrl)
  if (!feedUrl) return null
  if (sendsPasswordInClear(feedUrl)) return { status: 'not-encrypted', feedUrl }
  try {
    const answer = await fetch(new URL(channelFileName(platform, arch), feedUrl), { signal: AbortSignal.timeout(15_000) })
    if (answer.status === 404) return { status: 'none-published', feedUrl }
    if (!answer.ok) return { status: 'failed', feedUrl, problem: `the server answered ${answer.status}` }
    const parsed = ChannelFileSchema.safeParse(load(await answer.text()))
    if (!parsed.success) return { status: 'failed', feedUrl, problem: `the channel file is not one electron-builder wrote: ${parsed.error.issues[0]?.message}` }
    const { version } = parsed.data
    return { status: isNewerVersion(version, currentVersion) ? 'available' : 'up-to-date', version, feedUrl }
  } catch (error) {
    return { status: 'failed', feedUrl, problem: error instanceof Error ? error.message : String(error) }
  }
}

/** When to look again: the usual round after a check, sooner after a failure or while no server is chosen yet. */
export function nextCheckDelay(check: UpdateCheck | null): number {
  return check === null || check.status === 'failed' ? UPDATE_RETRY_MS : UPDATE_CHECK_EVERY_MS
}
