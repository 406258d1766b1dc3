import type { PageStudio } from '#shared/content/page-studio.ts'
import { chatHref, telHref } from '#shared/content/studio.ts'
import { useStudio } from './use-studio.ts'

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

/**
 * The three ways to book (the booking page's), from the studio's settings: the booking platform in a new tab (a
 * service's own booking page when the studio gave it one, by its slug), a call, a chat with a greeting.
 */
export function bookingLinks(studio: PageStudio) {
  return {
    booking: (service?: string) => ({ href: studio.services.find((shown) => shown.slug === service)?.bookingUrl || studio.booking.url, ...NEW_TAB }),
    phone: { href: telHref(studio.phone) },
    chat: (greeting: string = studio.chat.greeting) => ({ href: chatHref(studio.chat.phone, greeting), ...NEW_TAB }),
  }
}

export function useBookingLinks() {
  return bookingLinks(useStudio())
}
