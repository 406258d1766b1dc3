import { usePageContext } from 'vike-react/usePageContext'
import { fontFaceCss } from 'virtual:site-fonts'
import { AFTER_FIRST_PAINT_SCRIPT } from '#shared/head/after-first-paint.ts'
import { localizedPath } from '#shared/content/routes.ts'
import { FAVICON_SIZES, SOCIAL_CARD, faviconPngUrl, socialCardUrl } from '#shared/content/brand-files.ts'
import { HeroPhotoPreload } from '../components/hero-photo.tsx'
import { JsonLd } from '../components/json-ld.tsx'
import { createI18n } from '../i18n/i18n.ts'
import { pageTrail } from '../seo/breadcrumb-trail.ts'
import { breadcrumbJsonLd } from '../seo/json-ld.ts'
import { pageMeta } from '../seo/page-meta.ts'
import { heroShareImage } from '../seo/share-image.ts'
import { hasEveryTwin, pageTwin } from '../seo/page-twins.ts'

/**
 * Every page's head: the web fonts' rules (inline, like the rest of the CSS: server/content/inline-styles.ts),
 * keywords, canonical, hreflang alternates (en, es, x-default) where the page exists in both languages, social tags and the breadcrumb JSON-LD. Title and
 * description come from +title/+description (same pageMeta).
 */
/** The drawn card's size (site/public/images/og-studio.png). */
const DRAWN_CARD = { width: 1200, height: 630 }

export default function Head() {
  const pageContext = usePageContext()
  if (pageContext.urlPathname.startsWith('/admin')) return null
  // +Head renders outside +Wrapper's i18n provider: it makes its own instance.
  const { language, urlPathname, publicUrl } = pageContext
  const i18n = createI18n(language, pageContext.translations ?? {}, pageContext.studio)
  const t = i18n.t.bind(i18n)
  const meta = pageMeta(pageContext)
  const url = (lang: 'en' | 'es') => `${publicUrl}${pageTwin(pageContext, lang) ?? localizedPath(urlPathname, lang)}`
  const trail = pageTrail(pageContext, t)
  const notFound = pageContext.is404 === true
  const { logo, favicon } = pageContext.brand ?? { logo: null, favicon: null }
  // A page is shared with its own picture (a post's cover), else its hero photo's crop, else the studio's logo card,
  // else the drawing's.
  const heroImage = heroShareImage(pageContext)
  const shareImage = meta.image
    ? { url: meta.image, width: meta.imageWidth, height: meta.imageHeight }
    : heroImage
      ? heroImage
      : logo
        ? { url: `${publicUrl}${socialCardUrl(logo.hash)}`, ...SOCIAL_CARD }
        : { url: `${publicUrl}/images/og-studio.png`, ...DRAWN_CARD }

  return (
    <>
      {/* Our own build's @font-face rules (nothing in them comes from a visitor or the store). The page paints in
          the fallback faces; the script loads the web fonts after that paint, or at once when they are cached
          (shared/head/after-first-paint.ts). No font is preloaded: it would land before the first paint. */}
      <style dangerouslySetInnerHTML={{ __html: fontFaceCss }} />
      <script dangerouslySetInnerHTML={{ __html: AFTER_FIRST_PAINT_SCRIPT }} />
      {/* No paint before the header is whole: a busy browser may paint a page it has only partly parsed, and the
          header's right-aligned links then moved as the rest arrived (a layout shift of 0.006–0.01). Chromium and
          Safari hold rendering until <main> starts; other browsers ignore the link. */}
      <link rel="expect" href="#main" blocking="render" />
      {favicon ? (
        <>
          {FAVICON_SIZES.filter((size) => size !== 180).map((size) => (
            <link key={size} rel="icon" href={faviconPngUrl(favicon.hash, size)} sizes={`${size}x${size}`} type="image/png" />
          ))}
          <link rel="apple-touch-icon" href={faviconPngUrl(favicon.hash, 180)} />
        </>
      ) : (
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      )}
      <HeroPhotoPreload />
      <meta name="theme-color" content="#4a2040" />
      {meta.keywords && <meta name="keywords" content={meta.keywords} />}
      {meta.noindex || notFound ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url(language)} />
          {/* Alternates only between a page and its real twin (a post has none in the other language). */}
          {hasEveryTwin(pageContext) && (
            <>
              <link rel="alternate" hrefLang="en" href={url('en')} />
              <link rel="alternate" hrefLang="es" href={url('es')} />
              <link rel="alternate" hrefLang="x-default" href={url('en')} />
            </>
          )}
        </>
      )}
      <meta property="og:type" content={urlPathname.startsWith('/blog/') ? 'article' : 'website'} />
      <meta property="og:site_name" content={pageContext.studio.name} />
      <meta property="og:locale" content={language === 'es' ? 'es_US' : 'en_US'} />
      <meta property="og:url" content={url(language)} />
      {meta.socialTitle && <meta name="twitter:title" content={meta.socialTitle} />}
      {meta.socialDescription && <meta name="twitter:description" content={meta.socialDescription} />}
      <meta property="og:image" content={shareImage.url} />
      {shareImage.width && shareImage.height && (
        <>
          <meta property="og:image:width" content={String(shareImage.width)} />
          <meta property="og:image:height" content={String(shareImage.height)} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      {trail.length > 1 && !notFound && <JsonLd data={breadcrumbJsonLd(trail, publicUrl)} />}
    </>
  )
}
