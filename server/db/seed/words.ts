import type { MealType } from '../schema'

// Word lists the seed composes hotel names, addresses, rooms and rate plans from.
// Pairs are [English, Simplified Chinese]. Invented brands only: no real hotel chain.

export type Pair = readonly [en: string, zh: string]

export const BRANDS: readonly Pair[] = [
  ['Harbour View', '海景'], ['Grand Lotus', '大莲花'], ['Jade Garden', '翠园'], ['Silver Crane', '银鹤'],
  ['Golden Bay', '金湾'], ['Blue Horizon', '蓝天际'], ['Orchid Pavilion', '兰亭'], ['Maple Leaf', '枫叶'],
  ['Cedar Grove', '雪松'], ['Azure Sky', '蔚蓝'], ['Sunrise', '日出'], ['Moonlight', '月光'],
  ['Bamboo Grove', '竹林'], ['Red Lantern', '红灯笼'], ['Royal Palm', '皇家棕榈'], ['Empress', '皇后'],
  ['Lighthouse', '灯塔'], ['Riverside', '河畔'], ['Skyline', '天际线'], ['Garden Court', '花园阁'],
  ['Imperial Crest', '帝苑'], ['Heritage', '传承'], ['Summit', '峰景'], ['Cloud Nine', '九霄'],
  ['Starlight', '星光'], ['Ocean Pearl', '海珠'], ['Willow Bank', '柳岸'], ['Peony', '牡丹'],
  ['Phoenix', '凤凰'], ['Silk Road', '丝路'], ['Coral Reef', '珊瑚'], ['Compass Rose', '罗盘'],
  ['Aurora', '极光'], ['Evergreen', '常青'], ['Plum Blossom', '梅花'], ['Lakeside', '湖畔'],
  ['Park Lane', '公园道'], ['Kingfisher', '翠鸟'], ['Serene', '悦静'], ['Urban Nest', '城巢'],
  ['Sakura', '樱花'], ['Golden Crown', '金冠'], ['Seasons', '四季风'], ['Tea House', '茶舍'],
]

export type HotelKind = { pair: Pair; minStars: number; maxStars: number; resortOnly?: boolean }

export const HOTEL_KINDS: readonly HotelKind[] = [
  { pair: ['Hotel', '酒店'], minStars: 2, maxStars: 5 },
  { pair: ['Inn', '客栈'], minStars: 2, maxStars: 3 },
  { pair: ['Suites', '套房酒店'], minStars: 3, maxStars: 5 },
  { pair: ['Boutique Hotel', '精品酒店'], minStars: 3, maxStars: 4 },
  { pair: ['Residences', '公寓酒店'], minStars: 3, maxStars: 4 },
  { pair: ['Grand Hotel', '大酒店'], minStars: 4, maxStars: 5 },
  { pair: ['Palace', '宫殿酒店'], minStars: 5, maxStars: 5 },
  { pair: ['Resort', '度假酒店'], minStars: 4, maxStars: 5, resortOnly: true },
  { pair: ['Beach Resort', '海滩度假村'], minStars: 4, maxStars: 5, resortOnly: true },
]

/** Used to tell apart two hotels that would otherwise share a name in one city. */
export const BRANCH_MODIFIERS: readonly Pair[] = [
  ['East', '东'], ['West', '西'], ['North', '北'], ['South', '南'], ['Central', '中心'],
  ['Station', '站前'], ['Riverside', '江畔'], ['Park', '公园'],
]

export const STREETS: readonly Pair[] = [
  ['Harbour Road', '海港路'], ['Park Avenue', '公园大道'], ['Station Street', '车站街'],
  ['Garden Lane', '花园巷'], ['Central Road', '中央路'], ['Riverside Drive', '滨江路'],
  ['Market Street', '市场街'], ['Temple Road', '寺前路'], ['Lake Road', '湖滨路'],
  ['Hill Street', '山丘街'], ['Bridge Road', '桥路'], ['Palm Avenue', '棕榈大道'],
  ['Kings Road', '国王路'], ['Spring Street', '春泉街'], ['Century Avenue', '世纪大道'],
  ['Museum Street', '博物馆街'],
]

