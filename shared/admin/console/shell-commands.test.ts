import { describe, expect, it } from 'vitest'
import { ShellCommands } from './shell-commands.ts'

describe('ShellCommands', () => {
  it('says no screen took a command while none is registered (signed out, or the browser)', () => {
    const shell = new ShellCommands()
    expect([shell.newPost(), shell.openInquiries(), shell.save(), shell.imageTarget()]).toEqual([false, false, false, null])
  })

  it('saves the form opened last, and the one under it once that closes', () => {
    const shell = new ShellCommands()
    const saved: string[] = []
    shell.handleSave(() => saved.push('post'))
    const stop = shell.handleSave(() => saved.push('category'))
    shell.save()
    stop()
    shell.save()
    expect(saved).toEqual(['category', 'post'])
  })

  it('puts an image in the editor’s text when focus is there, else in the featured image', () => {
    const shell = new ShellCommands()
    let focused = false
    const inserted: string[] = []
    shell.handleImage('content', { insert: (file) => inserted.push(`content:${file.name}`), hasFocus: () => focused })
    expect(shell.imageTarget()).toBe('content')
    const stop = shell.handleImage('featured', { insert: (file) => inserted.push(`featured:${file.name}`), hasFocus: () => false })
    expect(shell.imageTarget()).toBe('featured')
    focused = true
    expect(shell.imageTarget()).toBe('content')
    stop()
    expect(shell.insertImage('featured', new File([], 'brows.png'))).toBe(false)
    expect(shell.insertImage('content', new File([], 'lips.png'))).toBe(true)
    expect(inserted).toEqual(['content:lips.png'])
  })
})
