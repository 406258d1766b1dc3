/** Turns what someone typed ("localhost:3000", "https://studio.example/admin") into the server's origin. */
export function normalizeServerUrl(text: string): string {
  const typed = text.trim()
  if (typed === '') throw new ServerAddressError('Enter the address of the studio server, e.g. http://localhost:3000')
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(typed) ? typed : `http://${typed}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    throw new ServerAddressError(`"${typed}" is not a web address. Use one like http://localhost:3000`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ServerAddressError('The address must start with http:// or https://')
  }
  if (url.username || url.password) throw new ServerAddressError('The address must not contain a user name or password')
  if (!url.hostname) throw new ServerAddressError('The address needs a host name, e.g. studio.example')
  return url.origin
}

export class ServerAddressError extends Error {
  override name = 'ServerAddressError'
}

/** Names that never leave this computer: a plain-http address there sends nothing across the network. */
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]'])

/** What a plain-http address off this computer needs before the app connects to it. */
export const UNENCRYPTED_NOT_ACCEPTED = 'Use an https:// address, or tick “I understand” to connect without encryption.'

/**
 * Whether signing in to this address would send the password across the network unencrypted: plain
 * http to any host but this computer. False for https, for localhost, and for text that is no address at all
 * (the connect step explains that one).
 */
export function sendsPasswordInClear(text: string): boolean {
  let origin: URL
  try {
    origin = new URL(normalizeServerUrl(text))
  } catch {
    return false
  }
  const loopback = LOOPBACK_HOSTS.has(origin.hostname) || origin.hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(origin.hostname)
  return origin.protocol === 'http:' && !loopback
}
