import type { ImageFile } from '../schema/upload.ts'
import { ApiError, parseJson } from './api-error.ts'
import { OPERATIONS, pathParams, perOperation, type Operation } from './operations.ts'
import type { StudioApi } from './studio-api.ts'

/**
 * The browser's transport of the /api contract, one function per entry of the operation table:
 * credentials on every request, a JSON content type only when a body is sent, multipart for a file (an image, a backup archive).
 * Answers are parsed with the table's schemas, so a screen never works with data of the wrong shape. `baseUrl` is
 * empty for the same origin. `fetchImpl` lets the desktop app's main process call through its own session
 * (Electron's `session.fetch`, which keeps the cookie there).
 */
export function createHttpApi(baseUrl = '', fetchImpl: typeof fetch = (input, init) => fetch(input, init)): StudioApi {
  const call = httpCall(baseUrl, fetchImpl)
  return perOperation<StudioApi>(
    (name) =>
      (...args: unknown[]) =>
        call(OPERATIONS[name], args),
  )
}

/** One request of an operation: its one error path is `ApiError`. */
export function httpCall(baseUrl: string, fetchImpl: typeof fetch) {
  return async function call(operation: Operation, args: readonly unknown[]): Promise<unknown> {
    const { path, input } = requestOf(operation, args)
    const init: RequestInit = { method: operation.method, credentials: 'include', headers: { Accept: 'application/json' } }
    let query = ''
    if (operation.method === 'GET') query = queryString({ ...(input as QueryValues | undefined), ...operation.query })
    else if (operation.multipart) init.body = fileForm(operation.multipart, input as ImageFile)
    else if (input !== undefined) {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' }
      init.body = JSON.stringify(input)
    }
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}/api${path}${query}`, init)
    } catch (cause) {
      throw ApiError.offline(cause)
    }
    if (response.ok && operation.download) return fileOf(operation, response)
    const text = await response.text()
    if (!response.ok) throw new ApiError({ status: response.status, statusText: response.statusText, body: text })
    const body = parseJson(text)
    const parsed = operation.output.safeParse(operation.answer ? operation.answer(body, response.headers) : body)
    if (!parsed.success) {
      throw new ApiError({ status: response.status, statusText: 'Unexpected answer from the server', body: '' })
    }
    return parsed.data
  }
}

/** A file answer as the console saves it: its bytes as sent (a byte-order mark kept), its type and its name. */
async function fileOf(operation: Operation, response: Response): Promise<unknown> {
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'download'
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream'
  const parsed = operation.output.safeParse({ name, type, bytes: new Uint8Array(await response.arrayBuffer()) })
  if (!parsed.success) throw new ApiError({ status: response.status, statusText: 'Unexpected answer from the server', body: '' })
  return parsed.data
}

/** The path with its parameters filled from the first arguments, and the input (the argument after them) as it travels. */
function requestOf(operation: Operation, args: readonly unknown[]): { path: string; input: unknown } {
  const names = pathParams(operation.path)
  let index = 0
  const path = operation.path.replace(/:\w+/g, () => encodeURIComponent(String(args[index++])))
  const value = args[names.length]
  const input = operation.field && value !== undefined ? { [operation.field]: value } : value
  return { path, input }
}

type QueryValues = Record<string, string | number | boolean | readonly string[] | undefined>

/** `?published=true&limit=3&names=a.jpg,b.jpg`; booleans, numbers and lists as the server's query schemas read them. */
export function queryString(query: QueryValues = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

function fileForm(field: string, { name, type, bytes }: ImageFile): FormData {
  const form = new FormData()
  // A copy, so the Blob gets a plain ArrayBuffer whatever buffer the bytes came in.
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name)
  return form
}
