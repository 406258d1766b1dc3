import { describe, expect, it } from 'vitest'
import { DEFAULT_WINDOW, windowPlacement } from './window-state.ts'

const laptop = { x: 0, y: 0, width: 1440, height: 900 }
const monitor = { x: 1440, y: 0, width: 2560, height: 1440 }

describe('window placement', () => {
  it('opens where it was closed', () => {
    const saved = { x: 1600, y: 100, width: 1400, height: 1000, maximized: false }
    expect(windowPlacement(saved, [laptop, monitor])).toEqual({ ...saved })
  })

  it('comes back onto the laptop screen when the monitor it was on is gone', () => {
    const saved = { x: 1600, y: 100, width: 1400, height: 1000, maximized: true }
    const placed = windowPlacement(saved, [laptop])
    expect(placed).toEqual({ x: 80, y: 20, width: DEFAULT_WINDOW.width, height: DEFAULT_WINDOW.height, maximized: true })
  })

  it('shrinks to fit a smaller screen and stays on it', () => {
    const saved = { x: 100, y: 50, width: 2000, height: 1200, maximized: false }
    expect(windowPlacement(saved, [laptop])).toEqual({ x: 0, y: 0, width: 1440, height: 900, maximized: false })
  })

  it('uses the default size, centred, the first time', () => {
    expect(windowPlacement(null, [laptop])).toEqual({ x: 80, y: 20, width: 1280, height: 860, maximized: false })
  })
})
