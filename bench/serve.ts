// The production server as server/index.ts runs it (loadConfig + startServer, NODE_ENV=production), except that
// the site build is read from BENCH_SITE_ROOT (the bench's own build) instead of the repository's dist/, and the log
// (LOG_LEVEL, info unless BENCH_LOG_LEVEL says otherwise) is written as JSON lines to BENCH_LOG_FILE, as production
// writes them to its journal, instead of to the bench's pipe.
import { loadConfig } from '../server/config.ts'
import { batchedOutput, createLogger } from '../server/logging/logger.ts'
import { startServer } from '../server/start.ts'
import { ROOT } from './config.ts'

const config = loadConfig(process.env)
const logger = await createLogger({ level: config.LOG_LEVEL, output: batchedOutput(process.env.BENCH_LOG_FILE ?? '/dev/null') })
const running = await startServer(config, process.env.BENCH_SITE_ROOT ?? ROOT, { logger })
console.log(`bench server listening on ${running.port}`)
const stop = () => {
  void running.close().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
