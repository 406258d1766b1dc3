// Types for two small packages Express itself runs on, which ship none.

declare module 'fresh' {
  /** True when the response the client holds (If-None-Match / If-Modified-Since) is still current. */
  export default function fresh(
    requestHeaders: Record<string, string | string[] | undefined>,
    responseHeaders: { etag?: string; 'last-modified'?: string },
  ): boolean
}

declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    /** The best of `available` for the request's Accept-Encoding; ties go by `preferred`'s order. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined
  }
}
