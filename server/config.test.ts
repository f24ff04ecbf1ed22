import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', seedHotels: 2000, nodeEnv: 'development', logLevel: 'info', databaseUrl: undefined })
    expect(c.dataDir).toBe(path.resolve('./.data'))
    expect(c.distDir).toBe(path.resolve('./dist'))
  })

  it('treats empty values as unset and is silent in tests', () => {
    expect(loadConfig({ PORT: '', NODE_ENV: 'test' })).toMatchObject({ port: 8080, logLevel: 'silent' })
  })

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: '80a' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000"/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL.*postgres/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => loadConfig({ SEED_HOTELS: '-1' })).toThrow(/SEED_HOTELS/)
  })

  it('accepts PostgreSQL URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).databaseUrl).toBe('postgres://u@h:5432/db')
  })
})
