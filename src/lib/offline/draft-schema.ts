import * as z from 'zod/mini'
import { cancelPolicyInfoSchema, currencySchema, dailyPriceSchema, guestTypeSchema, isoDateSchema, paymentRouteSchema } from '../../contract'
import { lazySchema } from '../../contract/lazy-schema'

// A booking draft (§3 "draft order"; architecture.md "Data that must survive offline"). Form
// values are kept as typed, valid or not: nothing the agent typed may be lost, so only the
// parts the app itself wrote (ids, stay, prices) are strictly shaped.

export const DRAFT_STATES = ['editing', 'queued', 'submitting', 'needs_review', 'submitted', 'failed'] as const
export const draftStateSchema = z.enum(DRAFT_STATES)
export type DraftState = z.infer<typeof draftStateSchema>

export const draftGuestSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  type: guestTypeSchema,
  /** Children only; fixed by the stay searched (the rate was priced for these ages). */
  age: z.optional(z.int()),
})
export type DraftGuest = z.infer<typeof draftGuestSchema>

export const draftFormSchema = lazySchema(() => z.object({
  contact: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string() }),
  rooms: z.array(z.object({ guests: z.array(draftGuestSchema) })),
  specialRequests: z.string(),
}))
export type DraftForm = z.infer<typeof draftFormSchema>

export const priceSeenSchema = lazySchema(() => z.object({
  total: z.number(),
  totalTaxAndFee: z.number(),
  /** Per night, per room. */
  daily: z.array(dailyPriceSchema),
  refundable: z.boolean(),
  cancelPolicyInfos: z.array(cancelPolicyInfoSchema),
  /** When this price was quoted (ISO). */
  quotedAt: z.string(),
}))
export type PriceSeen = z.infer<typeof priceSeenSchema>

export const draftErrorSchema = lazySchema(() => z.object({
  /** Machine failure kind (machines/booking-draft.machine.ts SubmitFailureKind). */
  kind: z.string(),
  message: z.optional(z.string()),
  fields: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
  /** Price-change review: the new total the hotel quotes now. */
  newTotal: z.optional(z.nullable(z.number())),
  /**
   * An 'offline' failure of create_order itself: the request went out and no answer came back,
   * so the order may already be booked. Absent in drafts stored before this field existed.
   */
  sent: z.optional(z.boolean()),
}))
export type DraftError = z.infer<typeof draftErrorSchema>

export const draftSchema = lazySchema(() => z.object({
  id: z.string().check(z.uuid()),
  /** Whose draft it is: one agent's outbox is never replayed in another's session. */
  user: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  state: draftStateSchema,
  sid: z.string(),
  hotelId: z.int(),
  roomTypeId: z.int(),
  rateId: z.int(),
  hotelName: z.string(),
  hotelNameCN: z.string(),
  roomName: z.string(),
  roomNameCN: z.string(),
  rateName: z.string(),
  rateNameCN: z.string(),
  mealType: z.string(),
  stay: z.object({
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    roomNum: z.int(),
    /** Per room. */
    adultNum: z.int(),
    childNum: z.int(),
    childrenAges: z.array(z.int()),
    nation: z.string(),
  }),
  currency: currencySchema,
  priceSeen: priceSeenSchema,
  form: draftFormSchema,
  paymentMethod: z.optional(paymentRouteSchema),
  lastError: z.nullable(draftErrorSchema),
  orderNum: z.nullable(z.string()),
}))
export type Draft = z.infer<typeof draftSchema>

/** Empty guest rows for the stay: adults first (ADU), then one child row per searched age. */
export function emptyRooms(stay: Draft['stay']): DraftForm['rooms'] {
  return Array.from({ length: stay.roomNum }, () => ({
    guests: [
      ...Array.from({ length: stay.adultNum }, () => ({ firstName: '', lastName: '', type: 'ADU' as const })),
      ...stay.childrenAges.slice(0, stay.childNum).map((age) => ({ firstName: '', lastName: '', type: 'CHD' as const, age })),
    ],
  }))
}
