import type { Locale } from '../../contract'

/** Each language in its own script: a reader must recognise their language whatever the UI shows. */
export const LOCALE_ENDONYMS: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  ja: '日本語',
  ko: '한국어',
  es: 'Español',
  ar: 'العربية',
}
