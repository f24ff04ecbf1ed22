// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

// Every call of one of zod's builders (z.object, z.string, z.extend …) is counted, so the test
// sees how much of the contract its modules build as they evaluate.
const built = vi.hoisted(() => ({ calls: 0 }))
vi.mock('zod/mini', async (importOriginal) => {
  const z = await importOriginal<Record<string, unknown>>()
  const counted = (fn: (...args: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]) {
      built.calls += 1
      return fn.apply(this, args)
    }
  return Object.fromEntries(Object.entries(z).map(([name, value]) => [name, typeof value === 'function' && /^[a-z_]/.test(name) ? counted(value as (...args: unknown[]) => unknown) : value]))
})

const z = await import('zod/mini')
const { lazySchema } = await import('./lazy-schema')

describe('lazySchema', () => {
  it('builds the schema on the first read, once, and then is that schema', () => {
    const build = vi.fn(() => z.object({ name: z.string().check(z.minLength(1, 'is required')), age: z.optional(z.int()) }))
    const schema = lazySchema(build)
    expect(build).not.toHaveBeenCalled()
    expect(schema.parse({ name: 'Ana', age: 3 })).toEqual({ name: 'Ana', age: 3 })
    expect(schema.safeParse({ name: '' }).error?.issues[0]).toMatchObject({ path: ['name'], message: 'is required' })
    expect(Object.keys(schema.shape)).toEqual(['name', 'age'])
    expect('~standard' in schema).toBe(true)
    expect(schema instanceof z.ZodMiniObject).toBe(true)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('composes: schemas built from stand-ins stay stand-ins until used, and report nested paths', () => {
    const inner = vi.fn(() => z.object({ code: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a currency code')) }))
    const price = lazySchema(inner)
    const order = lazySchema(() => z.extend(z.object({ id: z.int() }), { prices: z.array(price), total: z.nullable(price) }))
    const list = z.array(order)
    expect(inner).not.toHaveBeenCalled()
    expect(list.safeParse([{ id: 1, prices: [{ code: 'CNY' }, { code: 'cny' }], total: null }]).error?.issues[0]).toMatchObject({ path: [0, 'prices', 1, 'code'], message: 'must be a currency code' })
    expect(inner).toHaveBeenCalledTimes(1)
  })

  it('refuses writes instead of keeping them apart from the schema', () => {
    const schema = lazySchema(() => z.string()) as unknown as Record<string, unknown>
    expect(() => {
      schema.extra = 1
    }).toThrow(TypeError)
    expect(schema.extra).toBeUndefined()
  })
})

describe('the contract', () => {
  it('builds almost none of its schemas as its modules evaluate (#9 TBT)', async () => {
    built.calls = 0
    const modules = [await import('./index'), await import('./content')]
    const atImport = built.calls
    // Read every schema the contract exports: each stand-in builds, and what it is built from.
    let schemas = 0
    for (const m of modules) {
      for (const value of Object.values(m)) {
        if (typeof value === 'object' && value !== null && '_zod' in value) schemas += 1
      }
    }
    const all = built.calls
    expect(schemas).toBeGreaterThan(100)
    expect(all).toBeGreaterThan(800)
    // What is left at import (198 of 873 calls on 12-02): the small schemas (under 6 builder
    // calls each) that cost less to build than their stand-in costs in bytes. Eagerly, all 873.
    expect(atImport, `${atImport} of ${all} builder calls at import`).toBeLessThan(all / 3)
  })
})
