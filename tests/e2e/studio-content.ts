import { expect, type APIRequestContext } from '@playwright/test'
import { uploadPhoto, waitForDerivatives } from './photo-helpers.ts'

/** The pages that open on a photo of the studio's own once it has one: home and the three treatment pages. */
export const PAGES_WITH_PHOTOS = { home: '/', microblading: '/microblading-atlanta-ga', lips: '/lip-blushing-atlanta', ombre: '/ombre-brows-gainesville-ga' }

const both = (en: string, es: string) => ({ en, es })

/** Reviews as clients write them: a few sentences, some only in the language they were given in. */
const REVIEWS = [
  [
    'microblading',
    'Dana W.',
    both('I was nervous about my first session and left with brows that look like mine, only better. Six weeks in and they healed soft and even.', ''),
  ],
  ['microblading', 'Lucía R.', both('', 'Me explicaron cada paso y el resultado es muy natural. En el retoque ajustaron la forma exactamente como pedí.')],
  ['lip-pigmentation', 'Kim T.', both('My lips have colour again without lipstick. The swelling was gone in two days, just as they said.', '')],
  ['ombre-brows', 'Ashley M.', both('Ombre brows were the best decision for my oily skin. Powdery, soft and still crisp after a year.', '')],
  [
    'general',
    'María G.',
    both('Clean studio, on time, and honest about what would suit me.', 'Estudio limpio, puntual y sincero sobre lo que me quedaba bien.'),
  ],
] as const

/**
 * A studio's content, as the reviewers loaded it: 12 landscape photos in two published before/after pairs of each of
 * three treatments, a portrait hero photo on each page of PAGES_WITH_PHOTOS, and five published reviews. `api` is
 * signed in as an owner.
 */
export async function seedStudioContent(api: APIRequestContext): Promise<void> {
  const photos = await Promise.all(Array.from({ length: 12 }, () => uploadPhoto(api, { width: 1600, height: 1200 })))
  const heroes = await Promise.all(Array.from({ length: 4 }, () => uploadPhoto(api, { width: 1200, height: 1600 })))
  await waitForDerivatives(api, [...photos, ...heroes])

  // Two published pairs of each treatment: the home page shows the newest of all.
  const services = ['microblading', 'lip-pigmentation', 'ombre-brows']
  for (const [index, service] of [...services, ...services].entries()) {
    const answer = await api.post('/api/gallery', {
      data: {
        kind: 'before-after',
        service,
        beforeImage: photos[index * 2],
        afterImage: photos[index * 2 + 1],
        alt: both(`Before and after ${service}, client ${index + 1}`, `Antes y después, clienta ${index + 1}`),
        consent: true,
        published: true,
      },
    })
    expect(answer.status(), await answer.text()).toBe(201)
  }
  for (const [service, name, quote] of REVIEWS) {
    const answer = await api.post('/api/testimonials', { data: { quote, name, service, rating: 5, source: 'google', permission: true, published: true } })
    expect(answer.status(), await answer.text()).toBe(201)
  }
  for (const [index, id] of Object.keys(PAGES_WITH_PHOTOS).entries()) {
    const stored = (await (await api.get(`/api/admin/pages/${id}`)).json()) as { en: unknown; es: unknown; updatedAt: string }
    const heroPhoto = { image: heroes[index], focusX: 50, focusY: 40, alt: both('Healed brows in daylight', 'Cejas sanadas a la luz del día') }
    const saved = await api.put(`/api/admin/pages/${id}`, { data: { en: stored.en, es: stored.es, updatedAt: stored.updatedAt, heroPhoto } })
    expect(saved.status(), await saved.text()).toBe(200)
  }
}
