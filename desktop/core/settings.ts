import { join } from 'node:path'
import { z } from 'zod'
import { readJsonFile, writeJsonFile } from './json-file.ts'
import { WindowStateSchema } from './window-state.ts'

/** The server's origin as `normalizeServerUrl` gives it. */
const ServerUrlSchema = z.url({ protocol: /^https?$/ })

const DesktopSettingsSchema = z.object({
  version: z.literal(1),
  serverUrl: ServerUrlSchema.nullable(),
  /** The plain-http address staff accepted to use unencrypted ("I understand"); absent in older files. */
  unencryptedAccepted: ServerUrlSchema.nullable().default(null),
  window: WindowStateSchema.nullable(),
})
export type DesktopSettings = z.infer<typeof DesktopSettingsSchema>

/** What the renderer sees of the settings. */
export interface DesktopSettingsView {
  /** The server the app uses; null before the first connect, or while `unacceptedServerUrl` waits for "I understand". */
  serverUrl: string | null
  /**
   * A saved plain-http address of another computer that nobody accepted to use unencrypted (saved by a version
   * before the warning): the app sends nothing to it, and the connect screen asks, with this address filled in.
   */
  unacceptedServerUrl?: string
}

const DEFAULTS: DesktopSettings = { version: 1, serverUrl: null, unencryptedAccepted: null, window: null }

/** settings.json in the app's data folder: the studio server's address and the window's place on screen. */
export class SettingsFile {
  readonly file: string
  #current: DesktopSettings = DEFAULTS

  private constructor(dataDir: string) {
    this.file = join(dataDir, 'settings.json')
  }

  static async open(dataDir: string): Promise<SettingsFile> {
    const settings = new SettingsFile(dataDir)
    settings.#current = (await readJsonFile(settings.file, DesktopSettingsSchema)) ?? DEFAULTS
    return settings
  }

  get current(): DesktopSettings {
    return this.#current
  }

  async update(change: Partial<Omit<DesktopSettings, 'version'>>): Promise<DesktopSettings> {
    this.#current = { ...this.#current, ...change }
    await writeJsonFile(this.file, this.#current)
    return this.#current
  }
}
