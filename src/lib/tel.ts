/** A `tel:` link for a phone number as displayed ("+86 21 6133 0190" → "tel:+862161330190"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
