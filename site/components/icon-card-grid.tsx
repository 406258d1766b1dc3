import type { ComponentProps, ComponentType, ReactNode, SVGProps } from 'react'
import { usePageText } from '../i18n/use-page-text.ts'
import { railProps } from './rail.ts'
import { Section } from './section.tsx'
import type { TitledText } from './titled-text.ts'

/** One of the line icons (icons.tsx, the pricing page's payment icons). */
export type IconComponent = ComponentType<SVGProps<SVGSVGElement>>

/** Pages used `article` for some card grids and `div` for others; each keeps its own, so the HTML did not change. */
type CardElement = 'article' | 'div'

/** A card with a round icon above its title (a reason, a benefit, a way to reach us); `children` follow the text. */
export function IconCard({
  Icon,
  title,
  text,
  as: Card = 'div',
  className,
  children,
}: {
  Icon: IconComponent
  title: string
  text?: string
  as?: CardElement
  className?: string
  children?: ReactNode
}) {
  return (
    <Card className={className ? `card ${className}` : 'card'}>
      <span className="card-icon">
        <Icon width={26} height={26} />
      </span>
      <h3>{title}</h3>
      {text && <p>{text}</p>}
      {children}
    </Card>
  )
}

/** A grid of icon cards from a catalogue list ("why choose us", benefits); the icons repeat in order when there are fewer of them. */
export function IconCardGrid({
  cards,
  icons,
  columns,
  className,
  as,
  rail,
}: {
  cards: readonly TitledText[]
  icons: readonly IconComponent[]
  columns: 2 | 3 | 4
  className?: string
  as?: CardElement
  /** A row that swipes on a phone, by this name (rail.ts). */
  rail?: string
}) {
  return (
    <div
      className={`grid grid-${columns}${className ? ` ${className}` : ''}${rail ? ' rail' : ''}`}
      {...(rail !== undefined && { role: 'group', ...railProps(rail) })}
    >
      {cards.map((card, index) => (
        <IconCard key={card.title} Icon={icons[index % icons.length]!} title={card.title} text={card.text} as={as} />
      ))}
    </div>
  )
}

/** A section of icon cards whose words are all the page's own: `<id>.title`, `<id>.intro` and the cards `<id>.items`. */
export function IconCardSection({
  ns,
  id,
  tone,
  icons,
  columns,
}: {
  ns: string
  id: string
  tone?: ComponentProps<typeof Section>['tone']
  icons: readonly IconComponent[]
  columns: 3 | 4
}) {
  const { t, list } = usePageText(ns)
  return (
    <Section id={id} tone={tone} title={t(`${id}.title`)} intro={t(`${id}.intro`)}>
      <IconCardGrid cards={list<TitledText>(`${id}.items`)} icons={icons} columns={columns} as="article" rail={t(`${id}.title`)} />
    </Section>
  )
}
