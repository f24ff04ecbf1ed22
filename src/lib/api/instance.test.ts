import { afterEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { Paths, loginResponseSchema, ok } from '../../contract'
import { setupMswServer } from '../../test/msw'
import { CSRF_COOKIE, cookiesMayHaveChanged, readCookie } from '../cookies'
import type { Endpoint } from './client'
import { api } from './instance'

const server = setupMswServer()
const login: Endpoint<z.infer<typeof loginResponseSchema>> = { method: 'POST', base: 'b2b', path: Paths.login, data: loginResponseSchema, body: 'form' }

afterEach(() => {
  document.cookie = `${CSRF_COOKIE}=; Max-Age=0; Path=/`
  cookiesMayHaveChanged()
})

describe('the app’s API client', () => {
  it('lets the code after a response see the cookies it set, though the last read was a moment ago', async () => {
    expect(readCookie(CSRF_COOKIE)).toBeUndefined()
    server.use(
      http.post(`*${Paths.login}`, () => {
        // What the browser does with the response's Set-Cookie before the page sees the response.
        document.cookie = `${CSRF_COOKIE}=fresh; Path=/`
        return HttpResponse.json(ok({ success: true }))
      }),
    )
    await api.request(login, { body: { username: 'demo_agent', password: 'x' } })
    expect(readCookie(CSRF_COOKIE)).toBe('fresh')
  })
})
