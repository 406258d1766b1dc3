import type { PageContext, PageContextServer } from 'vike/types'
import { describe, expect, it } from 'vitest'
import type { AddedPagesReader } from '#shared/content/added-pages-reader.ts'
import type { Language } from '#shared/schema/common.ts'
import type { AddedPage } from '#shared/schema/page-sections.ts'
import { data } from './+data.ts'
import { route } from './+route.ts'

const STAMP = '2026-01-05T10:00:00.000Z'

const ABOUT: AddedPage = {
  id: 'about',
  slug: { en: 'about', es: 'sobre-nosotros' },
  title: { en: 'About {{studioShortName}}', es: 'Sobre {{studioShortName}}' },
  description: { en: 'Who we are.', es: '' },
  inMenu: true,
  inFooter: false,
  published: true,
  sections: [
    {
      id: 'hero',
      type: 'hero',
      hidden: false,
      texts: { title: { en: 'Hello', es: 'Hola' }, text: { en: 'Since {{foundingYear}}.', es: 'Desde {{foundingYear}}.' } },
      items: [],
      settings: {},
    },
    { id: 'story', type: 'text', hidden: false, texts: { body: { en: '# Story of {{city}}', es: '# Historia de {{city}}' } }, items: [], settings: {} },
    { id: 'draft', type: 'text', hidden: true, texts: { body: { en: 'Not yet', es: 'Aún no' } }, items: [], settings: {} },
  ],
  previousSlugs: { en: ['about-us'], es: ['nosotros'] },
  createdAt: STAMP,
  updatedAt: STAMP,
  updatedBy: null,
}

/** A reader over one page, as the server's would be; Markdown "rendered" by marking what it was given. */
const rendered: string[] = []
const reader: AddedPagesReader = {
  bySlug: (slug, language) => (ABOUT.slug[language] === slug ? ABOUT : undefined),
  movedFrom: (slug, language) => (ABOUT.previousSlugs[language].includes(slug) ? ABOUT : undefined),
  links: () => [],
  markdownHtml: async (markdown) => {
    rendered.push(markdown)
    return `<h1>${markdown.replace(/^# /, '')}</h1>`
  },
}

const at = (path: string, language: Language) =>
  ({ urlPathname: path, language, addedPages: reader, routeParams: { slug: path.slice(1) }, publicUrl: 'https://studio.test' }) as unknown as PageContext &
    PageContextServer

describe('the added pages’ route', () => {
  it('takes a page’s address in its own language, and the addresses it had', () => {
    expect(route(at('/about', 'en'))).toEqual({ routeParams: { slug: 'about' } })
    expect(route(at('/sobre-nosotros', 'es'))).toEqual({ routeParams: { slug: 'sobre-nosotros' } })
    expect(route(at('/nosotros', 'es'))).toEqual({ routeParams: { slug: 'nosotros' } })
  })

  it('leaves every other address to the other pages', () => {
    expect(route(at('/sobre-nosotros', 'en'))).toBe(false)
    expect(route(at('/about/team', 'en'))).toBe(false)
    expect(route(at('/', 'en'))).toBe(false)
    expect(route({ ...at('/about', 'en'), addedPages: undefined })).toBe(false)
  })
})

describe('an added page’s data', () => {
  it('gives its shown sections, each text’s HTML with its headings under the page’s title, and its facts filled', async () => {
    rendered.length = 0
    const page = await data(at('/sobre-nosotros', 'es'))
    expect(page.title).toBe('Sobre Belleza Studio')
    expect(page.sections.map((section) => section.id)).toEqual(['hero', 'story'])
    expect(rendered).toEqual(['# Historia de Gainesville'])
    expect(page.sections[1]!.html).toBe('<h2>Historia de Gainesville</h2>')
    expect(page.breadcrumb).toBe('Sobre Belleza Studio')
  })

  it('names its title, its description (else the hero’s sentence) and its two addresses', async () => {
    const english = await data(at('/about', 'en'))
    expect(english.meta).toMatchObject({ title: 'About Belleza Studio', description: 'Who we are.', noindex: false })
    expect(english.twins).toEqual({ en: '/about', es: '/es/sobre-nosotros' })
    expect((await data(at('/sobre-nosotros', 'es'))).meta.description).toBe('Desde 2019.')
  })

  it('sends an address the page had to where it is now (301), and an unknown one to 404', async () => {
    await expect(data(at('/nosotros', 'es'))).rejects.toMatchObject({ _pageContextAbort: { _urlRedirect: { url: '/es/sobre-nosotros', statusCode: 301 } } })
    await expect(data(at('/about-us', 'en'))).rejects.toMatchObject({ _pageContextAbort: { _urlRedirect: { url: '/about', statusCode: 301 } } })
    await expect(data(at('/gone', 'en'))).rejects.toMatchObject({ _pageContextAbort: { abortStatusCode: 404 } })
  })
})
