import { join } from 'node:path'
import { z } from 'zod'
import { IdSchema } from '#shared/schema/common.ts'
import type { Inquiry } from '#shared/schema/inquiry.ts'
import { readJsonFile, writeJsonFile } from './json-file.ts'

const SeenFileSchema = z.object({
  version: z.literal(1),
  /** Per server: the ids of the inquiries it listed last time. */
  servers: z.record(z.string(), z.array(IdSchema)),
})

/** What a notification says about a new inquiry (no message text, no contact details). */
export const NewInquirySchema = z.object({
  id: IdSchema,
  name: z.string(),
  service: z.string(),
  createdAt: z.string(),
})
export type NewInquiry = z.infer<typeof NewInquirySchema>

export interface InquiryWatchOptions {
  /** The chosen server's address (settings.json), read at each check. */
  serverUrl: () => string | null
  listInquiries: () => Promise<Inquiry[]>
  /** New inquiries were found (a notification). */
  announce: (inquiries: NewInquiry[]) => void
}

/**
 * A system notification when a new inquiry arrives. Remembers, per server, which inquiries were already
 * listed (in `<data>/inquiries-seen.json`, so inquiries that came in while the app was closed are announced at the
 * next start). The first look at a server only takes note: its old inquiries are not news.
 */
export class InquiryWatch {
  readonly file: string
  #seen: Record<string, string[]> | null = null
  readonly #timers = new Set<ReturnType<typeof setInterval>>()

  constructor(
    dataDir: string,
    private readonly options: InquiryWatchOptions,
  ) {
    this.file = join(dataDir, 'inquiries-seen.json')
  }

  /** Inquiries not seen before (announced when there are any); none without a server. */
  async check(): Promise<NewInquiry[]> {
    const serverUrl = this.options.serverUrl()
    if (!serverUrl) return []
    const fresh = await this.#newInquiries(serverUrl, await this.options.listInquiries())
    if (fresh.length > 0) this.options.announce(fresh)
    return fresh
  }

  /** Checks now and every `intervalMs`; returns the function that stops it. */
  every(intervalMs: number): () => void {
    const look = () => {
      this.check().catch(() => {
        // Signed out (401) or offline: the banner says so; nothing to announce.
      })
    }
    look()
    const timer = setInterval(look, intervalMs)
    timer.unref?.()
    this.#timers.add(timer)
    return () => {
      clearInterval(timer)
      this.#timers.delete(timer)
    }
  }

  close(): void {
    for (const timer of this.#timers) clearInterval(timer)
    this.#timers.clear()
  }

  async #newInquiries(serverUrl: string, inquiries: Inquiry[]): Promise<NewInquiry[]> {
    this.#seen ??= (await readJsonFile(this.file, SeenFileSchema))?.servers ?? {}
    const known = this.#seen[serverUrl]
    const fresh = known ? inquiries.filter((inquiry) => !known.includes(inquiry.id)) : []
    const ids = inquiries.map((inquiry) => inquiry.id)
    if (!known || fresh.length > 0 || ids.length !== known.length) {
      this.#seen = { ...this.#seen, [serverUrl]: ids }
      await writeJsonFile(this.file, { version: 1, servers: this.#seen })
    }
    return fresh.map((inquiry) => ({
      id: inquiry.id,
      name: `${inquiry.firstName} ${inquiry.lastName}`.trim(),
      service: inquiry.service,
      createdAt: inquiry.createdAt,
    }))
  }
}
