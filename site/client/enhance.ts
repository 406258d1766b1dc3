import { enhanceAccordions } from './accordion.ts'
import { enhanceBlogList } from './blog-list.ts'
import { enhanceContactForms } from './contact-form.ts'
import { enhanceDrawer } from './drawer.ts'
import { enhanceEmbeds } from './embed.ts'
import { enhanceFloatingCta } from './floating-cta.ts'
import { enhanceFooterGroups } from './footer-groups.ts'
import { enhanceGallery } from './gallery.ts'
import { enhanceIntents } from './intents.ts'
import { enhanceLanguageOffer, enhanceLanguageSwitchers, followLanguagePreference } from './language.ts'
import { enhanceNavMenus } from './nav-menu.ts'
import { enhanceShareButtons } from './share.ts'
import { enhanceSmoothScroll } from './smooth-scroll.ts'

/**
 * The public site's only JavaScript. Pages are complete HTML rendered on the server; React never
 * runs in the visitor's browser. This adds the few behaviours HTML cannot do on its own, each to the elements the
 * server marked for it, then flags `<html data-enhanced>` (browser tests wait for it).
 */
export function enhance(root: Document): void {
  if (followLanguagePreference()) return
  enhanceLanguageSwitchers(root)
  enhanceLanguageOffer(root)
  enhanceDrawer(root)
  enhanceNavMenus(root)
  enhanceAccordions(root)
  enhanceFooterGroups(root)
  enhanceFloatingCta(root)
  enhanceEmbeds(root)
  enhanceSmoothScroll(root)
  enhanceContactForms(root)
  enhanceShareButtons(root)
  enhanceBlogList(root)
  enhanceGallery(root)
  enhanceIntents(root)
  root.documentElement.dataset.enhanced = 'true'
}
