import helmet from 'helmet'

/**
 * Security headers for every answer. The CSP allows what the site uses and nothing more: our own scripts,
 * inline styles (React style props and the Markdown editor), images over https (posts may link images),
 * and YouTube/Vimeo frames (the editor's video embeds).
 */
export function securityHeaders({ dev }: { dev: boolean }) {
  return helmet({
    // Vite's dev server injects inline scripts for hot reload; production pages have none.
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            // Post videos, and the map and social feeds the site loads on request (shared/content/studio.ts embeds).
            frameSrc: [
              'https://www.youtube.com',
              'https://www.youtube-nocookie.com',
              'https://player.vimeo.com',
              'https://www.google.com',
              'https://www.instagram.com',
              'https://www.facebook.com',
            ],
            mediaSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    // Cross-origin isolation would block the YouTube and map embeds.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
}
