import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import type { LaunchChecklist, LaunchFix, LaunchGroup, LaunchItem } from '#shared/schema/launch-checklist.ts'
import { PAGE_CONTENT, type PageContentId } from '#shared/schema/page-content.ts'
import { pageContentInfo } from '#shared/content/page-content.ts'
import { textShown } from '#shared/content/page-parts.ts'
import { PRICED_SERVICES, type StudioSettings, type TeamMember } from '#shared/schema/studio.ts'
import { sameValue } from '../store/audit.ts'
import { listGallery } from '../store/gallery.ts'
import { listServices } from '../store/services.ts'
import { editablePage, heroPhotoOf } from '../store/pages.ts'
import type { Store } from '../store/store.ts'
import { studioSettings } from '../store/studio.ts'
import { listTestimonials } from '../store/testimonials.ts'
import { listPosts } from '../store/posts.ts'
import { SEED_POSTS } from '../store/seed-posts.ts'
import { isExampleAddress, pageFindings, quotedFacts, valueAt } from './starter-facts.ts'

/**
 * The go-live checklist (docs/decisions/023-launch-checklist.md): every starter value the site still shows,
 * derived from the store each time it is asked for. "Still the starter's" is read against the starter itself
 * (DEFAULT_STUDIO, the starter page texts, the sample flag), never against a second list kept by hand; what a studio
 * may truly share with the starter (opening hours, prices, city) is not an item. The structured data (JSON-LD) and the
 * feeds are built from the settings alone (name, phone, email, address, team, social links, booking link): the
 * settings' items cover what they carry.
 */
export function launchChecklist(store: Store): LaunchChecklist {
  const settings = studioSettings(store)
  return {
    items: [
      ...studioItems(settings),
      ...teamItems(settings),
      ...bookingItems(settings, store),
      ...pageItems(store, settings),
      ...postItems(store, settings),
      ...reviewItems(store),
      ...photoItems(store),
    ],
  }
}

/** Still the starter's: equal to the first-run value, or an example address (which no real studio has). */
function unfinished(settings: StudioSettings, path: string): boolean {
  const value = valueAt(settings, path)
  return sameValue(value, valueAt(DEFAULT_STUDIO, path)) || (typeof value === 'string' && isExampleAddress(value))
}

type Draft = Omit<LaunchItem, 'group'>

/** An item over some Settings fields of one tab: open while any is unfinished, fixed at the first of them. */
function settingsItem(settings: StudioSettings, tab: 'studio' | 'policies', fields: readonly string[], item: Omit<Draft, 'fix'>): Draft[] {
  const open = fields.find((field) => unfinished(settings, field))
  return open === undefined ? [] : [{ ...item, fix: { kind: 'settings', tab, field: open } }]
}

const grouped = (group: LaunchGroup, drafts: Draft[]): LaunchItem[] => drafts.map((draft) => ({ ...draft, group }))

const SOCIAL_LABEL = { instagram: 'Instagram', facebook: 'Facebook', tiktok: 'TikTok', reviews: 'Reviews page' } as const
const SOCIAL_KEYS = Object.keys(SOCIAL_LABEL) as (keyof typeof SOCIAL_LABEL)[]

/**
 * The claims with a number only the studio knows. A certified team (100%) and five stars are left out: a real
 * studio may say exactly that.
 */
const CLAIM_FIELDS = [
  'foundingYear',
  'stats.years',
  'stats.clients',
  'stats.satisfactionPercent',
  'stats.studentsTrained',
  'stats.atlantaClients',
  'stats.reviewServiceCount',
  'stats.socialReviewCount',
] as const

/** The Settings fields an item of its own already checks (the scan for example addresses skips them). */
const CHECKED_FIELDS = new Set<string>([
  'name',
  'shortName',
  'phone',
  'chat.phone',
  'email',
  'address.street',
  'address.mapUrl',
  'chat.greeting.en',
  'chat.greeting.es',
  ...SOCIAL_KEYS.map((key) => `social.${key}`),
  ...CLAIM_FIELDS,
  'booking.url',
  // No longer offered by Settings: each service's own booking link is checked instead (bookingItems).
  ...PRICED_SERVICES.map((service) => `booking.services.${service}`),
])

