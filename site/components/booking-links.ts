import { STUDIO, chatLink, telLink } from '../../shared/content/studio.ts'

/** The three ways to book (SPEC §2 Booking): the booking platform in a new tab, a call, a chat with a greeting. */
export const bookingPlatform = { href: STUDIO.links.booking, target: '_blank', rel: 'noopener noreferrer' } as const
export const phoneCall = { href: telLink } as const
export const chat = (greeting: string) => ({ href: chatLink(greeting), target: '_blank', rel: 'noopener noreferrer' }) as const
