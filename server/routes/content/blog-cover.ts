// Generated blog covers (GET /static/img/blog/<n>.svg): one flat illustration per article
// topic on the product's teal palette (§9 primary accent), no text, so one picture serves
// every language. Deterministic: a URL always shows the same picture.

type Motif = (ink: string, accent: string) => string

const W = 1200
const H = 630

const MOTIFS: Record<number, { bg: [string, string]; accent: string; motif: Motif }> = {
  // 1 credit and delayed payment: a card, stacked coins and a clock hand.
  1: {
    bg: ['#0f766e', '#14b8a6'],
    accent: '#fde68a',
    motif: (ink, a) =>
      `<rect x="380" y="200" width="360" height="230" rx="24" fill="${ink}"/><rect x="380" y="250" width="360" height="44" fill="#0b4f4a"/><rect x="410" y="340" width="120" height="26" rx="6" fill="${a}"/>` +
      [0, 1, 2, 3].map((i) => `<ellipse cx="830" cy="${420 - i * 30}" rx="70" ry="22" fill="${a}" stroke="#b45309" stroke-width="4"/>`).join('') +
      `<circle cx="560" cy="160" r="58" fill="none" stroke="${ink}" stroke-width="10"/><path d="M560 160 V122 M560 160 L590 178" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>`,
  },
  // 2 offline bookings and drafts: a cloud with a slash and a stack of documents.
  2: {
    bg: ['#115e59', '#2dd4bf'],
    accent: '#f0fdfa',
    motif: (ink, a) =>
      `<path d="M330 300 a70 70 0 0 1 120 -60 a90 90 0 0 1 170 30 a60 60 0 0 1 10 120 H340 a60 60 0 0 1 -10 -90 Z" fill="${a}" opacity="0.9"/><line x1="350" y1="430" x2="640" y2="210" stroke="#dc2626" stroke-width="14" stroke-linecap="round"/>` +
      [2, 1, 0].map((i) => `<rect x="${700 + i * 22}" y="${190 + i * 22}" width="220" height="280" rx="14" fill="${i ? '#ccfbf1' : ink}"/>`).join('') +
      [0, 1, 2, 3, 4].map((i) => `<rect x="730" y="${240 + i * 40}" width="${160 - (i % 2) * 50}" height="14" rx="7" fill="#0f766e"/>`).join(''),
  },
  // 3 refundable rates and cancellation deadlines: a calendar and a clock.
  3: {
    bg: ['#134e4a', '#0d9488'],
    accent: '#fca5a5',
    motif: (ink, a) =>
      `<rect x="340" y="170" width="360" height="320" rx="22" fill="${ink}"/><rect x="340" y="170" width="360" height="70" rx="22" fill="${a}"/>` +
      Array.from({ length: 12 }, (_, i) => `<rect x="${370 + (i % 4) * 80}" y="${270 + Math.floor(i / 4) * 70}" width="50" height="40" rx="8" fill="${i === 6 ? a : '#ccfbf1'}"/>`).join('') +
      `<circle cx="820" cy="330" r="120" fill="#f0fdfa" stroke="${ink}" stroke-width="12"/><path d="M820 330 V250 M820 330 L880 360" stroke="#134e4a" stroke-width="12" stroke-linecap="round"/>`,
  },
  // 4 theme rooms: a bed under a starry arch.
  4: {
    bg: ['#312e81', '#0d9488'],
    accent: '#fcd34d',
    motif: (ink, a) =>
      `<path d="M320 470 V260 a280 200 0 0 1 560 0 V470 Z" fill="#1e1b4b" opacity="0.55"/>` +
      [[420, 240], [520, 190], [640, 175], [760, 210], [820, 290], [380, 320]].map(([x, y]) => `<path d="M${x} ${(y as number) - 16} l5 11 12 2 -9 8 2 12 -10 -6 -10 6 2 -12 -9 -8 12 -2 Z" fill="${a}"/>`).join('') +
      `<rect x="420" y="360" width="360" height="80" rx="14" fill="${ink}"/><rect x="420" y="320" width="120" height="50" rx="14" fill="#ccfbf1"/><rect x="400" y="300" width="24" height="170" rx="8" fill="#0f766e"/><rect x="776" y="350" width="24" height="120" rx="8" fill="#0f766e"/>`,
  },
  // 5 API integration and white label: brackets joined to nodes.
  5: {
    bg: ['#0f172a', '#0f766e'],
    accent: '#5eead4',
    motif: (ink, a) =>
      `<path d="M460 200 L360 315 L460 430" fill="none" stroke="${a}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/><path d="M740 200 L840 315 L740 430" fill="none" stroke="${a}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<line x1="640" y1="180" x2="560" y2="450" stroke="${ink}" stroke-width="22" stroke-linecap="round"/>` +
      [[980, 200], [1040, 330], [960, 450]].map(([x, y]) => `<line x1="870" y1="315" x2="${x}" y2="${y}" stroke="${ink}" stroke-width="6" opacity="0.6"/><circle cx="${x}" cy="${y}" r="30" fill="${a}"/>`).join(''),
  },
  // 6 sub-accounts and permissions: a main figure linked to three others, with a key.
  6: {
    bg: ['#065f46', '#14b8a6'],
    accent: '#fef3c7',
    motif: (ink, a) => {
      const person = (x: number, y: number, s: number, fill: string) =>
        `<circle cx="${x}" cy="${y}" r="${28 * s}" fill="${fill}"/><path d="M${x - 50 * s} ${y + 90 * s} a${50 * s} ${50 * s} 0 0 1 ${100 * s} 0 Z" fill="${fill}"/>`
      return (
        [[420, 440], [600, 470], [780, 440]].map(([x, y]) => `<line x1="600" y1="260" x2="${x}" y2="${(y as number) - 40}" stroke="${ink}" stroke-width="6" opacity="0.7"/>`).join('') +
        person(600, 200, 1.4, ink) +
        [[420, 400], [600, 430], [780, 400]].map(([x, y]) => person(x as number, y as number, 0.9, '#ccfbf1')).join('') +
        `<circle cx="900" cy="200" r="36" fill="none" stroke="${a}" stroke-width="14"/><path d="M928 222 L1010 300 M980 272 l20 -20 M998 290 l18 -18" stroke="${a}" stroke-width="14" stroke-linecap="round"/>`
      )
    },
  },
  // 7 reconciling bills: a receipt with a check mark beside a magnifier.
  7: {
    bg: ['#134e4a', '#2dd4bf'],
    accent: '#22c55e',
    motif: (ink, a) =>
      `<path d="M420 140 H700 V500 l-35 -22 -35 22 -35 -22 -35 22 -35 -22 -35 22 -35 -22 -35 22 Z" fill="${ink}"/>` +
      [0, 1, 2, 3, 4, 5].map((i) => `<rect x="450" y="${180 + i * 44}" width="${i === 5 ? 120 : 200}" height="14" rx="7" fill="${i === 5 ? '#0f766e' : '#99f6e4'}"/><rect x="${i === 5 ? 600 : 670}" y="${180 + i * 44}" width="${i === 5 ? 70 : 0}" height="14" rx="7" fill="#0f766e"/>`).join('') +
      `<circle cx="820" cy="300" r="90" fill="${a}"/><path d="M775 300 l32 32 58 -64" fill="none" stroke="${ink}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  // 8 peak season allotment: rising bars under a sun, with a calendar page.
  8: {
    bg: ['#0f766e', '#f59e0b'],
    accent: '#fff7ed',
    motif: (ink, a) =>
      `<circle cx="880" cy="170" r="70" fill="${a}" opacity="0.9"/>` +
      [120, 170, 230, 300, 250].map((h, i) => `<rect x="${360 + i * 90}" y="${480 - h}" width="60" height="${h}" rx="10" fill="${i === 3 ? '#b91c1c' : ink}"/>`).join('') +
      `<line x1="330" y1="482" x2="840" y2="482" stroke="${ink}" stroke-width="8" stroke-linecap="round"/><rect x="880" y="300" width="150" height="170" rx="16" fill="${ink}"/><rect x="880" y="300" width="150" height="44" rx="16" fill="#b91c1c"/><text x="955" y="430" font-family="sans-serif" font-size="70" font-weight="700" text-anchor="middle" fill="#134e4a">31</text>`,
  },
}

export const BLOG_COVER_COUNT = Object.keys(MOTIFS).length

export function blogCoverSvg(n: number): string | null {
  const m = MOTIFS[n]
  if (!m) return null
  const [from, to] = m.bg
  const dots = Array.from({ length: 24 }, (_, i) => `<circle cx="${(i * 173 + n * 61) % W}" cy="${(i * 97 + n * 43) % H}" r="${2 + (i % 4)}" fill="#ffffff" opacity="0.18"/>`).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-hidden="true">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${dots}` +
    `<circle cx="1100" cy="560" r="220" fill="#ffffff" opacity="0.06"/><circle cx="80" cy="40" r="160" fill="#ffffff" opacity="0.06"/>` +
    m.motif('#f0fdfa', m.accent) +
    `</svg>`
  )
}