function studioItems(settings: StudioSettings): LaunchItem[] {
  const social = SOCIAL_KEYS.filter((key) => unfinished(settings, `social.${key}`) && settings.social[key] !== '')
  return grouped('studio', [
    ...settingsItem(settings, 'studio', ['name', 'shortName'], {
      id: 'studio-name',
      title: 'Studio name: still the starter’s',
      why: 'Every page title, search result and email shows it.',
    }),
    ...settingsItem(settings, 'studio', ['phone', 'chat.phone'], {
      id: 'studio-phone',
      title: 'Phone number: still the example number',
      why: 'The call and chat buttons dial it: clients would reach no one.',
    }),
    ...settingsItem(settings, 'studio', ['email'], {
      id: 'studio-email',
      title: 'Email: still an example address',
      why: 'The contact page shows it, and mail sent to it goes nowhere.',
    }),
    ...settingsItem(settings, 'studio', ['address.street', 'address.mapUrl'], {
      id: 'studio-address',
      title: 'Street address and map link: still the starter’s',
      why: 'Clients drive there, and “Get directions” opens the map link.',
    }),
    ...settingsItem(settings, 'studio', ['chat.greeting.en', 'chat.greeting.es'], {
      id: 'studio-chat-greeting',
      title: 'Chat greeting: still greets the starter studio',
      why: 'It is already typed when a client opens the chat.',
    }),
    // An empty link is hidden on the site: only a starter or example one is an item.
    ...(social.length === 0
      ? []
      : [
          {
            id: 'studio-social',
            title: `Social links still go to example addresses: ${social.map((key) => SOCIAL_LABEL[key]).join(', ')}`,
            why: 'Visitors who follow them land on pages that do not exist. Enter yours, or leave a link empty to hide it.',
            fix: { kind: 'settings', tab: 'studio', field: `social.${social[0]}` } satisfies LaunchFix,
          },
        ]),
    ...settingsItem(settings, 'studio', CLAIM_FIELDS, {
      id: 'studio-claims',
      title: 'Claims and numbers: still the starter’s (years, clients, reviews…)',
      why: 'The site quotes them as facts, and clients and search engines take them at their word.',
    }),
    ...settingsItem(settings, 'policies', ['policies.deposit.en', 'policies.deposit.es', 'policies.cancellation.en', 'policies.cancellation.es'], {
      id: 'studio-policies',
      title: 'Deposit and cancellation policies: still the starter’s wording',
      why: 'Clients read them before they book: they must be the studio’s real terms.',
    }),
    ...exampleAddressItems(settings),
  ])
}

/** Any other text of the settings holding an example address (a bio, a policy, a headshot's description). */
function exampleAddressItems(settings: StudioSettings): Draft[] {
  const found: Draft[] = []
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      const dotted = path.join('.')
      if (!CHECKED_FIELDS.has(dotted) && isExampleAddress(value)) found.push(exampleAddressItem(settings, path))
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, String(index)]))
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...path, key])
  }
  const { updatedAt: _updatedAt, ...stored } = settings
  walk(stored, [])
  return found
}

function exampleAddressItem(settings: StudioSettings, path: string[]): Draft {
  const why = 'It is written for a sample studio: visitors who use it reach no one.'
  const dotted = path.join('.')
  if (path[0] === 'team') {
    const member = settings.team[Number(path[1])]!
    // A specialty's line is edited in its language's list.
    const field = path[2] === 'specialties' ? path.slice(2, 4).join('.') : path.slice(2).join('.')
    return {
      id: `example-${dotted}`,
      title: `${member.name}: an example address in the ${field.split('.')[0]}`,
      why,
      fix: { kind: 'settings', tab: 'team', member: member.id, field },
    }
  }
  const tab = path[0] === 'policies' ? 'policies' : 'studio'
  const network = path[0] === 'embeds' ? EMBED_LABEL[path[1] as keyof typeof EMBED_LABEL] : undefined
  if (network) {
    return {
      id: `example-${dotted}`,
      title: `Portfolio page’s ${network} feed: still an example account`,
      why: 'The portfolio page loads it when a visitor asks: paste your account’s embed address, or leave it empty to show no feed.',
      fix: { kind: 'settings', tab, field: dotted },
    }
  }
  return { id: `example-${dotted}`, title: `An example address is still in the settings (${dotted})`, why, fix: { kind: 'settings', tab, field: dotted } }
}

