import type { Plugin } from 'vite'

// #9 TBT: Chakra memoises its style functions (css(), token and utility lookups) behind an LRU
// cache keyed by a string hash of the arguments. On the hotel list's first render that memo
// alone took ~55 ms of main thread on this machine (~0.4 s on Lighthouse's throttled phone):
// every hit deleted and re-inserted its Map entry, and every primitive argument was first
// turned into a prefixed string. The build swaps in a memo with the same results: primitive
// single arguments are Map keys as they are (Map tells 1 from '1' and null from undefined, as
// the prefixes did), other arguments keep Chakra's own hash, and a full cache is emptied
// instead of evicting one entry per miss. The functions memoised are pure, so a dropped entry
// only costs a recomputation.

const MEMO_FILE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/

/** Chakra 3.37.0's memo, as shipped; anything else fails the build so an upgrade is reviewed. */
const ORIGINAL = `const memo = (fn) => {
  const cache = new LRUCache();
  function get(...args) {
    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");
    let result = cache.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      cache.set(key, result);
    }
    return result;
  }
  return get;
};`

const CACHE_SIZE = 500

const REPLACEMENT = `const memo = (fn) => {
  const prims = new Map();
  const hashed = new Map();
  function get(...args) {
    const first = args[0];
    const type = typeof first;
    if (args.length === 1 && (type === "string" || type === "number" || type === "boolean" || first == null)) {
      let value = prims.get(first);
      if (value === void 0) {
        value = fn.apply(this, args);
        if (prims.size >= ${CACHE_SIZE}) prims.clear();
        prims.set(first, value);
      }
      return value;
    }
    const key = args.length === 1 ? simpleHash(first) : args.map(simpleHash).join("|");
    let result = hashed.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      if (hashed.size >= ${CACHE_SIZE}) hashed.clear();
      hashed.set(key, result);
    }
    return result;
  }
  return get;
};`

/** Chakra's memo.js with the faster memo; throws when the file is not the one this was written for. */
export function patchChakraMemo(code: string): string {
  const normalised = code.replace(/\r\n/g, '\n')
  if (!normalised.includes(ORIGINAL)) {
    throw new Error("chakra-memo: @chakra-ui/react's utils/memo.js is not the 3.37.0 text this patch replaces; review chakra-memo.config.ts")
  }
  return normalised.replace(ORIGINAL, REPLACEMENT)
}

export function chakraMemo(): Plugin {
  return {
    name: 'harborline-chakra-memo',
    apply: 'build',
    transform(code, id) {
      if (!MEMO_FILE.test(id)) return null
      return { code: patchChakraMemo(code), map: null }
    },
  }
}
