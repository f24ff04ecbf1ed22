/**
 * Lingui shows a message's id when the catalog has no such message (e.g. a plural whose
 * placeholder is named differently from the catalog's): ids look like "hTKnlA". The texts and
 * labels of a server-rendered page that look like one.
 */
export function rawIds(doc: Document): string[] {
  const texts: string[] = []
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT)
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n.textContent?.trim() ?? '')
  for (const el of doc.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
    for (const attr of ['aria-label', 'alt', 'placeholder', 'title']) texts.push(el.getAttribute(attr) ?? '')
  }
  return texts.filter((text) => /^[A-Za-z0-9+/]{6}$/.test(text) && /[A-Z]/.test(text.slice(1)) && /[a-z]/.test(text))
}
