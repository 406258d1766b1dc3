import createDOMPurify, { type DOMPurify } from 'dompurify'

/** Links only http, https, mailto, tel (and the site's own paths and anchors). */
const SAFE_LINK = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i
/** Images only http, https, data:image (and uploads served by this site). */
const SAFE_IMAGE = /^(?:https?:\/\/|data:image\/(?:png|jpe?g|gif|webp|avif|bmp);base64,|\/(?!\/))/i
/** Iframes only YouTube and Vimeo embeds (the editor's video button). */
const SAFE_EMBED = /^https:\/\/(?:www\.youtube(?:-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+(?:\?[\w=&%.-]*)?$/i
/** The only `allow` a video frame gets. */
const VIDEO_PERMISSIONS = 'encrypted-media; picture-in-picture; fullscreen'
/** DOMPurify's prefix for a post's ids and names, so they can never collide with the page's own (#main, #results...). */
const USER_CONTENT = 'user-content-'
/** Inline styles the editor writes (text colour, background colour, alignment); anything else is dropped. */
const SAFE_STYLE = /^(color|background-color|text-align)\s*:\s*(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/i

/**
 * DOMPurify on a jsdom window, made on the first post written: loading jsdom takes about a third of a second, which
 * every server start paid before (a start must stay under 3 s), though most starts never write a post.
 */
let purifier: Promise<DOMPurify> | undefined
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import('jsdom').then(({ JSDOM }) => withHooks(createDOMPurify(new JSDOM('').window)))
  return purifier
}

function withHooks(purify: DOMPurify): DOMPurify {
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return
    const element = node as Element
    if (!SAFE_EMBED.test(element.getAttribute('src') ?? '')) element.remove()
  })

  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element
    const tag = element.tagName?.toLowerCase()
    if (element.hasAttribute('href') && !SAFE_LINK.test(element.getAttribute('href')!.trim())) {
      element.removeAttribute('href')
    }
    if (tag === 'a' && element.hasAttribute('target')) {
      element.setAttribute('target', '_blank')
      element.setAttribute('rel', 'noopener noreferrer')
    }
    if (tag === 'img' && !SAFE_IMAGE.test(element.getAttribute('src')?.trim() ?? '')) {
      element.remove()
      return
    }
    if (tag === 'iframe') {
      element.setAttribute('loading', 'lazy')
      element.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
      // The permissions a video player needs, ours to choose: a post never grants camera, microphone or the like.
      element.setAttribute('allow', VIDEO_PERMISSIONS)
    }
    // Anchors within the post follow its ids, which carry the user-content- prefix (SANITIZE_NAMED_PROPS).
    const href = element.getAttribute('href')
    if (href?.startsWith('#') && href.length > 1 && !href.startsWith(`#${USER_CONTENT}`)) element.setAttribute('href', `#${USER_CONTENT}${href.slice(1)}`)
    const style = element.getAttribute('style')
    if (style !== null) {
      const kept = style
        .split(';')
        .map((declaration) => declaration.trim())
        .filter((declaration) => SAFE_STYLE.test(declaration))
      if (kept.length > 0) element.setAttribute('style', kept.join('; '))
      else element.removeAttribute('style')
    }
  })
  return purify
}

/**
 * Makes post HTML safe to put on a page: no scripts, no event handlers, no javascript: URLs, no forms, no SVG;
 * links, images and iframes restricted as above. Runs on every write.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await loadPurifier()
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen', 'frameborder', 'target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'video', 'audio', 'source', 'object', 'embed'],
    FORBID_ATTR: ['srcset', 'action', 'formaction', 'poster', 'background'],
    ALLOW_DATA_ATTR: false,
    SANITIZE_NAMED_PROPS: true,
  })
}
