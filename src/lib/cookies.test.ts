import { describe, expect, it } from 'vitest'
import { readCookie, writeCookie } from './cookies'

describe('readCookie', () => {
  it('sees our own writes at once and any other change from the next task on', async () => {
    writeCookie('first', '1', 1)
    expect(readCookie('first')).toBe('1')
    expect(readCookie('later')).toBeUndefined()
    writeCookie('later', 'two words', 1)
    expect(readCookie('later')).toBe('two words')
    // As a response's Set-Cookie would: outside writeCookie.
    document.cookie = 'first=; Max-Age=0; Path=/'
    await Promise.resolve()
    expect(readCookie('first')).toBeUndefined()
    expect(readCookie('later')).toBe('two words')
  })
})
