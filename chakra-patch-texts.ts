// The exact @chakra-ui/react 3.37.0 texts that chakra-patches.config.ts replaces, and what
// replaces them (the reasons are there).

export const MEMO_ORIGINAL = `const memo = (fn) => {
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

export const MERGE_ORIGINAL = `const mergeConfigs = (...configs) => {
  const merged = mergeWith({}, ...configs.map(clone));
  if (merged.theme?.tokens) {
    walkObject(
      merged.theme.tokens,
      (value) => {
        const keys = Object.keys(value);
        const nestedKeys = keys.filter((k) => !tokenKeys.includes(k));
        const hasNested = nestedKeys.length > 0;
        const hasTokenProps = tokenKeys.some((k) => value[k] != null);
        if (hasNested && hasTokenProps) {
          value.DEFAULT || (value.DEFAULT = {});
          tokenKeys.forEach((key) => {
            var _a;
            if (value[key] == null) return;
            (_a = value.DEFAULT)[key] || (_a[key] = value[key]);
            delete value[key];
          });
        }
        return value;
      },
      {
        stop(value) {
          return isValidToken(value) && tokenKeys.some((key) => value[key] != null);
        }
      }
    );
  }
  return merged;
};`

// Chakra's merge (utils/merge.js, and its isObject) rule by rule, into copies: `own` returns the object itself when
// this merge made it, a shallow copy (same prototype) otherwise. Then the DEFAULT rule of the walk
// above, on the same nodes (an object with entries: a token when it has a non-null value, type
// or description; else its children).
export const MERGE_REPLACEMENT = `const mergeConfigs = (...configs) => {
  const isObj = (v) => v != null && typeof v === "object" && !Array.isArray(v);
  const owned = new WeakSet();
  const own = (v) => {
    if (owned.has(v)) return v;
    const copy = Array.isArray(v) ? v.slice() : Object.assign(Object.create(Object.getPrototypeOf(v)), v);
    owned.add(copy);
    return copy;
  };
  const mergeInto = (target, source) => {
    if (source == null) return target;
    for (const key of Object.keys(source)) {
      const s = source[key];
      if (s === void 0 || key === "__proto__") continue;
      const t = target[key];
      if (!isObj(t) && isObj(s)) {
        target[key] = s;
      } else if (t && isObj(s)) {
        target[key] = mergeInto(own(t), s);
      } else if (Array.isArray(s) && Array.isArray(t)) {
        const items = own(t);
        for (let i = 0; i < s.length; i++) {
          items[i] = isObj(items[i]) && isObj(s[i]) ? mergeInto(own(items[i]), s[i]) : s[i];
        }
        target[key] = items;
      } else {
        target[key] = s;
      }
    }
    return target;
  };
  const withDefaults = (node) => {
    if (!isObj(node) && !Array.isArray(node)) return node;
    const keys = Object.keys(node);
    if (keys.length === 0) return node;
    if (isValidToken(node) && tokenKeys.some((key) => node[key] != null)) {
      if (!keys.some((k) => !tokenKeys.includes(k))) return node;
      const token = own(node);
      token.DEFAULT = token.DEFAULT ? own(token.DEFAULT) : {};
      for (const key of tokenKeys) {
        if (token[key] == null) continue;
        token.DEFAULT[key] || (token.DEFAULT[key] = token[key]);
        delete token[key];
      }
      return token;
    }
    let out = node;
    for (const key of keys) {
      const next = withDefaults(node[key]);
      if (next === node[key]) continue;
      if (out === node) out = own(node);
      out[key] = next;
    }
    return out;
  };
  const merged = own({});
  for (const config of configs) mergeInto(merged, config);
  if (merged.theme?.tokens) {
    const tokens = withDefaults(merged.theme.tokens);
    if (tokens !== merged.theme.tokens) {
      merged.theme = own(merged.theme);
      merged.theme.tokens = tokens;
    }
  }
  return merged;
};`

const CACHE_SIZE = 500

export const MEMO_REPLACEMENT = `const memo = (fn) => {
  const prims = new Map();
  const pairs = new Map();
  let pairCount = 0;
  const hashed = new Map();
  const primitive = (value) => {
    const type = typeof value;
    return type === "string" || type === "number" || type === "boolean" || value == null;
  };
  function get(...args) {
    const first = args[0];
    if (args.length === 2 && primitive(first) && primitive(args[1])) {
      let inner = pairs.get(first);
      let result = inner === void 0 ? void 0 : inner.get(args[1]);
      if (result === void 0) {
        result = fn.apply(this, args);
        if (pairCount >= ${CACHE_SIZE}) {
          pairs.clear();
          pairCount = 0;
          inner = void 0;
        }
        if (inner === void 0) pairs.set(first, (inner = new Map()));
        inner.set(args[1], result);
        pairCount++;
      }
      return result;
    }
    const single = args.length === 1 && primitive(first);
    const cache = single ? prims : hashed;
    const key = single ? first : args.length === 1 ? simpleHash(first) : args.map(simpleHash).join("|");
    let result = cache.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      if (cache.size >= ${CACHE_SIZE}) cache.clear();
      cache.set(key, result);
    }
    return result;
  }
  return get;
};`

export const MERGE_CSS_ORIGINAL = `  return memo(function mergeFn(...styles) {
    return mergeWith({}, ...resolve(styles));
  });`

export const MERGE_CSS_REPLACEMENT = `  return function mergeFn(...styles) {
    return mergeWith({}, ...resolve(styles));
  };`

/** factory.js in 3.37.0: a styled element renders its style rules' insertion beside itself. */
export const INSERTION_ORIGINAL = `    return /* @__PURE__ */ jsxs(React.Fragment, { children: [
      /* @__PURE__ */ jsx(
        Insertion,
        {
          cache: cache2,
          serialized,
          isStringTag: typeof FinalTag === "string"
        }
      ),
      /* @__PURE__ */ jsx(FinalTag, { ...finalProps })
    ] });
  });
