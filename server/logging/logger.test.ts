import { describe, expect, it } from 'vitest'
import { BatchedOutput, type LogOutput, createLogger } from './logger.ts'

/** What reached the file, batch by batch. */
function sink() {
  const batches: string[] = []
  return { batches, write: (bytes: Buffer) => void batches.push(bytes.toString()) }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe('BatchedOutput', () => {
  it('writes the request lines together, soon after the first of them', async () => {
    const file = sink()
    const output = new BatchedOutput(file)
    output.append('{"msg":"one"}\n')
    output.append('{"msg":"two"}\n')
    expect(file.batches).toEqual([])
    await until(() => file.batches.length > 0, 'the batch')
    expect(file.batches).toEqual(['{"msg":"one"}\n{"msg":"two"}\n'])
  })

  it("writes pino's own lines at once, after the request lines waiting before them", async () => {
    const file = sink()
    const output = new BatchedOutput(file)
    const logger = await createLogger({ level: 'info', output })
    output.append('{"msg":"a request"}\n')
    logger.info('SIGTERM: finishing pending writes, then stopping.')
    logger.error(new Error('the disk is on fire'), 'it broke')
    expect(file.batches).toHaveLength(2)
    const [request, stopping, error] = file.batches
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
    expect(request.msg).toBe('a request')
    expect(stopping.msg).toBe('SIGTERM: finishing pending writes, then stopping.')
    expect(error).toMatchObject({ level: 50, msg: 'it broke', err: { type: 'Error', message: 'the disk is on fire' } })
    expect(error.err.stack).toMatch(/^Error: the disk is on fire\n\s+at /)
  })

  it('writes a line longer than its buffer whole, after the waiting ones', async () => {
    const file = sink()
    const output = new BatchedOutput(file)
    output.append('short\n')
    const long = `${'é'.repeat(BatchedOutput.BUFFER_BYTES)}\n`
    output.append(long)
    expect(file.batches).toEqual(['short\n', long])
  })

  it('starts a new batch when the next line might not fit, never cutting one', async () => {
    const file = sink()
    const output = new BatchedOutput(file)
    const line = `${'x'.repeat(1000)}\n`
    for (let index = 0; index < 100; index++) output.append(line)
    output.flush()
    expect(file.batches.length).toBeGreaterThan(1)
    expect(file.batches.join('')).toBe(line.repeat(100))
    for (const batch of file.batches) expect(batch.endsWith('\n')).toBe(true)
  })
})

describe('error fields', () => {
  it('never carry the request body or headers an error holds', async () => {
    let text = ''
    const output: LogOutput = { write: (line: string) => void (text += line) }
    const logger = await createLogger({ level: 'info', output })
    // What body-parser throws on a bad JSON body: the raw body rides along.
    const parseError = Object.assign(new SyntaxError('Unexpected token'), {
      body: '{"username":"admin","password":"hunter2-secret',
      headers: { cookie: 'studio_session=abc' },
      status: 400,
    })
    logger.error({ err: parseError }, 'bad body')
    const line = JSON.parse(text)
    expect(line.err).toMatchObject({ type: 'SyntaxError', message: 'Unexpected token', status: 400 })
    expect(text).not.toContain('hunter2-secret')
    expect(text).not.toContain('studio_session')
  })

  it('never carry a secret-like field an error holds, but keep its code', async () => {
    let text = ''
    const output: LogOutput = { write: (line: string) => void (text += line) }
    const logger = await createLogger({ level: 'info', output })
    const error = Object.assign(new Error('sign-in failed'), {
      code: 'ECONNRESET',
      password: 'hunter2-password',
      pwd: 'hunter2-pwd',
      otp: '123456-otp',
      resetToken: 'reset-link-token',
      jwt: 'eyJhbGciOi.jwt',
      cookie: 'studio_session=abc-cookie',
      authorization: 'Bearer abc-authorization',
      secret: 'the-secret',
      attempts: 3,
    })
    logger.error({ err: error }, 'it broke')
    const line = JSON.parse(text)
    expect(line.err).toMatchObject({ type: 'Error', message: 'sign-in failed', code: 'ECONNRESET', attempts: 3 })
    for (const secret of ['hunter2', '123456-otp', 'reset-link-token', 'eyJhbGciOi', 'abc-cookie', 'abc-authorization', 'the-secret']) {
      expect(text).not.toContain(secret)
    }
  })
})
