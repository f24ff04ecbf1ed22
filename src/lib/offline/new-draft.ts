import { parseRateKey, type CheckAvailableResponse, type Currency } from '../../contract'
import { emptyRooms, type Draft } from './draft-schema'
import { draftStore, newDraftId } from './drafts'

export interface NewDraftInput {
  user: string
  quote: CheckAvailableResponse
  stay: Draft['stay']
  currency: Currency
}

/** A fresh draft from a successful check_available (the price the agent saw and accepted). */
export function draftFromQuote({ user, quote, stay, currency }: NewDraftInput, now = new Date()): Draft {
  const rate = quote.rate
  const key = parseRateKey(rate.sid)
  if (!key) throw new Error(`not a rate key: ${rate.sid}`)
  const at = now.toISOString()
  return {
    id: newDraftId(),
    user,
    createdAt: at,
    updatedAt: at,
    state: 'editing',
    sid: rate.sid,
    hotelId: key.hotelId,
    roomTypeId: key.roomTypeId,
    rateId: key.ratePlanId,
    hotelName: quote.hotel.nameEn,
    hotelNameCN: quote.hotel.nameZh,
    roomName: quote.roomTypeName,
    roomNameCN: quote.roomTypeNameCN,
    rateName: rate.name,
    rateNameCN: rate.nameCN,
    mealType: rate.mealInfo.mealType,
    stay,
    currency: rate.currencyCode ?? currency,
    priceSeen: {
      total: rate.totalPrice ?? 0,
      totalTaxAndFee: rate.totalTaxAndFee ?? 0,
      daily: rate.paxRooms.dailyPriceInfo,
      refundable: rate.refundable,
      cancelPolicyInfos: rate.cancelPolicyInfos,
      quotedAt: quote.quotedAt,
    },
    form: { contact: { firstName: '', lastName: '', phone: '' }, rooms: emptyRooms(stay), specialRequests: '' },
    lastError: null,
    orderNum: null,
  }
}

/** Creates and stores the draft; resolves once it is in IndexedDB. */
export async function startDraft(input: NewDraftInput): Promise<Draft> {
  return draftStore().create(draftFromQuote(input))
}
