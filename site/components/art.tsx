// Original artwork (BRAND.md: we have no photographs; abstract brow arches, lip contours, soft gradients).
// Inline SVG: no request, crisp at any size. With a `label` it is an image with alternative text; without, decorative.
import { useId } from 'react'

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

/** Two brow arches drawn in hair-like strokes. */
export function BrowArt({ label, className }: ArtProps) {
  const id = useId().replace(/:/g, '')
  const strokes = Array.from({ length: 18 }, (_, i) => i)
  return (
    <svg viewBox="0 0 480 480" width="480" height="480" className={className} {...a11y(label)}>
      <Backdrop id={id} />
      {[-1, 1].map((side) => (
        <g key={side} transform={side === 1 ? 'translate(480 0) scale(-1 1)' : undefined}>
          <path d="M70 250 C110 190 170 170 215 190" stroke={`url(#${id}-ink)`} strokeWidth="16" strokeLinecap="round" fill="none" opacity="0.9" />
          {strokes.map((i) => {
            const x = 78 + i * 8
            const y = 246 - Math.sin((i / 17) * Math.PI * 0.85) * 48
            return <path key={i} d={`M${x} ${y + 10} q6 -14 ${12 + (i % 3)} -20`} stroke="#35152e" strokeWidth="2" strokeLinecap="round" fill="none" opacity="0.55" />
          })}
        </g>
      ))}
      <path d="M200 330 q40 22 80 0" stroke="#a35a48" strokeWidth="4" strokeLinecap="round" fill="none" opacity="0.5" />
    </svg>
  )
}

/** A soft lip contour with a blush gradient. */
export function LipArt({ label, className }: ArtProps) {
  const id = useId().replace(/:/g, '')
  return (
    <svg viewBox="0 0 480 480" width="480" height="480" className={className} {...a11y(label)}>
      <Backdrop id={id} />
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
      <path d="M160 290 q40 14 70 4" stroke="#fbf7f2" strokeWidth="5" strokeLinecap="round" fill="none" opacity="0.6" />
    </svg>
  )
}

/** A lifted lash line over a closed-eye curve. */
export function LashArt({ label, className }: ArtProps) {
  const id = useId().replace(/:/g, '')
  return (
    <svg viewBox="0 0 480 480" width="480" height="480" className={className} {...a11y(label)}>
      <Backdrop id={id} />
      <path d="M100 250 C170 310 310 310 380 250" stroke={`url(#${id}-ink)`} strokeWidth="7" strokeLinecap="round" fill="none" />
      {Array.from({ length: 13 }, (_, i) => {
        const t = i / 12
        const x = 110 + t * 260
        const y = 250 + Math.sin(t * Math.PI) * 44
        const lean = (t - 0.5) * 40
        return <path key={i} d={`M${x} ${y} q${lean / 2} 26 ${lean} 44`} stroke="#35152e" strokeWidth="3" strokeLinecap="round" fill="none" opacity="0.8" />
      })}
      <path d="M130 170 C190 130 290 130 350 170" stroke="#6d3b62" strokeWidth="12" strokeLinecap="round" fill="none" opacity="0.7" />
    </svg>
  )
}

/** Brow, lip and sparkle together: the studio in one mark. */
export function StudioArt({ label, className }: ArtProps) {
  const id = useId().replace(/:/g, '')
  return (
    <svg viewBox="0 0 480 480" width="480" height="480" className={className} {...a11y(label)}>
      <Backdrop id={id} />
      <path d="M92 190 C140 140 200 128 236 146" stroke={`url(#${id}-ink)`} strokeWidth="14" strokeLinecap="round" fill="none" />
      <path d="M388 190 C340 140 280 128 244 146" stroke={`url(#${id}-ink)`} strokeWidth="14" strokeLinecap="round" fill="none" />
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
    </svg>
  )
}
