/** Now, as the store writes timestamps. Never equal to `previous`: an update always changes `updatedAt`. */
export function timestamp(previous?: string): string {
  let now = Date.now()
  if (previous) now = Math.max(now, Date.parse(previous) + 1)
  return new Date(now).toISOString()
}
