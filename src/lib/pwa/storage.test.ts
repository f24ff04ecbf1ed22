import { describe, expect, it, vi } from 'vitest'
import { requestPersistentStorage } from './storage'
import { isIos } from './install'

const manager = (persisted: boolean, grant: boolean) =>
  ({ persisted: vi.fn(async () => persisted), persist: vi.fn(async () => grant) }) as unknown as StorageManager & { persist: ReturnType<typeof vi.fn> }

describe('persistent storage', () => {
  it('does not ask again when already persisted', async () => {
    const m = manager(true, false)
    await expect(requestPersistentStorage(m)).resolves.toBe('persisted')
    expect(m.persist).not.toHaveBeenCalled()
  })

  it('asks once and reports the answer', async () => {
    await expect(requestPersistentStorage(manager(false, true))).resolves.toBe('persisted')
    await expect(requestPersistentStorage(manager(false, false))).resolves.toBe('best-effort')
  })

  it('says so when the browser has no Storage API', async () => {
    await expect(requestPersistentStorage(undefined)).resolves.toBe('unsupported')
  })
})

describe('iOS detection (Add to Home Screen instructions)', () => {
  it('knows iPhones and iPads, including iPadOS that claims to be a Mac', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true)
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true)
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false)
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5)).toBe(false)
  })
})
