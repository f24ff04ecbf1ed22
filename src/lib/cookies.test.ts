import { afterEach, describe, expect, it, vi } from 'vitest'
import { SNAPSHOT_MAX_AGE_MS, cookiesMayHaveChanged, readCookie, writeCookie } from './cookies'

/** Counts the reads of document.cookie (each one a call to the browser's network process in Chromium). */
function countCookieReads() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
  const get = vi.fn(function (this: Document) {
    return descriptor.get!.call(this) as string
  })
  Object.defineProperty(document, 'cookie', { configurable: true, get, set: (v: string) => descriptor.set!.call(document, v) })
  return get
}

/** As a response's Set-Cookie would: outside writeCookie. */
const setOutside = (cookie: string) => {
  document.cookie = cookie
}

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie')
  vi.useRealTimers()
  cookiesMayHaveChanged()
})

describe('readCookie', () => {
  it('sees our own writes at once', () => {
    writeCookie('first', '1', 1)
    expect(readCookie('first')).toBe('1')
    expect(readCookie('later')).toBeUndefined()
    writeCookie('later', 'two words', 1)
    expect(readCookie('later')).toBe('two words')
  })

  it('reads document.cookie once for many reads in many tasks', async () => {
    writeCookie('csrftoken', 'abc', 1)
    const reads = countCookieReads()
    for (let i = 0; i < 20; i++) {
      expect(readCookie('csrftoken')).toBe('abc')
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(reads).toHaveBeenCalledTimes(1)
  })

  it('sees a change from outside once told that cookies may have changed', () => {
    writeCookie('csrftoken', 'abc', 1)
    expect(readCookie('csrftoken')).toBe('abc')
    setOutside('csrftoken=; Max-Age=0; Path=/')
    cookiesMayHaveChanged()
    expect(readCookie('csrftoken')).toBeUndefined()
  })

  it('sees a change that no event announced after the snapshot’s maximum age', () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    writeCookie('csrftoken', 'abc', 1)
    expect(readCookie('csrftoken')).toBe('abc')
    setOutside('csrftoken=renewed; Path=/')
    vi.advanceTimersByTime(SNAPSHOT_MAX_AGE_MS - 1)
    expect(readCookie('csrftoken')).toBe('abc')
    vi.advanceTimersByTime(2)
    expect(readCookie('csrftoken')).toBe('renewed')
  })

  it('sees another tab’s change when its storage event arrives', () => {
    writeCookie('csrftoken', 'abc', 1)
    expect(readCookie('csrftoken')).toBe('abc')
    setOutside('csrftoken=; Max-Age=0; Path=/')
    window.dispatchEvent(new StorageEvent('storage', { key: 'b2b.session.v1' }))
    expect(readCookie('csrftoken')).toBeUndefined()
  })
})
