/// <reference types="vite/client" />
import type { AddedPagesReader } from '../shared/content/added-pages-reader.ts'
import type { BlogReader } from '../shared/content/blog-reader.ts'
import type { RefusedContactForm } from '../shared/content/contact-form-state.ts'
import type { MediaReader } from '../shared/content/media-reader.ts'
import type { PageStudio } from '../shared/content/page-studio.ts'
import type { Brand } from '../shared/schema/brand.ts'
import type { ReviewsFaqReader } from '../shared/content/reviews-faq-reader.ts'
import type { Language } from '../shared/schema/common.ts'
import type { ContentTree, PageContentId } from '../shared/schema/page-content.ts'
import type { Section } from '../shared/schema/page-sections.ts'
import type { ShownSection } from './components/sections/section-texts.tsx'
import type { StudioSettingsInput } from '../shared/schema/studio.ts'
import type { HeroPhotoShown } from './components/hero-photo.tsx'
import type { Translations } from './i18n/i18n.ts'
import type { PageMeta } from './seo/page-meta.ts'

/** A link to an added page: its path in the page's language without /es (the header and footer localize it) and its title. */
interface AddedPageNavLink {
  path: string
  label: string
}

declare global {
  namespace Vike {
    interface PageContext {
      /** From the URL: `/es/...` is Spanish (+onBeforeRoute). */
      language: Language
      /** The namespaces this page needs, in its language (+onBeforeRender). */
      translations: Translations
      /** PUBLIC_URL, from the server (a placeholder outside a request). */
      publicUrl: string
      /** Set by the server on requests it renders. */
      blog?: BlogReader
      /** Set by the server on requests it renders: uploaded images and the gallery. */
      media?: MediaReader
      /** Set by the server on requests it renders: the published reviews and FAQ. */
      reviewsFaq?: ReviewsFaqReader
      /** Set by the server on requests it renders: the pages the owner added (About, Gift cards…), made of sections. */
      addedPages?: AddedPagesReader
      /** Set by the server on requests it renders: the studio's settings as stored. */
      studioSettings?: StudioSettingsInput
      /** Set by the server on requests it renders: a page's own words in a language, from the store (the content issue). */
      pageContent?: (id: PageContentId, language: Language) => ContentTree
      /** Set by the server on requests it renders: a page's body as ordered sections (null: drawn as one piece). */
      pageSections?: (id: PageContentId) => Section[] | null
      /** The shown sections of this page's body, text sections' Markdown rendered (+onBeforeRender). */
      bodySections?: ShownSection[]
      /** The page whose body bodySections arrange (one of the spec's pages). */
      bodyPage?: PageContentId
      /** Set by the server on a contact form post it refused: the form again with what the visitor typed, marked. */
      refusedContactForm?: RefusedContactForm
      /** The studio's facts in the page's language (+onBeforeRender); read them with useStudio(). */
      studio: PageStudio
      /** The photo the page's hero shows instead of its drawing, in the page's language (+onBeforeRender). */
      heroPhoto?: HeroPhotoShown
      /** The studio's logo and favicon as uploaded (+onBeforeRender). */
      brand?: Brand
      /** Each category's name in the page's language, by its (English) name (+onBeforeRender). */
      categoryNames?: Record<string, string>
      /** The owner's added pages the menu and the footer link, by their path without /es and title in the page's language (+onBeforeRender). */
      addedPageLinks?: { menu: AddedPageNavLink[]; footer: AddedPageNavLink[] }
      /** Pages whose title and description come from data (blog posts) set this in +data. */
      data?: { meta?: PageMeta } & Record<string, unknown>
    }
  }
}
export {}
