/** Told when the logo changes, so the top bar shows the new one at once. */
export const BRAND_CHANGED = 'belleza-admin:brand-changed'

/** A brand file's address as the console reaches it: the site's own server (the desktop app's too). */
export const brandAddress = (siteUrl: string, url: string) => `${siteUrl.replace(/\/+$/, '')}${url}`
