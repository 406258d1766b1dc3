// Renders post Markdown off the main thread: pathological input (deep nesting, long runs of * or _)
// can take marked minutes; here it only ever costs this worker, which the server ends after a time limit.
// Plain JavaScript so that it runs the same under tsx, vitest and node. Messages: { id, markdown } in; { ready, thread } once, then { id, html } or { id, error } out.
import { readlinkSync } from 'node:fs'
import { parentPort } from 'node:worker_threads'
import { marked } from 'marked'

// This thread's id on Linux ("<pid>/task/<tid>"), so that the server's time limit counts the CPU time this thread
// used, not the time a busy machine left it waiting; undefined elsewhere (the limit then counts wall time).
let thread
try {
  thread = Number(readlinkSync('/proc/thread-self').split('/').pop())
} catch {
  thread = undefined
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// An image alone in its paragraph with a title, `![alt](src "caption")` (the editor's caption), is a
// figure with its caption under it; the title is not kept on the image too (it would be read twice).
marked.use({
  renderer: {
    paragraph({ tokens }) {
      const [image, ...rest] = tokens
      if (rest.length > 0 || image?.type !== 'image' || !image.title?.trim()) return false
      const picture = this.parser.parseInline([{ ...image, title: null }])
      return `<figure>${picture}<figcaption>${escapeHtml(image.title.trim())}</figcaption></figure>\n`
    },
  },
})

// Ready once marked is loaded: the server's time limit counts the render, not this thread's start (which takes
// seconds on a busy machine).
parentPort.postMessage({ ready: true, thread })
parentPort.on('message', ({ id, markdown }) => {
  try {
    parentPort.postMessage({ id, html: marked.parse(markdown, { async: false, gfm: true }) })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
