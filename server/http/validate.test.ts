import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { onError } from './errors'
import type { AppEnv } from './types'
import { findControlChars, validate } from './validate'

const schema = z.object({ name: z.string().min(2, 'too short'), rooms: z.coerce.number().int().min(1).max(9) })

function app() {
  const a = new Hono<AppEnv>()
  a.onError(onError)
  a.post('/json', validate('json', schema), (c) => c.json(c.req.valid('json')))
  a.get('/query', validate('query', schema), (c) => c.json(c.req.valid('query')))
  a.get('/param/:rooms', validate('param', z.object({ rooms: z.coerce.number().int().min(1) })), (c) => c.json(c.req.valid('param')))
  return a
}

describe('validate()', () => {
  it('passes parsed data to the handler', async () => {
    const res = await app().request('/json', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"ab","rooms":"2"}' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ name: 'ab', rooms: 2 })
  })

  it('answers malformed JSON and a wrong content type with 400', async () => {
    const bad = await app().request('/json', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).header).toEqual({ code: 400, message: 'Malformed JSON in request body' })
    const text = await app().request('/json', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' })
    expect(text.status).toBe(400)
  })

  it('names the first failing field and lists all of them', async () => {
    const res = await app().request('/query?name=a&rooms=12')
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.header).toEqual({ code: 400, message: 'name: too short' })
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'rooms'])
    expect(body.data).toBeNull()
  })

  it('says "Required" for a missing field and names the type for a wrong one', async () => {
    const post = (body: unknown) => app().request('/json', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const missing = await (await post({ rooms: 2 })).json()
    expect(missing.errors).toEqual([{ field: 'name', message: 'Required' }])
    const wrong = await (await post({ name: 123, rooms: 2 })).json()
    expect(wrong.errors[0].field).toBe('name')
    expect(wrong.errors[0].message).toMatch(/expected string, received number/)
  })

  it('validates path params', async () => {
    expect((await app().request('/param/0')).status).toBe(400)
    expect(await (await app().request('/param/3')).json()).toEqual({ rooms: 3 })
  })
})

describe('control characters', () => {
  it('finds the first field holding one, refusing NUL anywhere', () => {
    expect(findControlChars({ a: 'ok', b: ['x', 'y\u0000'] })).toBe('b.1')
    expect(findControlChars({ name: 'tab\tand\nnewline are fine' })).toBeUndefined()
    expect(findControlChars('\u001b[31m')).toBe('body')
  })
})
