import { z } from 'zod'

export const MIN_WINDOW = { width: 720, height: 520 } as const
export const DEFAULT_WINDOW = { width: 1280, height: 860 } as const

export const WindowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(MIN_WINDOW.width).max(20_000),
  height: z.number().int().min(MIN_WINDOW.height).max(20_000),
  maximized: z.boolean(),
})
export type WindowState = z.infer<typeof WindowStateSchema>

export interface Rectangle {
  x: number
  y: number
  width: number
  height: number
}

/**
 * Where to open the window: the remembered place when it is still on one of the screens (a laptop undocked from
 * its second monitor must not open the window off-screen), else the default size centred on the first screen.
 */
export function windowPlacement(saved: WindowState | null, workAreas: Rectangle[]): Rectangle & { maximized: boolean } {
  const primary = workAreas[0] ?? { x: 0, y: 0, width: DEFAULT_WINDOW.width, height: DEFAULT_WINDOW.height }
  if (saved) {
    const home = workAreas.find((area) => overlap(saved, area) >= 0.5 * saved.width * Math.min(saved.height, 80))
    if (home) {
      const width = Math.min(saved.width, home.width)
      const height = Math.min(saved.height, home.height)
      const x = clamp(saved.x, home.x, home.x + home.width - width)
      const y = clamp(saved.y, home.y, home.y + home.height - height)
      return { x, y, width, height, maximized: saved.maximized }
    }
  }
  const width = Math.min(DEFAULT_WINDOW.width, primary.width)
  const height = Math.min(DEFAULT_WINDOW.height, primary.height)
  return {
    x: Math.round(primary.x + (primary.width - width) / 2),
    y: Math.round(primary.y + (primary.height - height) / 2),
    width,
    height,
    maximized: saved?.maximized ?? false,
  }
}

/** Area of the window's title strip (its top 80 px, where it is dragged from) that lies on the screen. */
function overlap(window: Rectangle, area: Rectangle): number {
  const strip = { ...window, height: Math.min(window.height, 80) }
  const width = Math.min(strip.x + strip.width, area.x + area.width) - Math.max(strip.x, area.x)
  const height = Math.min(strip.y + strip.height, area.y + area.height) - Math.max(strip.y, area.y)
  return width > 0 && height > 0 ? width * height : 0
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)))
}
