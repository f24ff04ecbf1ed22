/**
 * #9 TBT: a schema built the first time something reads it, not as its module evaluates.
 *
 * Zod builds a schema object by object, checks included, so the contract's schemas took ~20 ms
 * of one task as the client's shared chunk evaluated (unthrottled; Lighthouse's simulated phone
 * multiplies that by 8, all of it blocking), most of them schemas the page then never used.
 * `lazySchema(() => z.object(…))` stands for the schema at once and builds it on the first
 * property read (a parse, `.shape`, `'~standard' in`, a schema built from it), then forwards
 * every read to it: the types are the schema's own, and so is every behaviour that goes
 * through its properties. A stand-in cannot be written to (its target is frozen, so a write
 * throws), lists no keys of its own and is not `===` the schema it builds.
 *
 * Used for the schemas of 6 or more builder calls, and for those built from another schema by
 * z.extend, z.pick or refineStay (which read it at once); a smaller one builds in less time
 * than its stand-in costs in bytes (~1.6 bytes gzip each). src/contract/lazy-schema.test.ts
 * holds the contract's import to under a third of its builder calls (198 of 873 on 12-02).
 * The build treats calls to `lazySchema` as pure (pure-calls.config.ts): an unused one drops
 * out of the bundle.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined
  const real = (): T => (schema ??= build())
  return new Proxy(Object.freeze({}) as T, {
    get: (_target, key) => Reflect.get(real(), key),
    has: (_target, key) => Reflect.has(real(), key),
  })
}