const EMBED_LABEL = { instagram: 'Instagram', facebook: 'Facebook' } as const

const STARTER_TEAM = new Map(DEFAULT_STUDIO.team.map((member) => [member.id, member]))

function teamItems(settings: StudioSettings): LaunchItem[] {
  return grouped(
    'team',
    settings.team.flatMap((member): Draft[] => {
      const fix = (field: string): LaunchFix => ({ kind: 'settings', tab: 'team', member: member.id, field })
      const drafts: Draft[] = []
      const starter = STARTER_TEAM.get(member.id)
      const starterField = starter && (['name', 'bio.en', 'bio.es'] as const).find((field) => sameValue(valueAt(member, field), valueAt(starter, field)))
      if (starterField) {
        drafts.push({
          id: `team-starter-${member.id}`,
          title: starterField === 'name' ? `${member.name}: a starter artist` : `${member.name}: the bio is still the starter artist’s`,
          why: 'The Artists page introduces them to clients: replace the starter artist with a real one, or remove them.',
          fix: fix(starterField),
        })
      }
      if (member.license === DEFAULT_STUDIO.team[0]!.license) {
        drafts.push({
          id: `team-license-${member.id}`,
          title: `${member.name}: the license number is still ${member.license}`,
          why: 'The site shows it as a state license: enter the real number, or leave it empty to show no license line.',
          fix: fix('license'),
        })
      }
      return drafts
    }),
  )
}

/** Without a headshot, the Artists page shows a drawing where clients expect to see who will work on them. */
function headshotItems(team: readonly TeamMember[]): Draft[] {
  return team
    .filter((member) => member.headshot === null)
    .map((member) => ({
      id: `photos-headshot-${member.id}`,
      title: `${member.name}: no headshot`,
      why: 'The Artists page shows a drawing instead: clients like to see who will work on them.',
      fix: { kind: 'settings', tab: 'team', member: member.id, field: 'headshot.image' },
    }))
}

function bookingItems(settings: StudioSettings, store: Store): LaunchItem[] {
  // The shown services' own links (decision 024): a hidden service books nothing.
  const shown = listServices(store, { includeHidden: false })
  const unset = shown.filter((service) => !service.bookingUrl || isExampleAddress(service.bookingUrl))
  return grouped('booking', [
    ...settingsItem(settings, 'studio', ['booking.url'], {
      id: 'booking-url',
      title: 'Booking link: still an example address',
      why: 'Every “Book now” button goes there.',
    }),
    ...(unset.length === 0
      ? []
      : [
          {
            id: 'booking-services',
            title: `Booking pages of the services: ${unset.length} of ${shown.length} not set`,
            why: 'A service without its own link books on the general booking page, one more step for the client. If your booking platform has one page for everything, enter that address.',
            fix: { kind: 'section', section: 'services' } satisfies LaunchFix,
          },
        ]),
  ])
}

/**
 * A page is listed while any of its texts, as the visitor reads it (the studio's facts filled in), still holds a starter
 * fact (starter-facts.ts): one item per page, at the first text the page itself must change (else the first from
 * Settings), so that an edit elsewhere on the page (its search description) leaves it listed.
 */
