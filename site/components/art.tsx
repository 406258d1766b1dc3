// Original artwork (the studio has no photographs yet; abstract brow arches, lip contours, soft gradients).
// Inline SVG: no request, crisp at any size. With a `label` it is an image with alternative text; without, decorative.
import { type ReactNode, useId } from 'react'
import type { ServiceGroup } from '#shared/schema/service-values.ts'

type ArtProps = { label?: string; className?: string }

function a11y(label?: string) {
  return label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const }
}

function Backdrop({ id }: { id: string }) {
  return (
    <>
      <defs>
        <radialGradient id={`${id}-glow`} cx="50%" cy="45%" r="60%">
          <stop offset="0%" stopColor="#f8e3da" />
          <stop offset="60%" stopColor="#efd2c4" />
          <stop offset="100%" stopColor="#e3b49e" stopOpacity="0.55" />
        </radialGradient>
        <linearGradient id={`${id}-ink`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#6d3b62" />
          <stop offset="100%" stopColor="#35152e" />
        </linearGradient>
      </defs>
      <rect width="480" height="480" rx="40" fill="#fbf7f2" />
      <circle cx="240" cy="230" r="190" fill={`url(#${id}-glow)`} />
      <circle cx="390" cy="90" r="46" fill="#e3b49e" opacity="0.35" />
      <circle cx="86" cy="392" r="30" fill="#a35a48" opacity="0.18" />
    </>
  )
}

/** A line drawn with a round pen: round ends (and corners, with `joinRound`), nothing filled. */
function Stroke({
  d,
  stroke,
  width,
  joinRound,
  opacity,
}: {
  d: string
  stroke: string
  width: number | string
  joinRound?: boolean
  opacity?: number | string
}) {
  return <path d={d} stroke={stroke} strokeWidth={width} strokeLinecap="round" strokeLinejoin={joinRound ? 'round' : undefined} fill="none" opacity={opacity} />
}

/**
 * The square every drawing is made on: the backdrop, and the alternative text (or none). `children` draws the
 * picture, given (when it needs it) this drawing's id, which names its gradients (`url(#<id>-ink)`) apart from another drawing's.
 */
function Canvas({ label, className, children }: ArtProps & { children: ReactNode | ((id: string) => ReactNode) }) {
  const id = useId().replace(/:/g, '')
  return (
    <svg viewBox="0 0 480 480" width="480" height="480" className={className} {...a11y(label)}>
      <Backdrop id={id} />
      {typeof children === 'function' ? children(id) : children}
    </svg>
  )
}

/** Two brow arches drawn in hair-like strokes. */
export function BrowArt(props: ArtProps) {
  const strokes = Array.from({ length: 18 }, (_, i) => i)
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          {[-1, 1].map((side) => (
            <g key={side} transform={side === 1 ? 'translate(480 0) scale(-1 1)' : undefined}>
              <Stroke d="M70 250 C110 190 170 170 215 190" stroke={`url(#${id}-ink)`} width="16" opacity="0.9" />
              {strokes.map((i) => {
                const x = 78 + i * 8
                const y = 246 - Math.sin((i / 17) * Math.PI * 0.85) * 48
                return <Stroke key={i} d={`M${x} ${y + 10} q6 -14 ${12 + (i % 3)} -20`} stroke="#35152e" width="2" opacity="0.55" />
              })}
            </g>
          ))}
          <Stroke d="M200 330 q40 22 80 0" stroke="#a35a48" width="4" opacity="0.5" />
        </>
      )}
    </Canvas>
  )
}

/** A soft lip contour with a blush gradient. */
export function LipArt(props: ArtProps) {
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <defs>
            <linearGradient id={`${id}-lip`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#c7796a" />
              <stop offset="100%" stopColor="#a35a48" />
            </linearGradient>
          </defs>
          <path
            d="M96 244 C140 196 188 176 222 204 C232 212 248 212 258 204 C292 176 340 196 384 244 C330 252 290 244 240 248 C190 244 150 252 96 244 Z"
            fill={`url(#${id}-lip)`}
            opacity="0.92"
          />
          <path d="M96 244 C160 330 320 330 384 244 C320 262 160 262 96 244 Z" fill={`url(#${id}-lip)`} opacity="0.78" />
          <path d="M96 244 C170 258 310 258 384 244" stroke="#35152e" strokeWidth="3" fill="none" opacity="0.5" />
          <Stroke d="M160 290 q40 14 70 4" stroke="#fbf7f2" width="5" opacity="0.6" />
        </>
      )}
    </Canvas>
  )
}

