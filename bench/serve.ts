// The production server as server/index.ts runs it (loadConfig + startServer, NODE_ENV=production), except that
// the site build is read from BENCH_SITE_ROOT (the bench's own build) instead of the repository's dist/.
import { loadConfig } from '../server/config.ts'
import { startServer } from '../server/start.ts'
import { ROOT } from './config.ts'

const running = await startServer(loadConfig(process.env), process.env.BENCH_SITE_ROOT ?? ROOT)
console.log(`bench server listening on ${running.port}`)
const stop = () => {
  void running.close().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
