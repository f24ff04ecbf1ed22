import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SESSION, SESSION_STORAGE_KEY, getSession, reloadSessionFromStorage, resetSession, setSession } from './session-store'

describe('session store (§3)', () => {
  beforeEach(() => {
    localStorage.clear()
    reloadSessionFromStorage()
  })

  it('starts with the §3/§9 defaults', () => {
    expect(getSession()).toEqual(DEFAULT_SESSION)
    expect(getSession().currency).toBe('CNY')
    expect(getSession().targetCurrencyCode).toBe('CNY')
    expect(getSession().aiSearchCountryCode).toBe('JP')
  })

  it('persists to localStorage without any token', () => {
    setSession({ currency: 'USD', isMainUser: true, permissions: [1, 3] })
    const raw = localStorage.getItem(SESSION_STORAGE_KEY) ?? ''
    expect(JSON.parse(raw)).toMatchObject({ currency: 'USD', isMainUser: true, permissions: [1, 3] })
    expect(raw).not.toMatch(/token/i)
  })

  it('keeps valid fields and drops invalid ones when reading', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ currency: 'XXX', homeEmail: 'a@b.example', token: 'secret' }))
    reloadSessionFromStorage()
    expect(getSession().currency).toBe('CNY')
    expect(getSession().homeEmail).toBe('a@b.example')
    expect(getSession()).not.toHaveProperty('token')
  })

  it('survives garbage in storage', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json')
    reloadSessionFromStorage()
    expect(getSession()).toEqual(DEFAULT_SESSION)
  })

  it('logout reset puts the currency back to CNY and clears account fields (§4)', () => {
    setSession({ currency: 'EUR', userCurrency: { code: 'EUR', label: 'Euro' }, permissions: [1], isMainUser: true, needChangePassword: true, homeEmail: 'x@y.example' })
    resetSession()
    expect(getSession()).toMatchObject({ currency: 'CNY', userCurrency: null, permissions: [], isMainUser: false, needChangePassword: false })
    expect(getSession().homeEmail).toBe('x@y.example')
  })
})
