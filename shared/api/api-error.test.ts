import { describe, expect, it } from 'vitest'
import { ApiError, errorText } from './api-error.ts'

describe('ApiError', () => {
  it('reads "<status>: <body text>" and parses our JSON error', () => {
    const body = JSON.stringify({ error: 'Invalid input', fields: { slug: 'Slug is required' } })
    const error = new ApiError({ status: 400, statusText: 'Bad Request', body })
    expect(error.message).toBe(`400: ${body}`)
    expect(error.status).toBe(400)
    expect(error.error).toBe('Invalid input')
    expect(error.fields).toEqual({ slug: 'Slug is required' })
  })

  it('uses the status text when the body is empty', () => {
    expect(new ApiError({ status: 502, statusText: 'Bad Gateway', body: '' }).message).toBe('502: Bad Gateway')
  })

  it('keeps a body that is not our JSON as text only', () => {
    const error = new ApiError({ status: 500, statusText: 'Internal Server Error', body: '<h1>oops</h1>' })
    expect(error.message).toBe('500: <h1>oops</h1>')
    expect(error.error).toBeUndefined()
    expect(error.fields).toBeUndefined()
  })

  it('turns a failed connection into status 0', () => {
    const error = ApiError.offline(new TypeError('fetch failed'))
    expect(error.status).toBe(0)
    expect(error.message).toBe('0: fetch failed')
    expect(errorText(error, 'Login failed')).toMatch(/could not be reached/)
  })

  it('offers the server message, else the fallback, for people to read', () => {
    expect(errorText(new ApiError({ status: 401, statusText: '', body: '{"error":"Invalid credentials"}' }), 'Login failed')).toBe('Invalid credentials')
    expect(errorText(new ApiError({ status: 500, statusText: 'x', body: '' }), 'Login failed')).toBe('Login failed')
    expect(errorText(new Error('boom'), 'Login failed')).toBe('Login failed')
  })
})
