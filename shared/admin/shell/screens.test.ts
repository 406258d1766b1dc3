import { describe, expect, it } from 'vitest'
import { pagePath, postPath, sectionPath } from '../console/console-paths.ts'
import { FEATURES } from '../features.ts'
import { consoleScreen, returnPath, screenSection } from './screens.ts'

describe('console addresses', () => {
  it('gives every sidebar section an address that names it again', () => {
    for (const { id } of FEATURES) {
      expect(consoleScreen(sectionPath(id))).toEqual({ kind: 'section', section: id })
    }
  })

  it('names the post editor by the post, with /posts/new for a new one', () => {
    expect(consoleScreen('/posts/new')).toEqual({ kind: 'post', id: 'new' })
    expect(consoleScreen(postPath('a1b2'))).toEqual({ kind: 'post', id: 'a1b2' })
    expect(screenSection(consoleScreen('/posts/a1b2'))).toBe('posts')
  })

  it('names a page’s editor by the page, in Pages', () => {
    expect(consoleScreen(pagePath('home'))).toEqual({ kind: 'page', id: 'home' })
    expect(screenSection(consoleScreen('/pages/faq'))).toBe('pages')
    expect(consoleScreen('/pages/faq/x')).toEqual({ kind: 'not-found' })
  })

  it('knows an address it does not have as not found, keeping the section it is under', () => {
    expect(consoleScreen('/nowhere')).toEqual({ kind: 'not-found' })
    expect(consoleScreen('/')).toEqual({ kind: 'not-found' })
    expect(consoleScreen('/posts/a1/b2')).toEqual({ kind: 'not-found' })
    expect(consoleScreen('/media/x')).toEqual({ kind: 'not-found', section: 'media' })
    expect(consoleScreen('/posts/%E0%A4%A')).toEqual({ kind: 'not-found' })
  })

  it('returns to an address of the console after signing in, else to the dashboard', () => {
    expect(returnPath('/posts/a1b2')).toBe('/posts/a1b2')
    expect(returnPath(undefined)).toBe('/dashboard')
    expect(returnPath('/login')).toBe('/dashboard')
    expect(returnPath('//evil.example/x')).toBe('/dashboard')
    expect(returnPath('/\\evil.example')).toBe('/dashboard')
    expect(returnPath('https://evil.example/')).toBe('/dashboard')
  })
})
