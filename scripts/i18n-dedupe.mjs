// Run by `npm run extract` after `lingui extract`: a text of the work screens, the payment
// screens, the visitor pages or the sign-in screens (lingui.config.ts WORK_FEATURES,
// PAY_FEATURES, MARKETING_SOURCES, AUTH_FEATURES) that the rest of the app also uses is
// extracted into both catalogs; it is kept in messages.po only, which every page loads, so no
// page downloads it twice (#9). Then prints
// the untranslated entries left in each catalog (the extract's own table counts them before
// this step).
//   node scripts/i18n-dedupe.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const LOCALES = ['en-US', 'zh-CN', 'ja', 'ko', 'es', 'ar']

/** Entries of a .po file: blank-line separated blocks; the first (header) has msgid "". */
export function parsePo(text) {
  return text
    .split(/\n\n+/)
    .filter((b) => b.trim() !== '')
    .map((block) => {
      const field = (name) => {
        const m = new RegExp(`^${name} (".*")$`, 'm').exec(block)
        return m ? JSON.parse(m[1]) : undefined
      }
      return { block, ctx: field('msgctxt'), id: field('msgid'), str: field('msgstr'), obsolete: /^#~ /m.test(block) }
    })
}
const keyOf = (e) => `${e.ctx ?? ''}\u0004${e.id}`

let untranslated = 0
for (const locale of LOCALES) {
  const shared = new Set(parsePo(readFileSync(`locales/${locale}/messages.po`, 'utf8')).filter((e) => e.id).map(keyOf))
  for (const extra of ['work', 'pay', 'marketing', 'auth']) {
    const path = `locales/${locale}/${extra}.po`
    const entries = parsePo(readFileSync(path, 'utf8'))
    const kept = entries.filter((e) => !e.id || !shared.has(keyOf(e)))
    writeFileSync(path, `${kept.map((e) => e.block).join('\n\n')}\n`)
    if (entries.length !== kept.length) console.log(`${locale}/${extra}.po: ${entries.length - kept.length} texts kept in messages.po only`)
  }
  for (const catalog of ['messages', 'work', 'pay', 'marketing', 'auth']) {
    if (locale === 'en-US') continue
    const empty = parsePo(readFileSync(`locales/${locale}/${catalog}.po`, 'utf8')).filter((e) => e.id && !e.obsolete && !e.str)
    untranslated += empty.length
    if (empty.length) console.log(`${locale}/${catalog}.po: ${empty.length} untranslated`)
  }
}
console.log(untranslated ? `${untranslated} untranslated entries: translate them (scripts/i18n-apply.mjs)` : 'every catalog is fully translated')