/** A lifted lash line over a closed-eye curve. */
export function LashArt(props: ArtProps) {
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <Stroke d="M100 250 C170 310 310 310 380 250" stroke={`url(#${id}-ink)`} width="7" />
          {Array.from({ length: 13 }, (_, i) => {
            const t = i / 12
            const x = 110 + t * 260
            const y = 250 + Math.sin(t * Math.PI) * 44
            const lean = (t - 0.5) * 40
            return <Stroke key={i} d={`M${x} ${y} q${lean / 2} 26 ${lean} 44`} stroke="#35152e" width="3" opacity="0.8" />
          })}
          <Stroke d="M130 170 C190 130 290 130 350 170" stroke="#6d3b62" width="12" opacity="0.7" />
        </>
      )}
    </Canvas>
  )
}

/** Brow, lip and sparkle together: the studio in one mark. */
export function StudioArt(props: ArtProps) {
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <Stroke d="M92 190 C140 140 200 128 236 146" stroke={`url(#${id}-ink)`} width="14" />
          <Stroke d="M388 190 C340 140 280 128 244 146" stroke={`url(#${id}-ink)`} width="14" />
          <path
            d="M150 320 C178 290 210 280 230 298 C236 303 244 303 250 298 C270 280 302 290 330 320 C300 326 270 322 240 324 C210 322 180 326 150 320 Z"
            fill="#a35a48"
            opacity="0.85"
          />
          <path d="M150 320 C190 372 290 372 330 320 C290 334 190 334 150 320 Z" fill="#c7796a" opacity="0.85" />
          <g stroke="#a35a48" strokeWidth="3" strokeLinecap="round" opacity="0.7">
            <path d="M380 300 v28 M366 314 h28" />
            <path d="M104 276 v18 M95 285 h18" />
          </g>
        </>
      )}
    </Canvas>
  )
}

/** Powdered brows: a soft shade that starts light at the head and builds toward the tail, in rows of fine dots. */
export function PowderBrowArt(props: ArtProps) {
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <defs>
            <linearGradient id={`${id}-ombre`} x1="1" y1="0" x2="0" y2="0">
              <stop offset="0%" stopColor="#6d3b62" stopOpacity="0.08" />
              <stop offset="55%" stopColor="#6d3b62" stopOpacity="0.55" />
              <stop offset="100%" stopColor="#35152e" stopOpacity="0.95" />
            </linearGradient>
          </defs>
          {[-1, 1].map((side) => (
            <g key={side} transform={side === 1 ? 'translate(480 0) scale(-1 1)' : undefined}>
              <path d="M64 262 C98 200 166 176 228 188 C234 206 230 222 218 228 C170 220 120 236 78 272 Z" fill={`url(#${id}-ombre)`} />
              {/* The powder: rows of dots (round caps on a dashed line), denser and darker toward the tail. */}
              <g fill="none" stroke="#35152e" strokeLinecap="round" opacity="0.5">
                <path d="M76 254 C110 206 166 190 216 198" strokeWidth="4" strokeDasharray="0 7" />
                <path d="M82 262 C118 218 170 204 212 210" strokeWidth="3" strokeDasharray="0 9" />
                <path d="M72 266 C100 236 130 222 160 216" strokeWidth="4.5" strokeDasharray="0 6" />
              </g>
            </g>
          ))}
          <Stroke d="M200 330 q40 22 80 0" stroke="#a35a48" width="4" opacity="0.5" />
        </>
      )}
    </Canvas>
  )
}

/** Three pigment drops (brow, lip and nude tones) under a brow arch: every treatment the studio offers. */
export function PigmentArt(props: ArtProps) {
  const drop = (x: number, y: number) =>
    `M${x} ${y - 62} C${x + 12} ${y - 40} ${x + 42} ${y - 12} ${x + 42} ${y + 14} A42 42 0 0 1 ${x - 42} ${y + 14} C${x - 42} ${y - 12} ${x - 12} ${y - 40} ${x} ${y - 62} Z`
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <Stroke d="M120 170 C180 120 300 120 360 170" stroke={`url(#${id}-ink)`} width="12" opacity="0.85" />
          <path d={drop(150, 290)} fill="#6d3b62" />
          <path d={drop(240, 310)} fill="#c7796a" />
          <path d={drop(330, 290)} fill="#d9a48c" />
          {[150, 240, 330].map((x, i) => (
            <Stroke key={x} d={`M${x - 22} ${(i === 1 ? 310 : 290) + 4} q2 -16 14 -26`} stroke="#fbf7f2" width="5" opacity="0.55" />
          ))}
        </>
      )}
    </Canvas>
  )
}

