// The Markdown worker on a machine so busy that its thread does not run for 1.5 s in the middle of a render
// (render-markdown.test.ts): each render first holds the thread for that long without using the CPU.
import { marked } from 'marked'

const parse = marked.parse
marked.parse = (...args) => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500)
  return parse(...args)
}
await import('../markdown-worker.mjs')
