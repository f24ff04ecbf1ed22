import { loginFormSchema } from '../../../src/contract/account'
import { addDays, beijingToday } from '../../domain/rates-dates'
import type { Role } from './roles'

// The hand-written bad-request corpus. Every case must get a 4xx (never a 5xx), name the
// offending field when it has one (header.message "field: …" or errors[].field), and leave
// the database as it was. To cover a new endpoint, append cases here (and, for a contract
// schema, a target in bad-input.generated.test.ts). Junk values are in JUNK, reused per field.

export type BadCase = {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  /** Who sends it (Bearer token of that role); default visitor. */
  as?: Role
  /** Send the role's session as cookies instead of Bearer (CSRF rules apply). */
  viaCookie?: boolean
  headers?: Record<string, string>
  form?: Record<string, string>
  json?: unknown
  /** Raw body (Content-Type from headers). */
  body?: string
  /** The field the answer must name. */
  field?: string
  /** An exact status, when it matters (401 vs 403…). Otherwise any 4xx. */
  status?: number
  /** Text that must not appear in the answer (file contents, stack traces). */
  mustNotContain?: RegExp
  /** Tables this request may legitimately write (failed-login throttling). */
  mayWrite?: string[]
  /**
   * A known server bug this case exposes, with where it is reported. The test then expects
   * the case to FAIL, so fixing the bug turns it red until this line is removed.
   */
  knownBug?: string
}

/** Junk values, by family: each is tried in every string field of the forms below. */
export const JUNK: Array<[label: string, value: string]> = [
  ['sql or-true', "' OR '1'='1"],
  ['sql comment', "demo_agent'--"],
  ['sql drop', '1; DROP TABLE users;--'],
  ['sql union', "' UNION SELECT password_hash FROM users--"],
  ['sql sleep', "'; select pg_sleep(5); --"],
  ['sql subquery', "1' AND (SELECT COUNT(*) FROM sessions) > 0 --"],
  ['sql escaped quote', "\\'; truncate users; --"],
  ['sql url-encoded', '%27%20OR%201%3D1--'],
  ['script tag', '<script>alert(1)</script>'],
  ['img onerror', '"><img src=x onerror=alert(1)>'],
  ['javascript url', 'javascript:alert(document.cookie)'],
  ['template injection', "{{constructor.constructor('alert(1)')()}}"],
  ['template literal', '${process.exit(1)}'],
  ['svg onload', '<svg/onload=alert(1)>'],
  ['rtl override', '\u202Eadmin\u202C'],
  ['zero-width', 'demo\u200B_agent'],
  ['cyrillic homoglyph', 'd\u0435mo_agent'],
  ['fullwidth', '\uFF44\uFF45\uFF4D\uFF4F_agent'],
  ['combining marks', `a${'\u0301'.repeat(200)}`],
  ['lone surrogate', 'demo\uD800agent'],
  ['emoji', '\u{1F3E8}\u{1F3E8}\u{1F3E8}'],
  ['bom prefix', '\uFEFFdemo_agent'],
  ['crlf injection', 'demo\r\nSet-Cookie: token=x'],
  ['arabic', '\u0645\u0631\u062D\u0628\u0627'],
  ['math letters', '\u{1D555}\u{1D556}\u{1D55E}\u{1D560}'],
  ['path traversal', '../../etc/passwd'],
  ['windows traversal', '..\\..\\windows\\win.ini'],
  ['only spaces', '    '],
  ['tabs and newlines', '\t\n\r\t'],
  ['65 chars', 'a'.repeat(65)],
  ['129 chars', 'b'.repeat(129)],
  ['10k chars', 'c'.repeat(10_000)],
  ['negative number', '-1'],
  ['absurd number', '99999999999999999999999999'],
  ['float overflow', '1e309'],
  ['NaN', 'NaN'],
  ['hex', '0x41414141'],
  ['mongo operator', '{"$gt": ""}'],
  ['object string', '[object Object]'],
  ['null word', 'null'],
  ['format string', '%s%s%s%n%x'],
  ['ldap', '*)(uid=*))(|(uid=*'],
]

const CREDIT = '/b2b/credit/query_agent_credit_amount'
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }
const THROTTLE = ['auth_throttle']

/** The field loginFormSchema rejects first, if any (the contract decides, not this file). */
function loginField(form: Record<string, string>): string | undefined {
  const r = loginFormSchema.safeParse(form)
  return r.success ? undefined : r.error.issues[0]?.path.map(String).join('.')
}

function loginCase(name: string, form: Record<string, string>): BadCase {
  return { name: `login ${name}`, method: 'POST', path: '/b2b/login', form, field: loginField(form), mayWrite: THROTTLE }
}

const loginJunk: BadCase[] = JUNK.flatMap(([label, value]) => [
  loginCase(`username = ${label}`, { username: value, password: 'Wrong1pass' }),
  loginCase(`password = ${label}`, { username: 'corpus_probe', password: value }),
  loginCase(`emailCheckCode = ${label}`, { username: 'corpus_code', password: 'Wrong1pass', emailCheckCode: value }),
])