/** A soft price tag on its string, a brow arch drawn on it. */
export function TagArt(props: ArtProps) {
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <Stroke d="M332 96 C356 150 330 214 296 248" stroke="#a35a48" width="3" opacity="0.7" />
          <g transform="rotate(-14 240 270)">
            <path
              d="M170 200 L290 200 L346 262 L290 324 L170 324 Q150 324 150 304 L150 220 Q150 200 170 200 Z"
              fill="#fbf7f2"
              stroke="#6d3b62"
              strokeWidth="5"
              strokeLinejoin="round"
            />
            <circle cx="300" cy="262" r="11" fill="none" stroke="#6d3b62" strokeWidth="5" />
            <Stroke d="M178 262 C202 236 236 230 258 240" stroke={`url(#${id}-ink)`} width="9" />
            <path d="M180 292 h62 M180 306 h40" stroke="#a35a48" strokeWidth="5" strokeLinecap="round" opacity="0.6" />
          </g>
          <g stroke="#a35a48" strokeWidth="3" strokeLinecap="round" opacity="0.7">
            <path d="M372 340 v24 M360 352 h24" />
          </g>
        </>
      )}
    </Canvas>
  )
}

/** An open journal: lines of text on one page, a brow study on the other. */
export function JournalArt(props: ArtProps) {
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <path
            d="M240 150 C200 132 140 130 100 142 L100 330 C140 318 200 320 240 338 Z"
            fill="#fbf7f2"
            stroke="#6d3b62"
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path
            d="M240 150 C280 132 340 130 380 142 L380 330 C340 318 280 320 240 338 Z"
            fill="#fbf7f2"
            stroke="#6d3b62"
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <g stroke="#a35a48" strokeWidth="4" strokeLinecap="round" opacity="0.55">
            {[0, 1, 2, 3, 4, 5].map((line) => (
              <path key={line} d={`M122 ${178 + line * 24} q50 -6 ${line % 3 === 2 ? 64 : 96} 4`} />
            ))}
          </g>
          <Stroke d="M270 218 C298 188 332 182 354 194" stroke={`url(#${id}-ink)`} width="10" />
          <path d="M272 272 C288 258 300 256 310 264 C320 256 332 258 348 272 C330 290 290 290 272 272 Z" fill="#c7796a" opacity="0.85" />
        </>
      )}
    </Canvas>
  )
}

/** A calendar card with one day circled: the appointment. */
export function CalendarArt(props: ArtProps) {
  const days = Array.from({ length: 15 }, (_, i) => i)
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <rect x="112" y="130" width="256" height="236" rx="22" fill="#fbf7f2" stroke="#6d3b62" strokeWidth="5" />
          <path d="M112 152 Q112 130 134 130 L346 130 Q368 130 368 152 L368 184 L112 184 Z" fill={`url(#${id}-ink)`} />
          <path d="M170 112 v38 M310 112 v38" stroke="#35152e" strokeWidth="9" strokeLinecap="round" />
          {days.map((i) => (
            <circle key={i} cx={156 + (i % 5) * 42} cy={222 + Math.floor(i / 5) * 44} r="7" fill="#a35a48" opacity={i === 8 ? 0 : 0.35} />
          ))}
          <circle cx="282" cy="266" r="22" fill="#c7796a" opacity="0.9" />
          <Stroke d="M271 266 l8 8 l15 -16" stroke="#fbf7f2" width="5" joinRound />
        </>
      )}
    </Canvas>
  )
}

/** A map pin over soft roads, a brow arch inside it: where the studio is. */
export function PinArt(props: ArtProps) {
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <g stroke="#fbf7f2" strokeLinecap="round" fill="none" opacity="0.9">
            <path d="M70 300 C150 260 220 330 300 290 S400 250 430 270" strokeWidth="14" />
            <path d="M180 90 C200 180 170 260 210 420" strokeWidth="10" />
          </g>
          <path d="M240 348 C200 296 168 256 168 214 A72 72 0 0 1 312 214 C312 256 280 296 240 348 Z" fill={`url(#${id}-ink)`} />
          <circle cx="240" cy="214" r="38" fill="#fbf7f2" />
          <Stroke d="M216 222 C228 204 246 200 262 208" stroke="#a35a48" width="7" />
          <ellipse cx="240" cy="360" rx="34" ry="8" fill="#35152e" opacity="0.15" />
        </>
      )}
    </Canvas>
  )
}