export type RoomTemplate = {
  code: string
  name: Pair
  bed: Pair
  maxOccupancy: number
  maxChildren: number
  priceFactor: number
  minStars: number
}

export const ROOM_TEMPLATES: readonly RoomTemplate[] = [
  { code: 'STQ', name: ['Standard Queen Room', '标准大床房'], bed: ['1 queen bed', '1张大床'], maxOccupancy: 2, maxChildren: 1, priceFactor: 1, minStars: 2 },
  { code: 'STT', name: ['Standard Twin Room', '标准双床房'], bed: ['2 single beds', '2张单人床'], maxOccupancy: 2, maxChildren: 1, priceFactor: 1, minStars: 2 },
  { code: 'TRP', name: ['Triple Room', '三人间'], bed: ['3 single beds', '3张单人床'], maxOccupancy: 3, maxChildren: 1, priceFactor: 1.3, minStars: 2 },
  { code: 'SUK', name: ['Superior King Room', '高级大床房'], bed: ['1 king bed', '1张特大床'], maxOccupancy: 2, maxChildren: 1, priceFactor: 1.2, minStars: 3 },
  { code: 'DLT', name: ['Deluxe Twin Room', '豪华双床房'], bed: ['2 double beds', '2张双人床'], maxOccupancy: 3, maxChildren: 2, priceFactor: 1.35, minStars: 3 },
  { code: 'DLK', name: ['Deluxe King Room', '豪华大床房'], bed: ['1 king bed', '1张特大床'], maxOccupancy: 2, maxChildren: 1, priceFactor: 1.4, minStars: 3 },
  { code: 'FAM', name: ['Family Room', '家庭房'], bed: ['1 king bed and 1 single bed', '1张特大床和1张单人床'], maxOccupancy: 4, maxChildren: 2, priceFactor: 1.6, minStars: 3 },
  { code: 'EXK', name: ['Executive King Room', '行政大床房'], bed: ['1 king bed', '1张特大床'], maxOccupancy: 2, maxChildren: 1, priceFactor: 1.75, minStars: 4 },
  { code: 'JST', name: ['Junior Suite', '小套房'], bed: ['1 king bed', '1张特大床'], maxOccupancy: 3, maxChildren: 2, priceFactor: 2.1, minStars: 4 },
  { code: 'STE', name: ['One-Bedroom Suite', '一居室套房'], bed: ['1 king bed and 1 sofa bed', '1张特大床和1张沙发床'], maxOccupancy: 4, maxChildren: 2, priceFactor: 2.6, minStars: 4 },
]

export type RateTemplate = {
  code: string
  name: Pair
  mealType: MealType
  mealCount: number
  refundable: boolean
  priceFactor: number
}

export const RATE_TEMPLATES: readonly RateTemplate[] = [
  { code: 'RO', name: ['Room Only', '仅住宿'], mealType: 'none', mealCount: 0, refundable: true, priceFactor: 1 },
  { code: 'BB1', name: ['Breakfast for 1', '含单早'], mealType: 'breakfast', mealCount: 1, refundable: true, priceFactor: 1.08 },
  { code: 'BB2', name: ['Breakfast for 2', '含双早'], mealType: 'breakfast', mealCount: 2, refundable: true, priceFactor: 1.15 },
  { code: 'HB', name: ['Half Board', '含早晚餐'], mealType: 'half_board', mealCount: 2, refundable: true, priceFactor: 1.35 },
  { code: 'NRO', name: ['Non-refundable, Room Only', '不可取消 仅住宿'], mealType: 'none', mealCount: 0, refundable: false, priceFactor: 0.88 },
  { code: 'NBB', name: ['Non-refundable, Breakfast for 2', '不可取消 含双早'], mealType: 'breakfast', mealCount: 2, refundable: false, priceFactor: 1.02 },
]
