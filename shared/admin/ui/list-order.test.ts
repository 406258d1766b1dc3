import { describe, expect, it } from 'vitest'
import { moveBy, moveNextTo, sameOrder } from './list-order.ts'

describe('the gallery order', () => {
  it('moves an item up or down one place, and not past either end', () => {
    expect(moveBy(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c'])
    expect(moveBy(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b'])
    expect(moveBy(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c'])
    expect(moveBy(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c'])
  })

  it('puts a dragged item before or after the one it is dropped on', () => {
    expect(moveNextTo(['a', 'b', 'c', 'd'], 'd', 'b', 'before')).toEqual(['a', 'd', 'b', 'c'])
    expect(moveNextTo(['a', 'b', 'c', 'd'], 'a', 'c', 'after')).toEqual(['b', 'c', 'a', 'd'])
    expect(moveNextTo(['a', 'b'], 'a', 'a', 'after')).toEqual(['a', 'b'])
  })

  it('tells whether an order changed', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true)
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false)
  })
})