const loginShapes: BadCase[] = [
  { name: 'login without body', method: 'POST', path: '/b2b/login' },
  { name: 'login empty form body', method: 'POST', path: '/b2b/login', headers: FORM, body: '', field: 'username' },
  { name: 'login JSON body', method: 'POST', path: '/b2b/login', json: { username: 'demo_agent', password: 'Harbor7Sky9' } },
  { name: 'login malformed JSON', method: 'POST', path: '/b2b/login', headers: { 'Content-Type': 'application/json' }, body: '{"username":' },
  { name: 'login text/plain', method: 'POST', path: '/b2b/login', headers: { 'Content-Type': 'text/plain' }, body: 'username=demo_agent&password=Harbor7Sky9' },
  { name: 'login XML', method: 'POST', path: '/b2b/login', headers: { 'Content-Type': 'application/xml' }, body: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><u>&e;</u>', mustNotContain: /root:/ },
  { name: 'login multipart without boundary', method: 'POST', path: '/b2b/login', headers: { 'Content-Type': 'multipart/form-data' }, body: 'username=demo' },
  { name: 'login multipart truncated', method: 'POST', path: '/b2b/login', headers: { 'Content-Type': 'multipart/form-data; boundary=zz' }, body: '--zz\r\nContent-Disposition: form-data; name="username"\r\n\r\ndemo' },
  { name: 'login only username', method: 'POST', path: '/b2b/login', form: { username: 'demo_agent' }, field: 'password' },
  { name: 'login only password', method: 'POST', path: '/b2b/login', form: { password: 'Harbor7Sky9' }, field: 'username' },
  { name: 'login both empty', method: 'POST', path: '/b2b/login', form: { username: '', password: '' }, field: 'username' },
  { name: 'login empty password', method: 'POST', path: '/b2b/login', form: { username: 'demo_agent', password: '' }, field: 'password' },
  { name: 'login unknown fields only', method: 'POST', path: '/b2b/login', form: { user: 'demo_agent', pass: 'Harbor7Sky9' }, field: 'username' },
  { name: 'login prototype pollution keys', method: 'POST', path: '/b2b/login', headers: FORM, body: '__proto__[admin]=1&constructor[prototype][x]=1', field: 'username' },
  { name: 'login invalid percent-encoding', method: 'POST', path: '/b2b/login', headers: FORM, body: 'username=%E0%A4%A&password=%ZZ', mayWrite: THROTTLE },
  { name: 'login invalid UTF-8 bytes', method: 'POST', path: '/b2b/login', headers: FORM, body: 'username=%FF%FE%FD&password=x', mayWrite: THROTTLE },
  {
    name: 'login NUL byte in username',
    method: 'POST',
    path: '/b2b/login',
    headers: FORM,
    body: 'username=demo%00agent&password=x',
    // PostgreSQL refuses U+0000 in text parameters: validate() refuses control characters first.
    field: 'username',
  },
  { name: 'login NUL byte in password', method: 'POST', path: '/b2b/login', headers: FORM, body: 'username=corpus_nul&password=a%00b', mayWrite: THROTTLE },
  { name: 'login only separators', method: 'POST', path: '/b2b/login', headers: FORM, body: '&&&&=&=&=', field: 'username' },
  { name: 'login repeated username keys', method: 'POST', path: '/b2b/login', headers: FORM, body: 'username=a&username=b&username=c&password=x', mayWrite: THROTTLE },
  { name: 'login bracket array keys', method: 'POST', path: '/b2b/login', headers: FORM, body: 'username[]=demo_agent&password[]=x', field: 'username' },
  { name: 'login 5000 fields', method: 'POST', path: '/b2b/login', headers: FORM, body: Array.from({ length: 5000 }, (_, i) => `f${i}=${i}`).join('&'), field: 'username' },
  { name: 'login 100k-char key', method: 'POST', path: '/b2b/login', headers: FORM, body: `${'k'.repeat(100_000)}=1&password=x`, field: 'username' },
  { name: 'login body over the size limit', method: 'POST', path: '/b2b/login', headers: FORM, body: `username=${'u'.repeat(1_100_000)}&password=x`, status: 413 },
  { name: 'login charset utf-16 declared', method: 'POST', path: '/b2b/login', headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-16' }, body: 'username=&password=', field: 'username' },
  { name: 'login cross-site Origin', method: 'POST', path: '/b2b/login', headers: { ...FORM, Origin: 'https://evil.example' }, body: 'username=demo_agent&password=Harbor7Sky9', status: 403 },
  { name: 'login null Origin', method: 'POST', path: '/b2b/login', headers: { ...FORM, Origin: 'null' }, body: 'username=demo_agent&password=Harbor7Sky9', status: 403 },
  { name: 'login GET', method: 'GET', path: '/b2b/login?username=demo_agent&password=Harbor7Sky9' },
  { name: 'login PUT', method: 'PUT', path: '/b2b/login', form: { username: 'demo_agent', password: 'Harbor7Sky9' } },
  { name: 'login DELETE', method: 'DELETE', path: '/b2b/login' },
  { name: 'login PATCH', method: 'PATCH', path: '/b2b/login', form: { username: 'demo_agent', password: 'Harbor7Sky9' } },
  { name: 'login trailing path junk', method: 'POST', path: '/b2b/login/..%2f..%2fadmin', form: { username: 'demo_agent', password: 'Harbor7Sky9' } },
  { name: 'login frozen account wrong password', method: 'POST', path: '/b2b/login', form: { username: 'demo_frozen', password: 'nope' }, mayWrite: THROTTLE },
  { name: 'login verify account without code', method: 'POST', path: '/b2b/login', form: { username: 'demo_verify', password: 'wrong' }, mayWrite: THROTTLE },
]

/** Authorization header values that are not a live session. */
const BAD_BEARERS: Array<[string, string]> = [
  ['empty Bearer', 'Bearer'],
  ['Bearer and a space', 'Bearer '],
  ['Basic scheme', 'Basic ZGVtb19hZ2VudDpIYXJib3I3U2t5OQ=='],
  ['sql token', "Bearer ' OR 1=1--"],
  ['script token', 'Bearer <script>alert(1)</script>'],
  ['traversal token', 'Bearer ../../etc/passwd'],
  ['unknown token of the right shape', `Bearer ${'A'.repeat(43)}`],
  ['token one char too long', `Bearer ${'A'.repeat(44)}`],
  ['JWT-looking token', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'],
  ['null token', 'Bearer null'],
  ['8 KB token', `Bearer ${'t'.repeat(8192)}`],
  ['two tokens', `Bearer ${'A'.repeat(43)} ${'B'.repeat(43)}`],
  ['lower-case scheme junk', 'bearer%20x'],
]

const creditCases: BadCase[] = [
  { name: 'credit as visitor', method: 'POST', path: CREDIT, status: 401 },
  { name: 'credit as visitor with JSON junk', method: 'POST', path: CREDIT, json: { agencyId: 1, "' OR 1=1": true }, status: 401 },
  ...BAD_BEARERS.map(([label, value]): BadCase => ({ name: `credit with ${label}`, method: 'POST', path: CREDIT, headers: { Authorization: value }, status: 401 })),
  { name: 'credit cookie junk token', method: 'POST', path: CREDIT, headers: { Cookie: "token=' OR 1=1--; csrftoken=x" }, status: 401 },
  { name: 'credit cookie session without CSRF header', method: 'POST', path: CREDIT, as: 'main', viaCookie: true, status: 403 },
  { name: 'credit cookie session with wrong CSRF header', method: 'POST', path: CREDIT, as: 'main', viaCookie: true, headers: { 'X-CSRFToken': 'x'.repeat(43) }, status: 403 },
  { name: 'credit cookie session with empty CSRF header', method: 'POST', path: CREDIT, as: 'main', viaCookie: true, headers: { 'X-CSRFToken': '' }, status: 403 },
  { name: 'credit as viewer (no VIEW_CREDIT)', method: 'POST', path: CREDIT, as: 'viewer', status: 403 },
  { name: 'credit as sub-account (no VIEW_CREDIT)', method: 'POST', path: CREDIT, as: 'sub', status: 403 },
  { name: 'credit GET', method: 'GET', path: CREDIT, as: 'main' },
  { name: 'credit PUT', method: 'PUT', path: CREDIT, as: 'main', json: { availCredit: 1e12 } },
  { name: 'credit DELETE', method: 'DELETE', path: CREDIT, as: 'main' },
  { name: 'credit with agency id in path', method: 'POST', path: `${CREDIT}/2`, as: 'main' },
  { name: 'credit path traversal', method: 'POST', path: '/b2b/credit/..%2f..%2fuser_info', as: 'main' },
]

const userInfoCases: BadCase[] = [
  { name: 'user_info as visitor', method: 'GET', path: '/b2b/user_info', status: 401 },
  { name: 'user_info visitor asking for another user', method: 'GET', path: '/b2b/user_info?username=demo_admin', status: 401 },
  { name: 'user_info visitor sql query', method: 'GET', path: "/b2b/user_info?id=1'%20OR%20'1'%3D'1", status: 401 },
  { name: 'user_info visitor proto query', method: 'GET', path: '/b2b/user_info?__proto__[isSuperuser]=true', status: 401 },
  ...BAD_BEARERS.map(([label, value]): BadCase => ({ name: `user_info with ${label}`, method: 'GET', path: '/b2b/user_info', headers: { Authorization: value }, status: 401 })),
  { name: 'user_info cookie junk token', method: 'GET', path: '/b2b/user_info', headers: { Cookie: 'token=<script>; csrftoken=1' }, status: 401 },
  { name: 'user_info POST', method: 'POST', path: '/b2b/user_info', as: 'main', json: { isSuperuser: true } },
  { name: 'user_info PUT', method: 'PUT', path: '/b2b/user_info', as: 'main', json: { username: 'demo_admin' } },
  { name: 'user_info with id in path', method: 'GET', path: '/b2b/user_info/1', as: 'main' },
]

const IMG = '/static/img/hotel'
const imageCases: BadCase[] = [
  ['encoded traversal in id', `${IMG}/..%2f..%2fetc/passwd/1.svg`],
  ['encoded traversal in file', `${IMG}/1/..%2f..%2f..%2fpackage.json`],
  ['double-encoded traversal', `${IMG}/%252e%252e%252f/1.svg`],
  ['dot-dot id', `${IMG}/%2e%2e/1.svg`],
  ['picture 6 (over §9 max 5)', `${IMG}/1/6.svg`],
  ['picture 0', `${IMG}/1/0.svg`],
  ['picture 01', `${IMG}/1/01.svg`],
  ['negative picture', `${IMG}/1/-1.svg`],
  ['hotel 0', `${IMG}/0/1.svg`],
  ['negative hotel', `${IMG}/-1/1.svg`],
  ['hotel in exponent form', `${IMG}/1e3/1.svg`],
  ['11-digit hotel', `${IMG}/99999999999/1.svg`],
  ['unknown hotel', `${IMG}/987654/1.svg`],
  ['hotel with leading zero', `${IMG}/01/1.svg`],
  ['arabic-indic digit', `${IMG}/%D9%A1/1.svg`],
  ['fullwidth digit', `${IMG}/%EF%BC%91/1.svg`],
  ['jpg extension', `${IMG}/1/1.jpg`],
  ['png picture 6 (over §9 max 5)', `${IMG}/1/6.png`],
  ['png picture 0', `${IMG}/1/0.png`],
  ['png unknown hotel', `${IMG}/987654/1.png`],
  ['png double extension', `${IMG}/1/1.png.svg`],
  ['upper-case PNG', `${IMG}/1/1.PNG`],
  ['double extension', `${IMG}/1/1.svg.js`],
  ['NUL in file name', `${IMG}/1/1.svg%00.png`],
  ['NUL as file', `${IMG}/1/%00.svg`],
  ['sql in id', `${IMG}/1%20OR%201%3D1/1.svg`],
  ['script in id', `${IMG}/%3Cscript%3E/1.svg`],
  ['missing file', `${IMG}/1/`],
  ['missing id', `${IMG}//1.svg`],
  ['extra segment', `${IMG}/1/1/1.svg`],
].map(([label, path]): BadCase => ({ name: `hotel image ${label}`, method: 'GET', path: path!, mustNotContain: /"dependencies"|root:x:/ }))

const staticCases: BadCase[] = [
  ['assets traversal to package.json', '/assets/..%2f..%2fpackage.json'],
  ['root traversal to passwd', '/..%2f..%2f..%2fetc%2fpasswd.txt'],
  ['assets dot-dot segments', '/assets/%2e%2e/%2e%2e/server/config.ts.js'],
  ['assets backslash traversal', '/assets/..%5c..%5cpackage.json'],
  ['static prefix traversal', '/static/..%2f..%2fpackage.json'],
  ['source map probe', '/assets/index.js.map'],
  ['env file probe', '/.env.json'],
  ['git config probe', '/.git/config.txt'],
  ['unknown api path', '/b2b/does_not_exist'],
  ['unknown api path with sql', "/b2b/user_info'%20OR%201=1"],
  ['api prefix with traversal', '/api/..%2f..%2fetc/passwd.json'],
  ['dev outbox POST', '/api/dev/outbox'],
  ['healthz POST', '/healthz'],
  ['exchange rates POST', '/static/v2/exchange_rates'],
  ['exchange rates DELETE', '/static/v2/exchange_rates'],
].map(([label, path], i): BadCase => ({
  name: `static ${label}`,
  method: i >= 11 ? (i === 14 ? 'DELETE' : 'POST') : 'GET',
  path: path!,
  mustNotContain: /"dependencies"|root:x:|DATABASE_URL/,
}))

const logoutCases: BadCase[] = [
  { name: 'logout cookie session cross-site without CSRF', method: 'POST', path: '/b2b/logout', as: 'main', viaCookie: true, headers: { Origin: 'https://evil.example' }, status: 403 },
  { name: 'logout cookie session with wrong CSRF', method: 'POST', path: '/b2b/logout', as: 'main', viaCookie: true, headers: { 'X-CSRFToken': 'nope' }, status: 403 },
  { name: 'logout GET', method: 'GET', path: '/b2b/logout', as: 'main' },
]

// Hotel search and content, history, favourites, check_available (hotel search issue).
const day = (n: number) => addDays(beijingToday(), n)
const STAY = { checkIn: day(20), checkOut: day(22), adultNum: 2, roomNum: 1, currency: 'CNY' }
const LIST = { ...STAY, addressType: 'region', addressValue: '156' }
const HOTEL_LIST = '/room_rate/v3/hotel_list'
const CHECK = '/booking/v2/check_available'
const hotelCases: BadCase[] = [
  { name: 'region fuzzy without keyword', method: 'GET', path: '/static/v2/region/fuzzy', field: 'keyword' },
  { name: 'region fuzzy blank keyword', method: 'GET', path: '/static/v2/region/fuzzy?keyword=%20%20', field: 'keyword' },
  { name: 'region fuzzy 65-char keyword', method: 'GET', path: `/static/v2/region/fuzzy?keyword=${'a'.repeat(65)}`, field: 'keyword' },
  { name: 'region fuzzy 10k-char keyword', method: 'GET', path: `/static/v2/region/fuzzy?keyword=${'c'.repeat(10_000)}`, field: 'keyword' },
  { name: 'region fuzzy one character as visitor (§4)', method: 'GET', path: '/static/v2/region/fuzzy?keyword=%E4%B8%9C', field: 'keyword', status: 400 },
  { name: 'hotel fuzzy one character as visitor (§4)', method: 'GET', path: '/static/v2/hotel_fuzzy?keyword=a', field: 'keyword', status: 400 },
  { name: 'hotel fuzzy limit 0', method: 'GET', path: '/static/v2/hotel_fuzzy?keyword=tokyo&limit=0', field: 'limit' },
  { name: 'hotel fuzzy limit 500', method: 'GET', path: '/static/v2/hotel_fuzzy?keyword=tokyo&limit=500', field: 'limit' },
  { name: 'hotel fuzzy limit junk', method: 'GET', path: '/static/v2/hotel_fuzzy?keyword=tokyo&limit=1e309', field: 'limit' },
  { name: 'region by junk id', method: 'GET', path: '/static/v2/region/abc', field: 'id' },
  { name: 'region by negative id', method: 'GET', path: '/static/v2/region/-1', field: 'id' },
  { name: 'region by 11-digit id', method: 'GET', path: '/static/v2/region/99999999999', field: 'id' },
  { name: 'region by unknown id', method: 'GET', path: '/static/v2/region/987654', status: 404 },
  { name: 'static hotel by junk id', method: 'GET', path: "/static/v2/hotel/1'%20OR%201=1", field: 'id' },
  { name: 'static hotel by unknown id', method: 'GET', path: '/static/v2/hotel/987654', status: 404 },
  { name: 'static hotel list empty', method: 'POST', path: '/static/v2/hotel_list', json: { hotelIds: [] }, field: 'hotelIds' },
  { name: 'static hotel list 101 ids', method: 'POST', path: '/static/v2/hotel_list', json: { hotelIds: Array.from({ length: 101 }, (_, i) => i + 1) }, field: 'hotelIds' },
  { name: 'static hotel list negative id', method: 'POST', path: '/static/v2/hotel_list', json: { hotelIds: [-1] }, field: 'hotelIds.0' },
  { name: 'hotel list check-in in the past (Beijing)', method: 'POST', path: HOTEL_LIST, json: { ...LIST, checkIn: day(-1), checkOut: day(1) }, field: 'checkIn' },
  { name: 'hotel list check-in beyond 365 days', method: 'POST', path: HOTEL_LIST, json: { ...LIST, checkIn: day(400), checkOut: day(401) }, field: 'checkIn' },
  { name: 'hotel list check-out before check-in', method: 'POST', path: HOTEL_LIST, json: { ...LIST, checkOut: day(19) }, field: 'checkOut' },
  { name: 'hotel list 31 nights', method: 'POST', path: HOTEL_LIST, json: { ...LIST, checkOut: day(51) }, field: 'checkOut' },
  { name: 'hotel list 100 rooms', method: 'POST', path: HOTEL_LIST, json: { ...LIST, roomNum: 100 }, field: 'roomNum' },
  { name: 'hotel list impossible date', method: 'POST', path: HOTEL_LIST, json: { ...LIST, checkIn: '2027-02-30' }, field: 'checkIn' },
  { name: 'hotel list junk currency', method: 'POST', path: HOTEL_LIST, json: { ...LIST, currency: "' OR 1=1--" }, field: 'currency' },
  { name: 'hotel list sql address', method: 'POST', path: HOTEL_LIST, json: { ...LIST, addressValue: '1; DROP TABLE hotels;--' }, field: 'addressValue' },
  { name: 'hotel list unknown address type', method: 'POST', path: HOTEL_LIST, json: { ...LIST, addressType: 'planet' }, field: 'addressType' },
  { name: 'hotel list unknown region', method: 'POST', path: HOTEL_LIST, json: { ...LIST, addressValue: '987654' }, status: 404 },
  { name: 'hotel list six stars', method: 'POST', path: HOTEL_LIST, json: { ...LIST, filters: { stars: [6] } }, field: 'filters.stars.0' },
  { name: 'hotel list price range upside down', method: 'POST', path: HOTEL_LIST, json: { ...LIST, filters: { priceMin: 500, priceMax: 100 } }, field: 'filters.priceMax' },
  { name: 'hotel list 10k-char name keyword', method: 'POST', path: HOTEL_LIST, json: { ...LIST, filters: { keyword: 'k'.repeat(10_000) } }, field: 'filters.keyword' },
  { name: 'hotel list page size 0', method: 'POST', path: HOTEL_LIST, json: { ...LIST, pageSize: 0 }, field: 'pageSize' },
  { name: 'hotel list children without ages', method: 'POST', path: HOTEL_LIST, json: { ...LIST, childNum: 2 }, field: 'childrenAges' },
  { name: 'hotel list text/plain body', method: 'POST', path: HOTEL_LIST, headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(LIST) },
  { name: 'hotel list malformed JSON', method: 'POST', path: HOTEL_LIST, headers: { 'Content-Type': 'application/json' }, body: '{"checkIn":' },
  { name: 'rate search junk hotel id', method: 'POST', path: '/room_rate/v2/search/abc', json: STAY, field: 'id' },
  { name: 'rate search unknown hotel', method: 'POST', path: '/room_rate/v2/search/987654', json: STAY, status: 404 },
  { name: 'rate search past check-in', method: 'POST', path: '/room_rate/v2/search/1', json: { ...STAY, checkIn: day(-3), checkOut: day(-1) }, field: 'checkIn' },
  { name: 'rate search five children', method: 'POST', path: '/room_rate/v2/search/1', json: { ...STAY, childNum: 5, childrenAges: [1, 2, 3, 4, 5] }, field: 'childNum' },
  { name: 'rate search child aged 18', method: 'POST', path: '/room_rate/v2/search/1', json: { ...STAY, childNum: 1, childrenAges: [18] }, field: 'childrenAges.0' },
  { name: 'month calendar bad month', method: 'POST', path: '/room_rate/v2/search/month/lowest_price', json: { hotelId: 1, month: '2027-13', currency: 'CNY' }, field: 'month' },
  { name: 'month calendar past month', method: 'POST', path: '/room_rate/v2/search/month/lowest_price', json: { hotelId: 1, month: '2020-01', currency: 'CNY' }, field: 'month' },
  { name: 'month calendar junk hotel', method: 'POST', path: '/room_rate/v2/search/month/lowest_price', json: { hotelId: 'x', month: day(40).slice(0, 7), currency: 'CNY' }, field: 'hotelId' },
  { name: 'popular hotel without hotel or region', method: 'POST', path: '/room_rate/v2/popular_hotel', json: { currency: 'CNY' }, field: 'hotelId' },
  { name: 'popular hotel limit 100', method: 'POST', path: '/room_rate/v2/popular_hotel', json: { hotelId: 1, currency: 'CNY', limit: 100 }, field: 'limit' },
  { name: 'low rate no hotels', method: 'POST', path: '/room_rate/v2/low_rate', json: { ...STAY, hotelIds: [] }, field: 'hotelIds' },
  { name: 'low rate 51 hotels', method: 'POST', path: '/room_rate/v2/low_rate', json: { ...STAY, hotelIds: Array.from({ length: 51 }, (_, i) => i + 1) }, field: 'hotelIds' },
  { name: 'history get as visitor', method: 'POST', path: '/view_history/records_get', json: { currency: 'CNY' }, status: 401 },
  { name: 'history get junk currency', method: 'POST', path: '/view_history/records_get', as: 'main', json: { currency: '<script>' }, field: 'currency' },
  { name: 'history add as visitor', method: 'POST', path: '/view_history/records_add', json: { hotelId: 1 }, status: 401 },
  { name: 'history add junk queryTime', method: 'POST', path: '/view_history/records_add', as: 'main', json: { hotelId: 1, queryTime: "'; select pg_sleep(5); --" }, field: 'queryTime' },
  { name: 'history add junk hotel', method: 'POST', path: '/view_history/records_add', as: 'main', json: { hotelId: '1 OR 1=1' }, field: 'hotelId' },
  { name: 'history add unknown hotel', method: 'POST', path: '/view_history/records_add', as: 'main', json: { hotelId: 987654 }, status: 404 },
  { name: 'history add cookie session without CSRF', method: 'POST', path: '/view_history/records_add', as: 'main', viaCookie: true, json: { hotelId: 1 }, status: 403 },
  { name: 'history delete 501 ids', method: 'POST', path: '/view_history/records_del', as: 'main', json: { hotelIds: Array.from({ length: 501 }, (_, i) => i + 1) }, field: 'hotelIds' },
  { name: 'favourites list as visitor', method: 'GET', path: '/hotel_favorites/list', status: 401 },
  { name: 'favourite add as visitor', method: 'POST', path: '/hotel_favorites/add', json: { s_hotel_id: 1 }, status: 401 },
  { name: 'favourite add junk id', method: 'POST', path: '/hotel_favorites/add', as: 'main', json: { s_hotel_id: '<script>' }, field: 's_hotel_id' },
  { name: 'favourite add unknown hotel', method: 'POST', path: '/hotel_favorites/add', as: 'main', json: { s_hotel_id: 987654 }, status: 404 },
  { name: 'favourite delete as visitor', method: 'DELETE', path: '/hotel_favorites/delete', json: { s_hotel_id: 1 }, status: 401 },
  { name: 'favourite delete without body', method: 'DELETE', path: '/hotel_favorites/delete', as: 'main' },
  { name: 'check_available as visitor', method: 'POST', path: CHECK, json: { ...STAY, sid: '1:11:111' }, status: 401 },
  { name: 'check_available without PLACE_ORDER', method: 'POST', path: CHECK, as: 'viewer', json: { ...STAY, sid: '1:11:111' }, status: 403 },
  { name: 'check_available junk sid', method: 'POST', path: CHECK, as: 'main', json: { ...STAY, sid: "1:1' OR 1=1" }, field: 'sid' },
  { name: 'check_available 10k-char sid', method: 'POST', path: CHECK, as: 'main', json: { ...STAY, sid: '1'.repeat(10_000) }, field: 'sid' },
  { name: 'check_available unknown rate', method: 'POST', path: CHECK, as: 'main', json: { ...STAY, sid: '1:2:3' }, status: 404 },
  { name: 'check_available past check-in', method: 'POST', path: CHECK, as: 'main', json: { ...STAY, sid: '1:11:111', checkIn: day(-1), checkOut: day(1) }, field: 'checkIn' },
  { name: 'check_available 100 rooms', method: 'POST', path: CHECK, as: 'main', json: { ...STAY, sid: '1:11:111', roomNum: 100 }, field: 'roomNum' },
  { name: 'check_available negative expected total', method: 'POST', path: CHECK, as: 'main', json: { ...STAY, sid: '1:11:111', expectedTotal: -1 }, field: 'expectedTotal' },
]

// Visitor content (issue 8): blog, demo appointment, customer-service chat. None may write.
const DEMO = '/b2b/demo_appointment'
const LEAD = { email: 'lead@example.com', first_name: 'Mei', last_name: 'Tanaka', phone: '+81 3 1234 5678' }
const JSON_TYPE = { 'Content-Type': 'application/json' }
const NO_CHAT = 'A'.repeat(43)
const contentCases: BadCase[] = [
  ...JUNK.filter(([, v]) => !/^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(v.trim())).map(([label, value]): BadCase => ({
    name: `demo email = ${label}`, method: 'POST', path: DEMO, json: { ...LEAD, email: value }, field: 'email',
  })),
  { name: 'demo without body', method: 'POST', path: DEMO },
  { name: 'demo malformed JSON', method: 'POST', path: DEMO, headers: JSON_TYPE, body: '{"email":' },
  { name: 'demo form-encoded', method: 'POST', path: DEMO, form: LEAD },
  { name: 'demo array body', method: 'POST', path: DEMO, json: [LEAD] },
  { name: 'demo all empty', method: 'POST', path: DEMO, json: { email: '', first_name: '', last_name: '', phone: '' }, field: 'email' },
  { name: 'demo names missing', method: 'POST', path: DEMO, json: { email: 'a@b.co', phone: '1' }, field: 'last_name' },
  { name: 'demo numeric last name', method: 'POST', path: DEMO, json: { ...LEAD, last_name: 123 }, field: 'last_name' },
  { name: 'demo markup first name', method: 'POST', path: DEMO, json: { ...LEAD, first_name: '"><img src=x onerror=alert(1)>' }, field: 'first_name' },
  { name: 'demo NUL in first name', method: 'POST', path: DEMO, headers: JSON_TYPE, body: '{"email":"a@b.co","last_name":"T","first_name":"a\\u0000b","phone":"1"}', field: 'first_name' },
  { name: 'demo 10k phone', method: 'POST', path: DEMO, json: { ...LEAD, phone: '1'.repeat(10_000) }, field: 'phone' },
  { name: 'demo unknown locale', method: 'POST', path: DEMO, json: { ...LEAD, locale: 'xx-YY' }, field: 'locale' },
  { name: 'demo cross-site Origin', method: 'POST', path: DEMO, headers: { ...JSON_TYPE, Origin: 'https://evil.example' }, body: JSON.stringify(LEAD), status: 403 },
  { name: 'service url text/plain', method: 'POST', path: '/b2b/get_customer_service_url', headers: { 'Content-Type': 'text/plain' }, body: 'x' },
  { name: 'service url malformed JSON', method: 'POST', path: '/b2b/get_customer_service_url', headers: JSON_TYPE, body: '{' },
  { name: 'service url 10k token', method: 'POST', path: '/b2b/get_customer_service_url', json: { conversation: 'c'.repeat(10_000) }, field: 'conversation' },
  { name: 'service url junk locale', method: 'POST', path: '/b2b/get_customer_service_url', json: { locale: '<script>' }, field: 'locale' },
  { name: 'message to unknown conversation', method: 'POST', path: '/api/v1/messages/', json: { conversation: NO_CHAT, body: 'hi' }, status: 404 },
  { name: 'message sql conversation', method: 'POST', path: '/api/v1/messages/', json: { conversation: "' OR 1=1--", body: 'hi' }, status: 404 },
  { name: 'message empty body', method: 'POST', path: '/api/v1/messages/', json: { conversation: NO_CHAT, body: '  ' }, field: 'body' },
  { name: 'message 10k body', method: 'POST', path: '/api/v1/messages/', json: { conversation: NO_CHAT, body: 'm'.repeat(10_000) }, field: 'body' },
  { name: 'messages list without conversation', method: 'GET', path: '/api/v1/messages/', field: 'conversation' },
  { name: 'messages list junk after', method: 'GET', path: `/api/v1/messages/?conversation=${NO_CHAT}&after=1e309`, field: 'after' },
  { name: 'messages list traversal conversation', method: 'GET', path: '/api/v1/messages/?conversation=..%2F..%2Fetc%2Fpasswd', status: 404, mustNotContain: /root:/ },
  { name: 'staff reply to unknown conversation', method: 'POST', path: '/api/dev/support/reply', json: { conversation: NO_CHAT, body: 'x' }, status: 404 },
  { name: 'support page junk token', method: 'GET', path: "/support/chat?t=%27%20OR%201%3D1--", status: 404 },
  { name: 'blog content junk id', method: 'GET', path: '/static/v2/blog/content?id=1%20OR%201=1', field: 'id' },
  { name: 'blog content unknown id', method: 'GET', path: '/static/v2/blog/content?id=2147483647', status: 404 },
  { name: 'blog list junk locale', method: 'GET', path: '/static/v2/blog/list?locale=%3Cscript%3E', field: 'locale' },
  { name: 'blog list page size 1000', method: 'GET', path: '/static/v2/blog/list?page_size=1000', field: 'page_size' },
  { name: 'blog cover traversal', method: 'GET', path: '/static/img/blog/..%2F..%2Fpackage.json', status: 404, mustNotContain: /"dependencies"/ },
]

// Orders (booking issue #5): create_order, reads, cancellation, guest history.
const CREATE = '/booking/v2/create_order'
const KEY = { 'Idempotency-Key': '6f1c2b1e-8d4a-4c1e-9a55-0d6f3e2a7b10' }
const GUEST = { firstName: 'Mei', lastName: 'Tanaka', type: 'ADU' }
const ORDER = {
  hotelId: 1, roomTypeId: 11, roomId: 111, checkIn: day(20), checkOut: day(22), roomNum: 1, nation: 'CN', currencyCode: 'CNY', totalPrice: 100,
  contactsInfo: { firstName: 'Wei', lastName: 'Lin', phone: '+86 138 0013 8000' },
  roomInfos: [{ adultNum: 1, childNum: 0, clientInfos: [GUEST] }],
}
const room0 = (patch: object) => ({ ...ORDER, roomInfos: [{ adultNum: 1, childNum: 0, clientInfos: [GUEST], ...patch }] })
const order = (name: string, json: unknown, field?: string, extra: Partial<BadCase> = {}): BadCase => ({ name: `create_order ${name}`, method: 'POST', path: CREATE, as: 'main', headers: KEY, json, field, ...extra })
const NO_ORDER = { orderNum: 'HL000000000000' }
const orderCases: BadCase[] = [
  order('as visitor', ORDER, undefined, { as: undefined, status: 401 }),
  order('without PLACE_ORDER', ORDER, undefined, { as: 'viewer', status: 403 }),
  order('cookie session without CSRF header', ORDER, undefined, { viaCookie: true, status: 403 }),
  order('without Idempotency-Key', ORDER, 'Idempotency-Key', { headers: {} }),
  order('Idempotency-Key not a UUID', ORDER, 'Idempotency-Key', { headers: { 'Idempotency-Key': 'draft-1' } }),
  order('Idempotency-Key sql', ORDER, 'Idempotency-Key', { headers: { 'Idempotency-Key': "' OR 1=1--" } }),
  order('Idempotency-Key 4k chars', ORDER, 'Idempotency-Key', { headers: { 'Idempotency-Key': 'k'.repeat(4000) } }),
  order('check-out before check-in', { ...ORDER, checkOut: day(19) }, 'checkOut'),
  order('31 nights', { ...ORDER, checkOut: day(51) }, 'checkOut'),
  order('past check-in', { ...ORDER, checkIn: day(-3), checkOut: day(-1) }, 'checkIn'),
  order('far-future check-in', { ...ORDER, checkIn: '2099-01-01', checkOut: '2099-01-03' }, 'checkIn'),
  order('impossible date', { ...ORDER, checkIn: '2026-02-30' }, 'checkIn'),
  order('zero rooms', { ...ORDER, roomNum: 0, roomInfos: [] }, 'roomNum'),
  order('a hundred rooms', { ...ORDER, roomNum: 100 }, 'roomNum'),
  order('rooms without guests', { ...ORDER, roomNum: 2 }, 'roomInfos'),
  order('negative total', { ...ORDER, totalPrice: -1 }, 'totalPrice'),
  order('absurd total', { ...ORDER, totalPrice: 1e15 }, 'totalPrice'),
  order('total as string', { ...ORDER, totalPrice: '100' }, 'totalPrice'),
  order('sql hotel id', { ...ORDER, hotelId: '1; DROP TABLE orders;--' }, 'hotelId'),
  order('negative room type', { ...ORDER, roomTypeId: -11 }, 'roomTypeId'),
  order('fractional rate id', { ...ORDER, roomId: 1.5 }, 'roomId'),
  order('unknown currency', { ...ORDER, currencyCode: 'XXX' }, 'currencyCode'),
  order('nation as a word', { ...ORDER, nation: 'china' }, 'nation'),
  order('sql contact name', { ...ORDER, contactsInfo: { ...ORDER.contactsInfo, firstName: "Lin'; DROP TABLE orders;--" } }, 'contactsInfo.firstName'),
  order('junk phone', { ...ORDER, contactsInfo: { ...ORDER.contactsInfo, phone: "' OR 1=1" } }, 'contactsInfo.phone'),
  order('missing contact', { ...ORDER, contactsInfo: undefined }, 'contactsInfo'),
  order('child without age', room0({ childNum: 1, clientInfos: [GUEST, { firstName: 'Yu', lastName: 'Tanaka', type: 'CHD' }] }), 'roomInfos.0.clientInfos.1.age'),
  order('child aged 30', room0({ childNum: 1, clientInfos: [GUEST, { firstName: 'Yu', lastName: 'Tanaka', type: 'CHD', age: 30 }] }), 'roomInfos.0.clientInfos.1.age'),
  order('two adults one name', room0({ adultNum: 2 }), 'roomInfos.0.clientInfos'),
  order('guest type junk', room0({ clientInfos: [{ ...GUEST, type: 'ADMIN' }] }), 'roomInfos.0.clientInfos.0.type'),
  order('digits in a guest name', room0({ clientInfos: [{ ...GUEST, firstName: 'M3i' }] }), 'roomInfos.0.clientInfos.0.firstName'),
  order('10k guest name', room0({ clientInfos: [{ ...GUEST, lastName: 'n'.repeat(10_000) }] }), 'roomInfos.0.clientInfos.0.lastName'),
  order('10k special requests', { ...ORDER, specialRequests: 's'.repeat(10_000) }, 'specialRequests'),
  order('unknown hotel', { ...ORDER, hotelId: 987_654 }, 'hotelId', { status: 404 }),
  order('unknown rate plan', { ...ORDER, roomId: 987_654 }, 'roomId', { status: 404 }),
  order('NUL in guest name', undefined, 'roomInfos.0.clientInfos.0.firstName', {
    headers: { ...KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(ORDER).replace('"Mei"', '"M\\u0000ei"'),
  }),
  order('malformed JSON', undefined, undefined, { headers: { ...KEY, 'Content-Type': 'application/json' }, body: '{"hotelId":' }),
  order('array body', [ORDER]),
  order('form-encoded', undefined, undefined, { form: { hotelId: '1' } }),
  { name: 'create_order GET', method: 'GET', path: CREATE, as: 'main' },
  { name: 'order_detail as visitor', method: 'POST', path: '/booking/v2/order_detail', json: NO_ORDER, status: 401 },
  { name: 'order_detail empty number', method: 'POST', path: '/booking/v2/order_detail', as: 'main', json: { orderNum: '' }, field: 'orderNum' },
  { name: 'order_detail 10k number', method: 'POST', path: '/booking/v2/order_detail', as: 'main', json: { orderNum: '9'.repeat(10_000) }, field: 'orderNum' },
  { name: 'order_detail sql number', method: 'POST', path: '/booking/v2/order_detail', as: 'main', json: { orderNum: "' OR '1'='1" }, status: 404 },
  { name: 'order_detail traversal number', method: 'POST', path: '/booking/v2/order_detail', as: 'main', json: { orderNum: '../../etc/passwd' }, status: 404, mustNotContain: /root:/ },
  { name: 'order_detail numeric number', method: 'POST', path: '/booking/v2/order_detail', as: 'main', json: { orderNum: 12 }, field: 'orderNum' },
  { name: 'order_status unknown order', method: 'POST', path: '/booking/v2/order_status', as: 'sub', json: NO_ORDER, status: 404 },
  { name: 'order_status without body', method: 'POST', path: '/booking/v2/order_status', as: 'main' },
  { name: 'order_list as visitor', method: 'POST', path: '/booking/v2/order_list', json: {}, status: 401 },
  { name: 'order_list page 0', method: 'POST', path: '/booking/v2/order_list', as: 'main', json: { pageNum: 0 }, field: 'pageNum' },
  { name: 'order_list page size 1000', method: 'POST', path: '/booking/v2/order_list', as: 'main', json: { pageSize: 1000 }, field: 'pageSize' },
  { name: 'order_list unknown status', method: 'POST', path: '/booking/v2/order_list', as: 'main', json: { status: ['BOGUS'] }, field: 'status.0' },
  { name: 'order_list status as string', method: 'POST', path: '/booking/v2/order_list', as: 'main', json: { status: 'UNPAID' }, field: 'status' },
  { name: 'order_list impossible date', method: 'POST', path: '/booking/v2/order_list', as: 'main', json: { checkInFrom: '2026-13-01' }, field: 'checkInFrom' },
  { name: 'order_list 10k guest name', method: 'POST', path: '/booking/v2/order_list', as: 'main', json: { guestName: 'g'.repeat(10_000) }, field: 'guestName' },
  { name: 'order_export as visitor', method: 'POST', path: '/booking/v2/order_export', json: {}, status: 401 },
  { name: 'order_export junk date', method: 'POST', path: '/booking/v2/order_export', as: 'main', json: { createdFrom: "2026-01-01' OR 1=1" }, field: 'createdFrom' },
  { name: 'cancel_quote unknown order', method: 'POST', path: '/booking/v2/cancel_quote', as: 'main', json: NO_ORDER, status: 404 },
  { name: 'cancel_order as visitor', method: 'POST', path: '/booking/v2/cancel_order', json: { ...NO_ORDER, expectedPenalty: 0 }, status: 401 },
  { name: 'cancel_order negative penalty', method: 'POST', path: '/booking/v2/cancel_order', as: 'main', json: { ...NO_ORDER, expectedPenalty: -5 }, field: 'expectedPenalty' },
  { name: 'cancel_order without penalty', method: 'POST', path: '/booking/v2/cancel_order', as: 'main', json: NO_ORDER, field: 'expectedPenalty' },
  { name: 'cancel_order unknown order', method: 'POST', path: '/booking/v2/cancel_order', as: 'main', json: { ...NO_ORDER, expectedPenalty: 0 }, status: 404 },
  { name: 'guest_history as visitor', method: 'POST', path: '/booking/v2/guest_history', json: {}, status: 401 },
  { name: 'guest_history 10k keyword', method: 'POST', path: '/booking/v2/guest_history', as: 'main', json: { keyword: 'k'.repeat(10_000) }, field: 'keyword' },
]

// Payments (issue #6): checkout calls, pay links, coupons and the sandbox gateway.
const PAY_KEY = { 'Idempotency-Key': '0b7d3c1e-2f4a-4d6b-8e9f-1a2b3c4d5e6f' }
const FORGED = `${'A'.repeat(20)}.${'B'.repeat(43)}`
const paymentCases: BadCase[] = [
  { name: 'payment/support as visitor', method: 'POST', path: '/booking/v2/payment/support', json: NO_ORDER, status: 401 },
  { name: 'payment/support unknown order', method: 'POST', path: '/booking/v2/payment/support', as: 'main', json: NO_ORDER, status: 404 },
  { name: 'payment/support sql order', method: 'POST', path: '/booking/v2/payment/support', as: 'main', json: { orderNum: "' OR '1'='1" }, status: 404 },
  { name: 'order_pay bad Idempotency-Key', method: 'POST', path: '/booking/v2/order_pay', as: 'main', headers: { 'Idempotency-Key': 'not-a-uuid' }, json: { ...NO_ORDER, route: 'credit', expectedTotal: 1 }, field: 'Idempotency-Key' },
  { name: 'order_pay card route', method: 'POST', path: '/booking/v2/order_pay', as: 'main', headers: PAY_KEY, json: { ...NO_ORDER, route: 'card', expectedTotal: 1 }, field: 'route' },
  { name: 'order_pay negative total', method: 'POST', path: '/booking/v2/order_pay', as: 'main', headers: PAY_KEY, json: { ...NO_ORDER, route: 'credit', expectedTotal: -1 }, field: 'expectedTotal' },
  { name: 'order_pay string total', method: 'POST', path: '/booking/v2/order_pay', as: 'main', headers: PAY_KEY, json: { ...NO_ORDER, route: 'credit', expectedTotal: '1' }, field: 'expectedTotal' },
  { name: 'order_pay unknown order', method: 'POST', path: '/booking/v2/order_pay', as: 'main', headers: PAY_KEY, json: { ...NO_ORDER, route: 'credit', expectedTotal: 1 }, status: 404 },
  { name: 'order_pay by the sub-account (no USE_CREDIT)', method: 'POST', path: '/booking/v2/order_pay', as: 'sub', headers: PAY_KEY, json: { ...NO_ORDER, route: 'credit', expectedTotal: 1 }, status: 403 },
  { name: 'order_coupon junk code', method: 'POST', path: '/booking/v2/order_coupon', as: 'main', json: { ...NO_ORDER, couponCode: "' OR 1=1 --" }, field: 'couponCode' },
  { name: 'order_coupon missing code', method: 'POST', path: '/booking/v2/order_coupon', as: 'main', json: NO_ORDER, field: 'couponCode' },
  { name: 'order_coupon unknown order', method: 'POST', path: '/booking/v2/order_coupon', as: 'main', json: { ...NO_ORDER, couponCode: 'WELCOME50' }, status: 404 },
  { name: 'repay paymentType 1', method: 'POST', path: '/api/v1/repay/', as: 'main', json: { ...NO_ORDER, paymentType: 1 }, field: 'paymentType' },
  { name: 'ocean_pay unknown locale', method: 'POST', path: '/creditcard/sign/ocean_pay', as: 'main', json: { ...NO_ORDER, locale: 'xx' }, field: 'locale' },
  { name: 'wap_api_pro unknown order', method: 'POST', path: '/wap/booking/wap_api_pro', as: 'main', json: NO_ORDER, status: 404 },
  { name: 'pay_link_status malformed token', method: 'POST', path: '/wap/booking/pay_link_status', json: { token: '../../etc/passwd' }, field: 'token', mustNotContain: /root:/ },
  { name: 'pay_link_status 10k token', method: 'POST', path: '/wap/booking/pay_link_status', json: { token: 'a.'.repeat(5000) }, field: 'token' },
  { name: 'share view forged token', method: 'GET', path: `/wap/booking/share?token=${FORGED}`, status: 404 },
  { name: 'share view missing token', method: 'GET', path: '/wap/booking/share', field: 'token' },
  { name: 'coupon redeem junk code', method: 'POST', path: '/b2b/coupon/redeem', as: 'main', json: { code: '<script>' }, field: 'code' },
  { name: 'coupon redeem other agency code', method: 'POST', path: '/b2b/coupon/redeem', as: 'other', json: { code: 'WELCOME50' }, status: 422 },
  { name: 'sandbox card forged request', method: 'GET', path: `/sandbox/card?req=${FORGED}`, status: 400 },
  { name: 'sandbox card post junk', method: 'POST', path: '/sandbox/card', form: { req: "' OR '1'='1", number: '4242424242424242', expiry: '12/30', cvc: '123' }, status: 400 },
  { name: 'sandbox challenge forged', method: 'POST', path: '/sandbox/card/challenge', form: { chal: FORGED, code: '123456' }, status: 400 },
  { name: 'sandbox app forged link', method: 'POST', path: '/sandbox/app', form: { token: FORGED, action: 'approve' }, status: 400 },
  { name: 'sandbox callback forged signature', method: 'POST', path: '/sandbox/callback', form: { payload: FORGED }, status: 403 },
]

export const BAD_CASES: BadCase[] = [...loginJunk, ...loginShapes, ...creditCases, ...userInfoCases, ...imageCases, ...staticCases, ...logoutCases, ...hotelCases, ...contentCases, ...orderCases, ...paymentCases]

/**
 * Input an endpoint does not read must not change its answer: same status and body as the
 * clean request. (These are not counted as bad requests; they get 200.)
 */
export const IGNORED_INPUT: Array<{ name: string; path: string; clean: string }> = [
  ['sql in query', "?currency=' OR 1=1--"],
  ['script in query', '?x=<script>alert(1)</script>'],
  ['negative limit', '?limit=-1'],
  ['absurd page', '?pageNum=99999999999999999999'],
  ['proto pollution', '?__proto__[x]=1&constructor[prototype][y]=2'],
  ['unicode junk', '?q=%E2%80%AEadmin%E2%80%AC%F0%9F%8F%A8'],
  ['long query', `?x=${'q'.repeat(6000)}`],
  ['repeated keys', '?a=1&a=2&a=3&a=4'],
].map(([label, query]) => ({ name: `exchange rates ${label}`, path: `/static/v2/exchange_rates${query}`, clean: '/static/v2/exchange_rates' }))
