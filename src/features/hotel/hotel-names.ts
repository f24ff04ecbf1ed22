import type { Locale, LocalizedNames } from '../../contract'

// §2: the Chinese name when the locale is zh-CN, the English one otherwise.
export function hotelName(h: { nameEn: string; nameZh: string }, locale: Locale): string {
  return locale === 'zh-CN' && h.nameZh ? h.nameZh : h.nameEn
}
export function hotelAddress(h: { addressEn: string; addressZh: string }, locale: Locale): string {
  return locale === 'zh-CN' && h.addressZh ? h.addressZh : h.addressEn
}
export function localized(names: LocalizedNames, locale: Locale): string {
  return names[locale] || names['en-US']
}
