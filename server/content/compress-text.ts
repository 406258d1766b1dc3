import compression from 'compression'

/**
 * Compression for bodies made per request (API answers, feeds, build files). It sits only on those routes:
 * answers held in memory bring their encodings (content/answers.ts) and skip its per-response wrapping altogether.
 */
export const compressText = compression({ threshold: 1024 })
