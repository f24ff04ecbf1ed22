// jsdom ships no types and @types/jsdom is not a dependency; the content tests only parse
// XML/HTML with it (well-formedness of the sitemap, the chat page's markup).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { contentType?: string })
    readonly window: Window & typeof globalThis
  }
}
