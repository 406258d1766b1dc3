import { describe, expect, it } from 'vitest'
import { localPath } from './site.ts'

describe('localPath (every Location header the site writes)', () => {
  it.each([
    ['//evil.example', '/evil.example'],
    ['//evil.example/faq', '/evil.example/faq'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/\\/evil.example', '/evil.example'],
    ['https://evil.example/faq?x=1', '/faq?x=1'],
    ['/faq?lang=es#top', '/faq?lang=es#top'],
    ['/es/blog/mi-entrada', '/es/blog/mi-entrada'],
  ])('keeps %s on this site as %s', (input, expected) => {
    expect(localPath(input)).toBe(expected)
    expect(new URL(localPath(input), 'https://studio.example').host).toBe('studio.example')
  })
})
