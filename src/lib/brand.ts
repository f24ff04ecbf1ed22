// Product identity and public contact data shown in headers and footers (§2 footers).
// Kept in one place so a white-label deployment changes a single file.
export const BRAND = {
  name: 'Harborline',
  fullName: 'Harborline B2B Hotel Portal',
  /** §2 visitor footer: hotel cooperation mailbox. */
  hotelCooperationEmail: 'hotels@harborline-b2b.com',
  /** §2: business consulting phone differs for Chinese and other locales. */
  businessPhoneChina: '400-820-6190',
  businessPhoneInternational: '+86 21 6133 0190',
  /** §2 visitor footer: investment consultation. */
  investmentEmail: 'invest@harborline-b2b.com',
  /** §2 logged-in footer contact blocks. */
  advertisingEmail: 'ads@harborline-b2b.com',
  businessEmail: 'sales@harborline-b2b.com',
  customerServiceEmail: 'support@harborline-b2b.com',
  customerServiceHours: '09:00-21:00',
  linkedInUrl: 'https://www.linkedin.com/company/harborline-b2b',
  companyLegalName: 'Harborline Travel Technology Limited',
  /** ICP filing line shown only on non-.com hosts (§2). */
  filingNumber: 'Hu ICP 2024012345-1',
} as const

export function businessPhoneFor(locale: string): string {
  return locale === 'zh-CN' ? BRAND.businessPhoneChina : BRAND.businessPhoneInternational
}
