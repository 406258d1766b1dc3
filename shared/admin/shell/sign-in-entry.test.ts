import { describe, expect, it } from 'vitest'
import { OPERATIONS } from '#shared/api/operations.ts'
import { SIGN_IN_PATHS } from './sign-in-entry.tsx'

describe('the light sign-in screen', () => {
  it('asks the server at the operation table’s own addresses for checkAuth and login', () => {
    expect(SIGN_IN_PATHS.checkAuth).toBe(OPERATIONS.checkAuth.path)
    expect(OPERATIONS.checkAuth.method).toBe('GET')
    expect(SIGN_IN_PATHS.login).toBe(OPERATIONS.login.path)
    expect(OPERATIONS.login.method).toBe('POST')
  })
})
