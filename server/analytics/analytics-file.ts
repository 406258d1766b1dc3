import { randomBytes } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'

/** The counts' own file, beside the store's and never part of it: counting changes no revision. */
export const ANALYTICS_FILE = 'analytics.json'

/**
 * One day's counts. `views` by "language|page|source|device": [page views, visitors of that page, visitors who began
 * their day there]; `intents` by "language|page|source|device|intent". Sources and devices are each visitor's of
 * that day.
 */
const DaySchema = z.object({
  visitors: z.number().int().min(0),
  views: z.record(z.string(), z.tuple([z.number().int().min(0), z.number().int().min(0), z.number().int().min(0)])),
  intents: z.record(z.string(), z.number().int().min(0)),
})
export type DayCounts = z.infer<typeof DaySchema>

const FileSchema = z.object({ version: z.literal(1), days: z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), DaySchema) })
export type AnalyticsData = z.infer<typeof FileSchema>

/** The counts as last written, or none yet. A file that cannot be read as counts is set aside, not overwritten. */
export async function readAnalytics(dataDir: string): Promise<AnalyticsData> {
  const path = join(dataDir, ANALYTICS_FILE)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, days: {} }
    throw error
  }
  try {
    return FileSchema.parse(JSON.parse(text))
  } catch {
    await rename(path, `${path}.unreadable-${Date.now()}`)
    return { version: 1, days: {} }
  }
}

/** Writes the whole file anew beside the old one, then takes its place: a crash leaves one or the other, whole. */
export async function writeAnalytics(dataDir: string, data: AnalyticsData): Promise<void> {
  const path = join(dataDir, ANALYTICS_FILE)
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`
  try {
    await writeFile(temporary, JSON.stringify(data))
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
