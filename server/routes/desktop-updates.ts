import { lstat } from 'node:fs/promises'
import { join } from 'node:path'
import express from 'express'

/** Where the studio drops a desktop release (README "Publishing a desktop update"): DATA_DIR/desktop-updates/. */
export const DESKTOP_UPDATES_FOLDER = 'desktop-updates'

/**
 * The files electron-updater's generic provider asks for, and nothing else: the channel files (latest.yml,
 * latest-mac.yml, latest-linux[-arm64].yml), the installers (.exe, .dmg, .zip, .AppImage, .deb) and their
 * blockmaps (differential downloads). One plain name, no folders, no dot files.
 */
const RELEASE_FILE = /^(?:latest(?:-mac|-linux(?:-[a-z\d]+)?)?\.yml|[a-z\d][\w.-]*\.(?:exe|dmg|zip|AppImage|deb)(?:\.blockmap)?)$/i

export function isReleaseFileName(name: string): boolean {
  return RELEASE_FILE.test(name) && !name.includes('..')
}

/**
 * The desktop app's update feed at /desktop/updates/. Static files with no listing; anything that is not
 * a release file (a regular file, never a symlink) answers 404 here, never the website. Channel files are revalidated on every check (a new release
 * replaces them); installers keep their ETag and Range support (electron-updater resumes and downloads blocks).
 */
export function serveDesktopUpdates(dataDir: string) {
  const folder = join(dataDir, DESKTOP_UPDATES_FOLDER)
  const router = express.Router({ caseSensitive: true, strict: true })
  router.get('/:file', async (req, res, next) => {
    const file = req.params.file
    if (!isReleaseFileName(file)) return next()
    // A regular file of the folder only: a symlink (which could lead anywhere on the disk) or a folder is not here.
    const found = await lstat(join(folder, file)).catch(() => undefined)
    if (!found?.isFile()) return next()
    const channelFile = file.endsWith('.yml')
    res.sendFile(
      file,
      {
        root: folder,
        dotfiles: 'deny',
        // A channel file must never be a stale copy; an installer's name carries its version.
        cacheControl: false,
        headers: {
          'Cache-Control': channelFile ? 'no-cache' : 'public, max-age=3600',
          'Content-Type': channelFile ? 'text/yaml; charset=utf-8' : 'application/octet-stream',
          ...(channelFile ? {} : { 'Content-Disposition': `attachment; filename="${file}"` }),
        },
      },
      (error?: NodeJS.ErrnoException & { status?: number }) => {
        if (!error) return
        if (res.headersSent) return next(error)
        next(error.status === 404 || error.code === 'ENOENT' ? undefined : error)
      },
    )
  })
  // Everything else (the folder itself, other names, other methods): a plain 404, no listing, no site page.
  router.use((_req, res) => {
    res.status(404).type('text').set('Cache-Control', 'no-store').send('Not Found')
  })
  return router
}
