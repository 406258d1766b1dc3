// The yardstick: a bare node:http server answering each path with the bytes and headers our server sent for it,
// from memory. Started by throughput.ts in its own process, like our server, with BENCH_FIXTURES and PORT.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { Fixture } from './throughput.ts'

const fixtures = new Map<string, { status: number; headers: Array<[string, string]>; body: Buffer }>()
for (const fixture of JSON.parse(readFileSync(process.env.BENCH_FIXTURES!, 'utf8')) as Fixture[]) {
  fixtures.set(fixture.path, { status: fixture.status, headers: fixture.headers, body: Buffer.from(fixture.body, 'base64') })
}

const server = createServer((req, res) => {
  const fixture = fixtures.get(req.url ?? '')
  if (!fixture) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(fixture.status, fixture.headers.flat())
  res.end(fixture.body)
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare server listening'))
process.once('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
