// The starter content: today's texts, written into the store once at first start (docs/decisions/020-page-content.md).
import enSite from './starter/en/site.json' with { type: 'json' }
import enHome from './starter/en/home.json' with { type: 'json' }
import enServices from './starter/en/services.json' with { type: 'json' }
import enMicroblading from './starter/en/microblading.json' with { type: 'json' }
import enOmbre from './starter/en/ombre.json' with { type: 'json' }
import enLips from './starter/en/lips.json' with { type: 'json' }
import enAtlanta from './starter/en/atlanta.json' with { type: 'json' }
import enGainesville from './starter/en/gainesville.json' with { type: 'json' }
import enArtists from './starter/en/artists.json' with { type: 'json' }
import enPortfolio from './starter/en/portfolio.json' with { type: 'json' }
import enGallery from './starter/en/gallery.json' with { type: 'json' }
import enCourse from './starter/en/course.json' with { type: 'json' }
import enAftercare from './starter/en/aftercare.json' with { type: 'json' }
import enPricing from './starter/en/pricing.json' with { type: 'json' }
import enFaq from './starter/en/faq.json' with { type: 'json' }
import enBooking from './starter/en/booking.json' with { type: 'json' }
import enContact from './starter/en/contact.json' with { type: 'json' }
import enBlog from './starter/en/blog.json' with { type: 'json' }
import esSite from './starter/es/site.json' with { type: 'json' }
import esHome from './starter/es/home.json' with { type: 'json' }
import esServices from './starter/es/services.json' with { type: 'json' }
import esMicroblading from './starter/es/microblading.json' with { type: 'json' }
import esOmbre from './starter/es/ombre.json' with { type: 'json' }
import esLips from './starter/es/lips.json' with { type: 'json' }
import esAtlanta from './starter/es/atlanta.json' with { type: 'json' }
import esGainesville from './starter/es/gainesville.json' with { type: 'json' }
import esArtists from './starter/es/artists.json' with { type: 'json' }
import esPortfolio from './starter/es/portfolio.json' with { type: 'json' }
import esGallery from './starter/es/gallery.json' with { type: 'json' }
import esCourse from './starter/es/course.json' with { type: 'json' }
import esAftercare from './starter/es/aftercare.json' with { type: 'json' }
import esPricing from './starter/es/pricing.json' with { type: 'json' }
import esFaq from './starter/es/faq.json' with { type: 'json' }
import esBooking from './starter/es/booking.json' with { type: 'json' }
import esContact from './starter/es/contact.json' with { type: 'json' }
import esBlog from './starter/es/blog.json' with { type: 'json' }
import type { Language } from '../schema/common.ts'
import type { ContentTree, PageContentId } from '../schema/page-content.ts'

/** Each page's starter texts by language: the model of its fields (their keys, lists and placeholders). */
export const STARTER_CONTENT: Record<Language, Record<PageContentId, ContentTree>> = {
  en: {
    site: enSite,
    home: enHome,
    services: enServices,
    microblading: enMicroblading,
    ombre: enOmbre,
    lips: enLips,
    atlanta: enAtlanta,
    gainesville: enGainesville,
    artists: enArtists,
    portfolio: enPortfolio,
    gallery: enGallery,
    course: enCourse,
    aftercare: enAftercare,
    pricing: enPricing,
    faq: enFaq,
    booking: enBooking,
    contact: enContact,
    blog: enBlog,
  },
  es: {
    site: esSite,
    home: esHome,
    services: esServices,
    microblading: esMicroblading,
    ombre: esOmbre,
    lips: esLips,
    atlanta: esAtlanta,
    gainesville: esGainesville,
    artists: esArtists,
    portfolio: esPortfolio,
    gallery: esGallery,
    course: esCourse,
    aftercare: esAftercare,
    pricing: esPricing,
    faq: esFaq,
    booking: esBooking,
    contact: esContact,
    blog: esBlog,
  },
}
