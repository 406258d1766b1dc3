import { describe, expect, it } from 'vitest'
import { HttpError } from '../http-errors.ts'
import { postContent } from './post-content.ts'
import { MARKDOWN_MAX_NESTING, MARKDOWN_TIME_LIMIT_MS, MARKDOWN_WALL_LIMIT_MS, MarkdownRenderer, markdownRenderer } from './render-markdown.ts'

describe('rendering Markdown', () => {
  it('renders an ordinary post', async () => {
    expect(await markdownRenderer.render('## Aftercare\n\nKeep them **dry**.')).toBe('<h2>Aftercare</h2>\n<p>Keep them <strong>dry</strong>.</p>\n')
  })

  it('shows an image alone in its paragraph with a title as a figure with that caption, kept by the sanitizer', async () => {
    const html = await postContent({
      markdown:
        'Healed:\n\n![Soft ombre brows](/uploads/brows.png "Six weeks on, <b>healed</b> & soft")\n\nInline ![dot](/uploads/dot.png "not a caption") here.',
    })
    expect(html).toContain(
      '<figure><img src="/uploads/brows.png" alt="Soft ombre brows"><figcaption>Six weeks on, &lt;b&gt;healed&lt;/b&gt; &amp; soft</figcaption></figure>',
    )
    // An image among words stays an image in its paragraph.
    expect(html).toContain('<p>Inline <img src="/uploads/dot.png" alt="dot" title="not a caption"> here.</p>')
    // Without a title: no figure.
    expect(await markdownRenderer.render('![Brows](/uploads/brows.png)')).toBe('<p><img src="/uploads/brows.png" alt="Brows"></p>\n')
  })

  it('refuses block quotes nested deeper than the limit with 422, at once', async () => {
    const deep = `${'>'.repeat(MARKDOWN_MAX_NESTING + 5)} deep`
    await expect(markdownRenderer.render(deep)).rejects.toMatchObject({ status: 422 })
  })

  it('counts the time limit from when the worker is ready, so a slow start on a busy machine refuses no text', async () => {
    // The worker takes 1.5 s to start, the limit is 1 s: counted from the request, this ordinary post would be refused.
    const slowStart = new MarkdownRenderer(new URL('./testing/slow-start-markdown-worker.mjs', import.meta.url), 1000)
    expect(await slowStart.render('Keep them **dry**.')).toBe('<p>Keep them <strong>dry</strong>.</p>\n')
  })

  it('counts the CPU time the render used, so a thread that a busy machine leaves waiting refuses no text', async () => {
    // The thread does not run for 1.5 s in the middle of the render, the limit is 1 s: counted by the clock, this
    // ordinary post would be refused. Linux only (the CPU time comes from /proc; elsewhere the clock counts).
    expect(process.platform).toBe('linux')
    const descheduled = new MarkdownRenderer(new URL('./testing/descheduled-markdown-worker.mjs', import.meta.url), 1000)
    const started = Date.now()
    expect(await descheduled.render('Keep them **dry**.')).toBe('<p>Keep them <strong>dry</strong>.</p>\n')
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500)
  })

  it('ends a render that runs past the time limit with 422, keeps the server thread free, and renders the next one', async () => {
    // Emphasis nested ten thousand deep: marked needs well over ten seconds here, then overflows its stack.
    const pathological = `${'*a '.repeat(10_000)}${'b*'.repeat(10_000)}`
    let ticks = 0
    const ticker = setInterval(() => ticks++, 50)
    const started = Date.now()
    const error = await markdownRenderer.render(pathological).catch((caught: unknown) => caught)
    const elapsed = Date.now() - started
    clearInterval(ticker)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 422, message: expect.stringMatching(/too complex/) })
    // Ended once it used the limit's CPU time: about the limit on a quiet machine, later on a busy one, never past the wall limit.
    expect(elapsed).toBeGreaterThanOrEqual(MARKDOWN_TIME_LIMIT_MS)
    expect(elapsed).toBeLessThan(MARKDOWN_WALL_LIMIT_MS + 1000)
    // The thread that runs the server kept ticking all along.
    expect(ticks).toBeGreaterThan(elapsed / 50 / 3)
    expect(await markdownRenderer.render('Still **works**.')).toBe('<p>Still <strong>works</strong>.</p>\n')
  }, 45_000)
})