/** Brow mapping: the arches with the guide lines an artist measures before any stroke. */
export function MappingArt(props: ArtProps) {
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <g stroke="#a35a48" strokeWidth="2.5" strokeDasharray="6 8" opacity="0.75">
            <path d="M60 172 H420" />
            <path d="M202 130 V330 M278 130 V330" />
            <path d="M240 330 L120 140 M240 330 L360 140" />
          </g>
          {[-1, 1].map((side) => (
            <g key={side} transform={side === 1 ? 'translate(480 0) scale(-1 1)' : undefined}>
              <Stroke d="M92 236 C120 186 170 166 206 186" stroke={`url(#${id}-ink)`} width="14" />
              <circle cx="206" cy="186" r="6" fill="#a35a48" />
              <circle cx="134" cy="176" r="6" fill="#a35a48" />
              <circle cx="92" cy="236" r="6" fill="#a35a48" />
            </g>
          ))}
          <circle cx="240" cy="330" r="7" fill="#6d3b62" />
        </>
      )}
    </Canvas>
  )
}

/** A microblading pen laying down fine hair strokes: the craft the course teaches. */
export function PenArt(props: ArtProps) {
  const strokes = Array.from({ length: 9 }, (_, i) => i)
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          {strokes.map((i) => {
            const x = 112 + i * 18
            const y = 300 - Math.sin((i / 8) * Math.PI * 0.9) * 40
            return <Stroke key={i} d={`M${x} ${y + 12} q8 -18 ${16 + (i % 3)} -26`} stroke="#35152e" width="3" opacity={(0.35 + i * 0.06).toFixed(2)} />
          })}
          <g transform="rotate(-38 300 230)">
            <rect x="262" y="78" width="34" height="200" rx="14" fill={`url(#${id}-ink)`} />
            <rect x="266" y="180" width="26" height="14" rx="4" fill="#e3b49e" />
            <path d="M270 278 L288 278 L282 318 L276 318 Z" fill="#a35a48" />
            <path d="M279 318 v12" stroke="#35152e" strokeWidth="3" strokeLinecap="round" />
          </g>
        </>
      )}
    </Canvas>
  )
}

/** A drop of water beside a leaf: gentle care while the color heals. */
export function CareArt(props: ArtProps) {
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <defs>
            <linearGradient id={`${id}-drop`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#fbf7f2" />
              <stop offset="100%" stopColor="#c7796a" />
            </linearGradient>
          </defs>
          <path
            d="M200 120 C216 160 268 214 268 262 A68 68 0 0 1 132 262 C132 214 184 160 200 120 Z"
            fill={`url(#${id}-drop)`}
            stroke="#a35a48"
            strokeWidth="4"
          />
          <Stroke d="M168 262 q4 -28 26 -44" stroke="#fbf7f2" width="8" opacity="0.8" />
          <path d="M290 350 C290 270 340 220 392 206 C398 270 360 332 290 350 Z" fill="#6d3b62" opacity="0.85" />
          <Stroke d="M290 350 C320 300 350 262 388 214" stroke="#fbf7f2" width="4" opacity="0.6" />
        </>
      )}
    </Canvas>
  )
}

/** Two speech bubbles, a question and its answer. */
export function QuestionArt(props: ArtProps) {
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <path
            d="M96 150 Q96 120 126 120 L274 120 Q304 120 304 150 L304 222 Q304 252 274 252 L168 252 L128 288 L134 252 L126 252 Q96 252 96 222 Z"
            fill={`url(#${id}-ink)`}
          />
          <Stroke d="M182 170 C182 146 222 146 222 170 C222 188 200 188 200 206" stroke="#fbf7f2" width="9" />
          <circle cx="200" cy="228" r="6" fill="#fbf7f2" />
          <path
            d="M176 262 Q176 234 206 234 L354 234 Q384 234 384 262 L384 330 Q384 360 354 360 L346 360 L352 396 L312 360 L206 360 Q176 360 176 330 Z"
            fill="#fbf7f2"
            stroke="#a35a48"
            strokeWidth="4"
          />
          <Stroke d="M214 304 C238 278 272 272 296 284" stroke="#6d3b62" width="9" />
          <Stroke d="M304 314 l12 12 l22 -24" stroke="#a35a48" width="6" joinRound />
        </>
      )}
    </Canvas>
  )
}

