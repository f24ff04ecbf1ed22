import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'

// argon2id with the first OWASP Password Storage Cheat Sheet profile: m=19456 KiB (19 MiB),
// t=2, p=1. About 20-40 ms per hash on one core, so a login costs one hash, not more.
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, which isolatedModules cannot import)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies a password against a stored PHC string. Without a stored hash (unknown user) it
 * still runs one verification against a dummy hash so the answer takes as long either way.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy-password-for-timing')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}