`

/** The rules are inserted as the element renders, and the element is rendered alone. */
export const INSERTION_REPLACEMENT = `    insertStyles(cache2, serialized, typeof FinalTag === "string");
    return /* @__PURE__ */ jsx(FinalTag, { ...finalProps });
  });
`

/** factory.js in 3.37.0: the same for an element that forwards `as` to its child (asChild). */
export const INSERTION_AS_CHILD_ORIGINAL = `      finalProps.as = void 0;
      return /* @__PURE__ */ jsxs(React.Fragment, { children: [
        /* @__PURE__ */ jsx(
          Insertion,
          {
            cache: cache2,
            serialized,
            isStringTag: typeof FinalTag === "string"
          }
        ),
        /* @__PURE__ */ jsx(FinalTag, { asChild: true, ...finalProps, children: /* @__PURE__ */ jsx(props.as, { children: finalProps.children }) })
      ] });
`

export const INSERTION_AS_CHILD_REPLACEMENT = `      finalProps.as = void 0;
      insertStyles(cache2, serialized, typeof FinalTag === "string");
      return /* @__PURE__ */ jsx(FinalTag, { asChild: true, ...finalProps, children: /* @__PURE__ */ jsx(props.as, { children: finalProps.children }) });
`

// system in steps: createSystem runs its steps' generator to the end, in one go, as shipped;
// `createSystem.steps` hands the steps out.
export const SYSTEM_STEPS_ORIGINAL = `function createSystem(...configs) {
  const config = mergeConfigs(...configs);
`

export const SYSTEM_STEPS_REPLACEMENT = `function createSystem(...configs) {
  const steps = createSystemSteps(...configs);
  let step;
  while (!(step = steps.next()).done);
  return step.value;
}
createSystem.steps = createSystemSteps;
function* createSystemSteps(...configs) {
  const config = mergeConfigs(...configs);
  yield;
`

export const SYSTEM_DICTIONARY_ORIGINAL = `  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });
`

export const SYSTEM_DICTIONARY_REPLACEMENT = `  const tokens = yield* createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });
  yield;
`

export const DICTIONARY_STEPS_ORIGINAL = `function createTokenDictionary(options) {
`

export const DICTIONARY_STEPS_REPLACEMENT = `function* createTokenDictionary(options) {
`

export const DICTIONARY_REGISTER_ORIGINAL = `  function registerTokens() {
    walkObject(
      computedTokens,`

export const DICTIONARY_REGISTER_REPLACEMENT = `  function* registerTokens() {
    walkObject(
      computedTokens,`

export const DICTIONARY_SEMANTIC_ORIGINAL = `    walkObject(
      semanticTokens,`

export const DICTIONARY_SEMANTIC_REPLACEMENT = `    yield;
    walkObject(
      semanticTokens,`

export const DICTIONARY_BUILD_ORIGINAL = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }`

export const DICTIONARY_BUILD_REPLACEMENT = `  function* build() {
    applyMiddlewares("pre");
    yield;
    applyTransforms("pre");
    yield;
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    yield;
    applyMiddlewares("post");
    yield;
    applyTransforms("post");
    yield;
    setupViews();
  }`

export const DICTIONARY_RUN_ORIGINAL = `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;`

export const DICTIONARY_RUN_REPLACEMENT = `  yield* registerTokens();
  yield;
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  yield* build();
  return dictionary;`
