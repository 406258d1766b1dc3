import { describe, expect, it } from 'vitest'
import { parseShareCrop, shareCropBox, shareCropFile, shareCropUrl } from './share-crop.ts'

describe('share crops', () => {
  it('names one file per photo and point, in whole percent, and reads the name back', () => {
    expect(shareCropFile('abc-123', { x: 30.4, y: 69.6 })).toBe('v/abc-123-og-30-70.jpg')
    expect(shareCropUrl('abc-123', { x: -5, y: 140 })).toBe('/uploads/v/abc-123-og-0-100.jpg')
    expect(parseShareCrop('v/abc-123-og-30-70.jpg')).toEqual({ id: 'abc-123', focus: { x: 30, y: 70 } })
    for (const path of ['v/abc-og-101-5.jpg', 'v/abc-og-5-5.png', 'abc-og-5-5.jpg', 'v/abc-1200.jpg', 'v/../abc-og-5-5.jpg'])
      expect(parseShareCrop(path), path).toBeUndefined()
  })

  it('cuts the widest 1200:630 box, placed as CSS object-position places a covering image', () => {
    // A landscape photo wider than the card: full height, the width cut; the point's share of the slack on its left.
    expect(shareCropBox(2400, 800, { x: 50, y: 50 })).toEqual({ left: 438, top: 0, width: 1524, height: 800 })
    expect(shareCropBox(2400, 800, { x: 0, y: 50 })).toMatchObject({ left: 0, width: 1524 })
    expect(shareCropBox(2400, 800, { x: 100, y: 50 })).toMatchObject({ left: 876, width: 1524 })
    // A portrait phone photo: full width, the height cut around the point.
    expect(shareCropBox(3024, 4032, { x: 50, y: 20 })).toEqual({ left: 0, top: 489, width: 3024, height: 1588 })
    expect(shareCropBox(3024, 4032, { x: 50, y: 100 })).toMatchObject({ top: 4032 - 1588, height: 1588 })
  })

  it('keeps the chosen point inside the crop wherever it is', () => {
    for (const [width, height] of [
      [4032, 3024],
      [3024, 4032],
      [1000, 525],
      [300, 200],
    ] as const) {
      for (const x of [0, 13, 50, 87, 100]) {
        for (const y of [0, 25, 50, 99, 100]) {
          const box = shareCropBox(width, height, { x, y })
          const point = { x: (width * x) / 100, y: (height * y) / 100 }
          expect(box.left + box.width).toBeLessThanOrEqual(width)
          expect(box.top + box.height).toBeLessThanOrEqual(height)
          expect(point.x).toBeGreaterThanOrEqual(box.left)
          expect(point.x).toBeLessThanOrEqual(box.left + box.width)
          expect(point.y).toBeGreaterThanOrEqual(box.top)
          expect(point.y).toBeLessThanOrEqual(box.top + box.height)
        }
      }
    }
  })
})
