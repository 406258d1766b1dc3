/** An archive refused before anything of it was used: the message says why, for the owner. */
export class ArchiveError extends Error {
  override name = 'ArchiveError'
}
