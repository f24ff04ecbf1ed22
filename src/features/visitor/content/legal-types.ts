// The /credit page's documents (§2). Apart from their texts (legal.ts): the route's search
// validation is in the app's entry, and importing the list from legal.ts put all four
// documents' message ids in every page's first load.
export const LEGAL_TYPES = ['termsAndConditions', 'privacyPolicy', 'returnPolicy', 'intellectualPropertyRights'] as const
export type LegalType = (typeof LEGAL_TYPES)[number]
