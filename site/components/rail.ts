/**
 * A row of cards that swipes sideways on a phone (`.rail`, styles/phone-first.css) instead of stacking a screen each.
 * A row that scrolls is a stop of its own for the keyboard (its arrows scroll it), named for screen readers.
 */
export function railProps(label: string) {
  return { tabIndex: 0, 'aria-label': label } as const
}
