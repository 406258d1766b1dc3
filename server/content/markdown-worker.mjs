// Renders post Markdown off the main thread (issue #12): pathological input (deep nesting, long runs of * or _)
// can take marked minutes; here it only ever costs this worker, which the server ends after a time limit.
// Plain JavaScript so that it runs the same under tsx, vitest and node. Messages: { id, markdown } in; { ready } once, then { id, html } or { id, error } out.
import { parentPort } from 'node:worker_threads'
import { marked } from 'marked'

// Ready once marked is loaded: the server's time limit counts the render, not this thread's start (which takes
// seconds on a busy machine).
parentPort.postMessage({ ready: true })
parentPort.on('message', ({ id, markdown }) => {
  try {
    parentPort.postMessage({ id, html: marked.parse(markdown, { async: false, gfm: true }) })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
