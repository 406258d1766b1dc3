// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { useSameObject } from './use-same-object.ts'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** Renders the hook with each value in turn and answers the object it gave each time. */
function givenFor(values: Record<string, unknown>[]): object[] {
  const given: object[] = []
  function Probe({ value }: { value: Record<string, unknown> }) {
    given.push(useSameObject(value))
    return null
  }
  const root = createRoot(document.createElement('div'))
  for (const value of values) act(() => root.render(<Probe value={value} />))
  act(() => root.unmount())
  return given
}

describe('useSameObject', () => {
  it('keeps the first object while every field is the same', () => {
    const reload = () => {}
    const [first, second] = givenFor([
      { user: 'ana', reload },
      { user: 'ana', reload },
    ])
    expect(second).toBe(first)
  })

  it('gives the new object once a field changes, is added or is gone', () => {
    const [first, changed, added, gone] = givenFor([{ user: 'ana' }, { user: 'eva' }, { user: 'eva', section: 'posts' }, { user: 'eva' }])
    expect(changed).not.toBe(first)
    expect(changed).toEqual({ user: 'eva' })
    expect(added).toEqual({ user: 'eva', section: 'posts' })
    expect(gone).toEqual({ user: 'eva' })
    expect(gone).not.toBe(changed)
  })
})
