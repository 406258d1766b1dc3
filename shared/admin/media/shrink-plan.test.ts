import { describe, expect, it } from 'vitest'
import { MAX_SIDE, fitWithin, isShrinkable, shrinkAttempts, shrunkName } from './shrink-plan.ts'

describe('which pictures the browser shrinks', () => {
  it('redraws JPEG, PNG and WebP, and leaves GIF, HEIC and SVG to the server', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].every(isShrinkable)).toBe(true)
    expect(['image/gif', 'image/heic', 'image/svg+xml', ''].some(isShrinkable)).toBe(false)
  })
})

describe('fitWithin', () => {
  it('brings the longest side down to the limit and keeps the proportions', () => {
    expect(fitWithin(6000, 4000, 4096)).toEqual({ width: 4096, height: 2731 })
    expect(fitWithin(3024, 4032, 4096)).toEqual({ width: 3024, height: 4032 })
    expect(fitWithin(3000, 12000, 4096)).toEqual({ width: 1024, height: 4096 })
  })

  it('never enlarges a picture and never reaches zero', () => {
    expect(fitWithin(800, 600, 4096)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(100_000, 1, 4096)).toEqual({ width: 4096, height: 1 })
  })
})

describe('shrinkAttempts', () => {
  it('starts at 4096 px and JPEG quality 0.9 for an opaque photo, then lowers the quality step by step', () => {
    const attempts = shrinkAttempts({ width: 8000, height: 6000 }, false)
    expect(attempts[0]).toEqual({ width: MAX_SIDE, height: 3072, type: 'image/jpeg', quality: 0.9 })
    const first = attempts.filter((attempt) => attempt.width === MAX_SIDE).map((attempt) => attempt.quality)
    expect(first).toEqual([...first].sort((a, b) => b - a))
    expect(first.length).toBeGreaterThan(2)
  })

  it('goes to smaller sizes once the quality steps are used up', () => {
    const widths = shrinkAttempts({ width: 8000, height: 6000 }, false).map((attempt) => attempt.width)
    expect(widths).toEqual([...widths].sort((a, b) => b - a))
    expect(Math.min(...widths)).toBeLessThan(MAX_SIDE)
  })

  it('keeps transparency by writing WebP', () => {
    expect(new Set(shrinkAttempts({ width: 5000, height: 5000 }, true).map((attempt) => attempt.type))).toEqual(new Set(['image/webp']))
  })

  it('does not try the same size twice for a picture smaller than every limit', () => {
    const attempts = shrinkAttempts({ width: 1500, height: 1000 }, false)
    expect(new Set(attempts.map((attempt) => `${attempt.width}x${attempt.height}`))).toEqual(new Set(['1500x1000']))
  })
})

describe('shrunkName', () => {
  it('gives the name the extension of its new format', () => {
    expect(shrunkName('IMG_2041.PNG', 'image/jpeg')).toBe('IMG_2041.jpg')
    expect(shrunkName('logo.png', 'image/webp')).toBe('logo.webp')
    expect(shrunkName('scan', 'image/png')).toBe('scan.png')
    expect(shrunkName('.png', 'image/jpeg')).toBe('image.jpg')
  })
})