function pageItems(store: Store, settings: StudioSettings): LaunchItem[] {
  return grouped(
    'pages',
    PAGE_CONTENT.flatMap(({ id }): Draft[] => {
      const page = editablePage(store, id)
      const findings = pageFindings(id, page, settings, (path) => textShown(id, page.sections, path))
      const first = findings.find((finding) => !finding.fromSettings) ?? findings[0]
      if (!first) return []
      const more = findings.length - 1
      return [
        {
          id: `page-${id}`,
          title: `${first.where} still gives the sample studio’s ${first.what}: “${first.context}”${more > 0 ? ` (${more} more on this page)` : ''}`,
          why: first.fromSettings
            ? 'It is filled in from the studio’s settings: change it there, and every page that shows it follows.'
            : 'The text itself says it, for a studio that does not exist: rewrite it in your words.',
          fix: first.fix,
        },
      ]
    }),
  )
}

const SEED_MARKDOWN = new Map(SEED_POSTS.map((post) => [post.slug, post.markdown]))

/**
 * The demo posts, while they are as the starter wrote them, and any post still quoting a starter fact the studio has
 * changed since: the blog is read as the studio's own voice.
 */
function postItems(store: Store, settings: StudioSettings): LaunchItem[] {
  const drafts: Draft[] = []
  for (const post of listPosts(store, { includeDrafts: true })) {
    const fix: LaunchFix = { kind: 'post', id: post.id, title: post.title }
    const text = `${post.title}\n${post.excerpt}\n${post.markdown ?? post.content}`
    if (post.markdown !== undefined && SEED_MARKDOWN.get(post.slug) === post.markdown) {
      drafts.push({
        id: `post-demo-${post.id}`,
        title: `Demo post “${post.title}”: written for the sample studio`,
        why: 'It speaks for a studio that does not exist (its numbers, its voice). Rewrite it in your words, or delete it.',
        fix,
      })
      continue
    }
    // A post has no placeholders: a starter fact in it is in its own words (starter-facts.ts).
    const quoted = quotedFacts(text, settings)
    if (quoted.length > 0) {
      drafts.push({
        id: `post-facts-${post.id}`,
        title: `Post “${post.title}”: still gives the sample studio’s ${quoted.join(', ')}`,
        why: 'A post keeps the words it was written with: readers would call a number or trust a figure that is not yours.',
        fix,
      })
    }
  }
  return grouped('posts', drafts)
}

function reviewItems(store: Store): LaunchItem[] {
  const reviews = listTestimonials(store, { includeDrafts: true })
  const samples = reviews.filter((review) => review.sample).length
  const drafts: Draft[] = []
  if (samples > 0) {
    drafts.push({
      id: 'reviews-samples',
      title: `${samples === 1 ? 'A sample review is' : `${samples} sample reviews are`} still in the list`,
      why: 'They were written for the demo, not by your clients: the site never shows them. Delete them once you have real ones.',
      fix: { kind: 'section', section: 'reviews' },
    })
  }
  // A sample can never be published (decision 021): a published review is a client's, given with permission.
  if (!reviews.some((review) => review.published && !review.sample)) {
    drafts.push({
      id: 'reviews-none-published',
      title: 'No published review yet',
      why: 'The gallery page shows reviews only once you publish one a client gave you permission to quote.',
      fix: { kind: 'section', section: 'reviews' },
    })
  }
  return grouped('reviews', drafts)
}

/** The pages where a visitor decides (the home page and each treatment's): a drawing there stands where a photo is expected. */
const PHOTO_HERO_PAGES: readonly PageContentId[] = ['home', 'microblading', 'ombre', 'lips']

function photoItems(store: Store): LaunchItem[] {
  const drafts = headshotItems(studioSettings(store).team)
  for (const id of PHOTO_HERO_PAGES.filter((page) => !heroPhotoOf(store, page))) {
    drafts.push({
      id: `photos-hero-${id}`,
      title: `${pageContentInfo(id).label} page: a drawing where a photo is expected`,
      why: 'The top of the page is where visitors decide: show them your work (choose a hero photo in the page’s editor).',
      fix: { kind: 'page', page: id },
    })
  }
  if (!listGallery(store, { includeDrafts: false }).some((item) => item.published)) {
    drafts.push({
      id: 'photos-gallery',
      title: 'No published photo in the gallery',
      why: 'The gallery page says “coming soon” until you publish healed results.',
      fix: { kind: 'section', section: 'gallery' },
    })
  }
  return grouped('photos', drafts)
}
