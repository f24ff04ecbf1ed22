import { emptyRooms, type Draft } from './draft-schema'

/** A valid draft for tests (1 room, 2 adults and a 7-year-old). */
export function draftFixture(overrides: Partial<Draft> = {}): Draft {
  const stay = { checkIn: '2026-12-01', checkOut: '2026-12-03', roomNum: 1, adultNum: 2, childNum: 1, childrenAges: [7], nation: 'CN' }
  return {
    id: '0b7c2f3e-4a1d-4c55-9a7e-2f1e6d5b8c90',
    user: 'demo_agent',
    createdAt: '2026-11-21T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    state: 'editing',
    sid: '1:2:3',
    hotelId: 1,
    roomTypeId: 2,
    rateId: 3,
    hotelName: 'Harbour Hotel',
    hotelNameCN: '海港酒店',
    roomName: 'Deluxe King',
    roomNameCN: '豪华大床房',
    rateName: 'Breakfast for 2',
    rateNameCN: '含双早',
    mealType: 'breakfast',
    stay,
    currency: 'CNY',
    priceSeen: {
      total: 1200,
      totalTaxAndFee: 120,
      daily: [{ date: '2026-12-01', price: 540, taxAndFee: 60 }, { date: '2026-12-02', price: 540, taxAndFee: 60 }],
      refundable: true,
      cancelPolicyInfos: [{ startDateTime: '2026-11-28T10:00:00Z', refundable: false }],
      quotedAt: '2026-11-21T08:00:00Z',
    },
    form: { contact: { firstName: '', lastName: '', phone: '' }, rooms: emptyRooms(stay), specialRequests: '' },
    lastError: null,
    orderNum: null,
    ...overrides,
  }
}
