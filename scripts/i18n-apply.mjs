// Fills empty msgstr entries of the locale catalogs from JSON translation files, so several
// people can translate new messages without editing the .po files at the same time.
//   node scripts/i18n-apply.mjs file.json [more.json…]
// Each file: { "<msgid exactly as in the .po>": { "zh-CN": "…", "ja": "…", "ko": "…", "es": "…", "ar": "…" } }
// Run `npm run extract` first so the new msgids exist. Existing translations are kept.
import { readFileSync, writeFileSync } from 'node:fs'

const LOCALES = ['zh-CN', 'ja', 'ko', 'es', 'ar']
const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('usage: node scripts/i18n-apply.mjs translations.json …')
  process.exit(2)
}
const table = {}
for (const f of files) Object.assign(table, JSON.parse(readFileSync(f, 'utf8')))

/** PO string literal → JS string (the catalogs are single-line entries). */
const unquote = (s) => JSON.parse(s)
const quote = (s) => JSON.stringify(s)

let missing = 0
for (const [locale, catalog] of LOCALES.flatMap((l) => ['messages', 'work', 'pay', 'marketing'].map((c) => [l, c]))) {
  const path = `locales/${locale}/${catalog}.po`
  const lines = readFileSync(path, 'utf8').split('\n')
  let filled = 0
  for (let i = 0; i < lines.length - 1; i++) {
    if (!lines[i].startsWith('msgid "') || lines[i] === 'msgid ""') continue
    if (lines[i + 1] !== 'msgstr ""') continue
    const id = unquote(lines[i].slice(6))
    const tr = table[id]?.[locale]
    if (tr) {
      lines[i + 1] = `msgstr ${quote(tr)}`
      filled++
    } else {
      missing++
      console.warn(`${locale}: no translation for ${quote(id)}`)
    }
  }
  writeFileSync(path, lines.join('\n'))
  if (filled) console.log(`${locale}/${catalog}: filled ${filled}`)
}
process.exit(missing ? 1 : 0)
