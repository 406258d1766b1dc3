import { type Logger, type LogOutput, createLogger } from '../logging/logger.ts'

/** One line a logger wrote, parsed (pino's JSON: 30 info, 40 warn, 50 error). */
export interface LoggedLine {
  level: number
  msg: string
  err?: { type: string; message: string; stack: string }
}

/** A logger whose lines a test reads back. */
export async function capturedLogger(): Promise<{ logger: Logger; lines: () => LoggedLine[]; errors: () => string[] }> {
  let text = ''
  const output: LogOutput = { write: (line: string) => void (text += line) }
  const logger = await createLogger({ level: 'info', output, pretty: false })
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LoggedLine)
  return {
    logger,
    lines,
    errors: () =>
      lines()
        .filter((line) => line.level >= 50)
        .map((line) => line.msg),
  }
}
