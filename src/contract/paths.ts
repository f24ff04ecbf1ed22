// §7 paths, with the {b2b}/{room_rate}/{static}/{payment} prefixes empty on our own server.
// The client prepends configurable bases (architecture.md: Runtime).
export const Paths = {
  login: '/b2b/login',
  logout: '/b2b/logout',
  userInfo: '/b2b/user_info',
  creditAmount: '/b2b/credit/query_agent_credit_amount',
  // §7 gives no paths for these four; ours live under /b2b/ (auth issue).
  loginCheck: '/b2b/login_check',
  sendEmailCode: '/b2b/send_email_code',
  resetPassword: '/b2b/reset_password',
  forgotPasswordLookup: '/b2b/forgot_password',
  changePasswordForm: '/b2b/changepassword',
  changePassword: '/b2b/change_password',
  register: '/api/v1/users/register/',
  exchangeRates: '/static/v2/exchange_rates',
  devOutbox: '/api/dev/outbox',
  healthz: '/healthz',
} as const

export type ApiBase = 'b2b' | 'room_rate' | 'static' | 'payment' | 'root'

// §7 Hotel search and content (issue: hotel search).
export const HotelPaths = {
  regionFuzzy: '/static/v2/region/fuzzy',
  hotelFuzzy: '/static/v2/hotel_fuzzy',
  regionHot: '/static/v2/region/hot',
  region: (id: number | string) => `/static/v2/region/${id}`,
  hotelStatic: (id: number | string) => `/static/v2/hotel/${id}`,
  staticHotelList: '/static/v2/hotel_list',
  hotelList: '/room_rate/v3/hotel_list',
  rateSearch: (id: number | string) => `/room_rate/v2/search/${id}`,
  monthLowest: '/room_rate/v2/search/month/lowest_price',
  popularHotel: '/room_rate/v2/popular_hotel',
  lowRate: '/room_rate/v2/low_rate',
  historyGet: '/view_history/records_get',
  /** Not listed in §7: needed so a visit made offline can be recorded later. */
  historyAdd: '/view_history/records_add',
  historyDelete: '/view_history/records_del',
  favouriteList: '/hotel_favorites/list',
  favouriteAdd: '/hotel_favorites/add',
  favouriteDelete: '/hotel_favorites/delete',
  checkAvailable: '/booking/v2/check_available',
} as const