/** One brow in two halves: faint and sparse before, full and shaped after, with the slider's handle between. */
export function BeforeAfterArt(props: ArtProps) {
  const strokes = Array.from({ length: 16 }, (_, i) => i)
  return (
    <Canvas {...props}>
      <Stroke d="M90 280 C130 200 250 170 390 214" stroke="#6d3b62" width="16" opacity="0.12" />
      {strokes.map((i) => {
        const x = 100 + i * 18
        const y = 268 - Math.sin((i / 15) * Math.PI * 0.7) * 62
        const after = x > 240
        if (!after && i % 3 !== 0) return null
        return <Stroke key={i} d={`M${x} ${y + 12} q7 -16 ${14 + (i % 3)} -24`} stroke="#35152e" width={after ? 3.5 : 2.5} opacity={after ? 0.85 : 0.35} />
      })}
      <path d="M240 110 V370" stroke="#fbf7f2" strokeWidth="6" />
      <circle cx="240" cy="240" r="24" fill="#fbf7f2" stroke="#6d3b62" strokeWidth="4" />
      <Stroke d="M230 232 l-8 8 l8 8 M250 232 l8 8 l-8 8" stroke="#6d3b62" width="4" joinRound />
    </Canvas>
  )
}

/** Three small framed studies (brow, lips, lashes) hung together: the portfolio. */
export function FramesArt(props: ArtProps) {
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <g transform="rotate(-6 160 210)">
            <rect x="90" y="130" width="140" height="160" rx="10" fill="#fbf7f2" stroke="#6d3b62" strokeWidth="4" />
            <Stroke d="M112 230 C136 196 176 184 206 196" stroke={`url(#${id}-ink)`} width="10" />
          </g>
          <g transform="rotate(5 320 200)">
            <rect x="250" y="110" width="140" height="160" rx="10" fill="#fbf7f2" stroke="#6d3b62" strokeWidth="4" />
            <path d="M272 196 C288 180 302 178 314 188 C326 178 340 180 356 196 C336 216 292 216 272 196 Z" fill="#c7796a" opacity="0.9" />
          </g>
          <g transform="rotate(-2 250 330)">
            <rect x="180" y="280" width="140" height="120" rx="10" fill="#fbf7f2" stroke="#6d3b62" strokeWidth="4" />
            <Stroke d="M204 330 C230 356 270 356 296 330" stroke="#35152e" width="4" />
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <path
                key={i}
                d={`M${212 + i * 15} ${340 + Math.sin(((i + 0.5) / 6) * Math.PI) * 8} l${(i - 2.5) * 2} 14`}
                stroke="#35152e"
                strokeWidth="3"
                strokeLinecap="round"
              />
            ))}
          </g>
        </>
      )}
    </Canvas>
  )
}

/** A letter half out of its envelope, a brow arch drawn on it: write to the studio. */
export function LetterArt(props: ArtProps) {
  return (
    <Canvas {...props}>
      {(id) => (
        <>
          <rect x="150" y="120" width="180" height="170" rx="10" fill="#fbf7f2" stroke="#a35a48" strokeWidth="4" />
          <Stroke d="M178 188 C204 158 244 150 272 164" stroke={`url(#${id}-ink)`} width="10" />
          <path d="M180 222 h120 M180 246 h84" stroke="#a35a48" strokeWidth="5" strokeLinecap="round" opacity="0.55" />
          <path d="M110 236 L240 318 L370 236 L370 356 Q370 372 354 372 L126 372 Q110 372 110 356 Z" fill={`url(#${id}-ink)`} />
          <path d="M110 364 L212 300 M370 364 L268 300" stroke="#fbf7f2" strokeWidth="3" opacity="0.35" />
        </>
      )}
    </Canvas>
  )
}

/** The drawing of each group of services (decision 024); `other` (corrections, touch-ups): the pigments. */
const GROUP_ART: Record<ServiceGroup, (props: ArtProps) => ReactNode> = { brows: BrowArt, lips: LipArt, lashes: LashArt, other: PigmentArt }
/** The starter's powder techniques keep the drawing their cards had. */
const POWDER_BROWS = new Set(['ombre-brows', 'microshading'])

/** A service's card drawing, by its group: services have no photo of their own. */
export function ServiceArt({ service, ...props }: ArtProps & { service: { slug: string; group: ServiceGroup } }) {
  const Art = POWDER_BROWS.has(service.slug) ? PowderBrowArt : GROUP_ART[service.group]
  return <Art {...props} />
}
