// bcrypt off the main thread: a burst of sign-ins must not stall every other request. Plain JavaScript
// so that it runs the same under tsx, vitest and node. Messages: { id, op: 'compare' | 'hash', password, hash, cost }.
import { parentPort } from 'node:worker_threads'
import bcrypt from 'bcryptjs'

parentPort.on('message', ({ id, op, password, hash, cost }) => {
  try {
    const value = op === 'compare' ? bcrypt.compareSync(password, hash) : bcrypt.hashSync(password, cost)
    parentPort.postMessage({ id, value })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
