/**
 * What a username looks like, for telling look-alikes apart (`оwner` with a Cyrillic о beside `owner`):
 * NFKC (full-width and other compatibility forms become plain letters), lower case, then the Cyrillic and Greek
 * letters that look like Latin ones, and 0/1, as their Latin twins. A small part of Unicode's confusables table
 * (UTS #39 skeletons), enough for a studio's staff usernames; not a general homoglyph check.
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  п: 'n',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ԝ: 'w',
  х: 'x',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ζ: 'z',
  ω: 'w',
  // Digits
  '0': 'o',
  '1': 'l',
}

export function usernameSkeleton(username: string): string {
  return [...username.normalize('NFKC').toLowerCase()].map((char) => LOOK_ALIKES[char] ?? char).join('')
}
