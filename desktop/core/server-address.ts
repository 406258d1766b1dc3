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
