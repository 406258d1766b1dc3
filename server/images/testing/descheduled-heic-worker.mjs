// The HEIC worker on a machine so busy that its thread does not run for 1.5 s in the middle of a decode
// (upload-limits.test.ts): each decode first holds the thread for that long without using the CPU.
import decode from 'heic-decode'

const all = decode.all
decode.all = (...args) => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500)
  return all(...args)
}
await import('../heic-worker.mjs')
