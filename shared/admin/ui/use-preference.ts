import { useState } from 'react'

/**
 * One of `choices` that the console remembers on this computer (localStorage), the first until one is made. Only a
 * preference: where storage is unavailable, it is not kept.
 */
export function usePreference<C extends string>(key: string, choices: readonly [C, ...C[]]): [C, (choice: C) => void] {
  const [choice, setChoice] = useState<C>(() => {
    try {
      return choices.find((known) => known === localStorage.getItem(key)) ?? choices[0]
    } catch {
      return choices[0]
    }
  })
  function choose(next: C) {
    setChoice(next)
    try {
      localStorage.setItem(key, next)
    } catch {
      // Only a preference.
    }
  }
  return [choice, choose]
}
