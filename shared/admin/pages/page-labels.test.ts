import { describe, expect, it } from 'vitest'
import { itemLabel, itemName, keyLabel } from './page-labels.ts'

describe('the page editor’s field names', () => {
  it('names the search and sharing texts for what they do', () => {
    expect(keyLabel('title', 'meta')).toBe('Page title (search results)')
    expect(keyLabel('description', 'meta')).toBe('Description (search results)')
    expect(keyLabel('keywords', 'meta')).toBe('Keywords (search engines)')
    expect(keyLabel('socialTitle', 'meta')).toBe('Social sharing title')
    expect(keyLabel('socialDescription', 'metaWithPhotos')).toBe('Social sharing description')
    expect(keyLabel('meta')).toBe('Search & sharing')
  })

  it('reads a heading, a paragraph and an introduction as a visitor sees them', () => {
    expect(keyLabel('title', 'hero')).toBe('Heading')
    expect(keyLabel('text', 'intro')).toBe('Paragraph')
    expect(keyLabel('intro', 'why')).toBe('Introduction')
    expect(keyLabel('lead')).toBe('Introduction')
    expect(keyLabel('text1', 'intro')).toBe('Paragraph 1')
    expect(keyLabel('hero')).toBe('Hero banner')
    expect(keyLabel('eyebrow', 'hero')).toBe('Small line above the heading')
  })

  it('reads any other key as its words, short forms spelled out', () => {
    expect(keyLabel('comingSoonText')).toBe('Coming soon text')
    expect(keyLabel('floatingTitle', 'cta')).toBe('Floating title')
    expect(keyLabel('ctaTitle', 'post')).toBe('Call-to-action title')
    expect(keyLabel('touchUp')).toBe('Touch up')
    expect(keyLabel('priceTouchUp2')).toBe('Price touch up 2')
    expect(keyLabel('why')).toBe('Why')
  })

  it('numbers a list’s items by what the list holds', () => {
    expect(itemLabel('steps', 0)).toBe('Step 1')
    expect(itemLabel('items', 11)).toBe('Item 12')
    expect(itemLabel('includes', 1)).toBe('Included item 2')
    expect(itemName('questions')).toBe('Question')
    expect(itemName('testimonialQuotes')).toBe('Testimonial quote')
    expect(itemName('press')).toBe('Item')
  })
})
