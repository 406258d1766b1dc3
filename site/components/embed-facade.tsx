import { useTranslation } from 'react-i18next'
import { MapPinIcon, SocialIcon, StarIcon } from './icons.tsx'
import { Section } from './section.tsx'
import './embed-facade.css'

type EmbedKind = 'map' | 'instagram' | 'facebook' | 'reviews'

/**
 * A third-party widget behind a facade (site/client/embed.ts loads it): nothing is requested from the third party
 * until the visitor presses the button. The facade stands on its own (a description and a link out), so the page
 * is complete without it. `src` absent or empty: the widget only links out (e.g. a reviews service without a widget);
 * `href` empty: no link out (a social link the studio left empty).
 */
export function EmbedFacade({ kind, title, description, src, href }: { kind: EmbedKind; title: string; description?: string; src?: string; href: string }) {
  const { t } = useTranslation('common')
  const name = t(`embed.${kind}`)
  const icon =
    kind === 'map' ? (
      <MapPinIcon width={32} height={32} />
    ) : kind === 'reviews' ? (
      <StarIcon width={32} height={32} />
    ) : (
      <SocialIcon network={kind} width={32} height={32} />
    )
  return (
    <div className={`embed-facade embed-${kind}`}>
      <span className="card-icon">{icon}</span>
      <h3>{title}</h3>
      {description && <p>{description}</p>}
      <div className="button-row" style={{ justifyContent: 'center' }}>
        {src && (
          <button type="button" className="button button-primary button-small" data-embed-src={src} data-embed-title={title}>
            {t('embed.load', { name })}
          </button>
        )}
        {href && (
          <a className="button button-secondary button-small" href={href} target="_blank" rel="noopener noreferrer">
            {t('embed.openExternal', { name })}
            <span className="visually-hidden"> {t('cta.opensInNewTab')}</span>
          </a>
        )}
      </div>
      {src && <p className="embed-privacy">{t('embed.privacy', { name })}</p>}
    </div>
  )
}

/**
 * A section of a page's widgets side by side (a map and reviews, the social feeds), in the page's own words: the
 * section's `<part>.title` and `.intro`, each widget's `<part>.<kind>.title` and `.text`.
 */
export function EmbedSection({
  ns,
  id,
  part,
  columns,
  embeds,
}: {
  ns: string
  id: string
  part: string
  columns: 2 | 3
  embeds: readonly { kind: EmbedKind; src?: string; href: string }[]
}) {
  const { t } = useTranslation(ns)
  if (embeds.length === 0) return null
  return (
    <Section id={id} title={t(`${part}.title`)} intro={t(`${part}.intro`)}>
      <div className={`grid grid-${columns}`}>
        {embeds.map(({ kind, src, href }) => (
          <EmbedFacade key={kind} kind={kind} title={t(`${part}.${kind}.title`)} description={t(`${part}.${kind}.text`)} src={src} href={href} />
        ))}
      </div>
    </Section>
  )
}
