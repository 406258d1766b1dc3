import type { ComponentType, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
// Types only: the public pages must not ship zod.
import type { PageContentId } from '#shared/schema/page-content.ts'
import { BookingActions } from './booking-actions.tsx'
import { CtaBand } from './cta-band.tsx'
import { PageHero } from './page-hero.tsx'
import { type PageParts, PageBody } from './sections/page-body.tsx'

/** The treatment each treatment page is about (its service's slug): its Book buttons book it, on the platform. */
export const PAGE_SERVICE: Readonly<Record<string, string>> = { microblading: 'microblading', ombre: 'ombre-brows', lips: 'lip-pigmentation' }

/**
 * A treatment or guide page (microblading, ombre brows, lips, aftercare, pricing): the hero from the page's
 * `hero.*` words with its drawing, the page's own sections, and the closing band from `cta.*`. A page drawn in
 * parts (shared/content/page-parts.ts) gives them as `parts`, the closing band its `cta`; else its sections as children.
 */
export function ServicePage({
  ns,
  Art,
  heroActions,
  heroExtra,
  ctaActions,
  children,
  page,
  parts,
}: {
  ns: string
  /** The hero's drawing, labelled by `hero.artLabel` (shown while the studio has no hero photo). */
  Art: ComponentType<{ label?: string }>
  /** The hero's buttons; by default Book (labelled by `hero.book`) and Call. */
  heroActions?: ReactNode
  /** Shown under the hero's buttons (the aftercare page's healing stats). */
  heroExtra?: ReactNode
  /** The closing band's buttons, when not the usual booking ones. */
  ctaActions?: ReactNode
} & ({ children: ReactNode; page?: never; parts?: never } | { children?: never; page: PageContentId; parts: PageParts })) {
  const { t } = useTranslation(ns)
  const cta = (
    <CtaBand title={t('cta.title')} text={t('cta.text')} service={PAGE_SERVICE[ns]}>
      {ctaActions}
    </CtaBand>
  )
  return (
    <div className="svc-page">
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        text={t('hero.text')}
        art={<Art label={t('hero.artLabel')} />}
        actions={heroActions ?? <BookingActions bookLabel={t('hero.book')} service={PAGE_SERVICE[ns]} />}
      >
        {heroExtra}
      </PageHero>
      {page ? <PageBody page={page} parts={{ ...parts, cta: () => cta }} /> : children}
      {/* Not in a fragment with the children: the same tree as before parts, so the same generated ids (useId). */}
      {!page && cta}
    </div>
  )
}
