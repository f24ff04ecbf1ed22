import type { LocalizedNames } from '../schema'

// The seed's cities: real places, Asia first. Names in the six §1 locales are written by
// hand here; coordinates come from country-state-city at seed time (regions.ts looks each
// one up by `lookup` name + country, optionally state, and fails loudly when it is missing).
// Append new cities at the end: a city's id is 100000 + its position in this list.

export type District = readonly [en: string, zh: string]

export type SeedCity = {
  key: string
  country: string
  /** Name in country-state-city when it differs from names['en-US']. */
  lookup?: string
  /** State code to pick one of several same-named cities in country-state-city. */
  state?: string
  timezone: string
  names: LocalizedNames
  hot?: boolean
  /** Relative share of the seeded hotels. */
  weight: number
  /** Relative price level (1 = a typical large Chinese city). */
  priceLevel: number
  /** Beach or island destination: resorts are likely. */
  resort?: boolean
  districts: readonly District[]
}

const n = (en: string, zh: string, ja: string, ko: string, es: string, ar: string): LocalizedNames => ({
  'en-US': en, 'zh-CN': zh, ja, ko, es, ar,
})

export const SEED_CITIES: readonly SeedCity[] = [
  // China
  { key: 'shanghai', country: 'CN', timezone: 'Asia/Shanghai', hot: true, weight: 9, priceLevel: 1.3,
    names: n('Shanghai', '上海', '上海', '상하이', 'Shanghái', 'شانغهاي'),
    districts: [['The Bund', '外滩'], ['Lujiazui', '陆家嘴'], ["Jing'an", '静安'], ['Xintiandi', '新天地'], ['Hongqiao', '虹桥']] },
  { key: 'beijing', country: 'CN', timezone: 'Asia/Shanghai', hot: true, weight: 8, priceLevel: 1.2,
    names: n('Beijing', '北京', '北京', '베이징', 'Pekín', 'بكين'),
    districts: [['Wangfujing', '王府井'], ['Sanlitun', '三里屯'], ['Guomao', '国贸'], ['Qianmen', '前门'], ['Haidian', '海淀']] },
  { key: 'guangzhou', country: 'CN', timezone: 'Asia/Shanghai', hot: true, weight: 6, priceLevel: 1.0,
    names: n('Guangzhou', '广州', '広州', '광저우', 'Cantón', 'قوانغتشو'),
    districts: [['Tianhe', '天河'], ['Zhujiang New Town', '珠江新城'], ['Baiyun', '白云'], ['Pazhou', '琶洲']] },
  { key: 'shenzhen', country: 'CN', timezone: 'Asia/Shanghai', hot: true, weight: 6, priceLevel: 1.1,
    names: n('Shenzhen', '深圳', '深圳', '선전', 'Shenzhen', 'شنجن'),
    districts: [['Futian', '福田'], ['Nanshan', '南山'], ['Luohu', '罗湖'], ['Shekou', '蛇口']] },
  { key: 'hangzhou', country: 'CN', timezone: 'Asia/Shanghai', hot: true, weight: 5, priceLevel: 1.0,
    names: n('Hangzhou', '杭州', '杭州', '항저우', 'Hangzhou', 'هانغتشو'),
    districts: [['West Lake', '西湖'], ['Qianjiang New City', '钱江新城'], ['Binjiang', '滨江'], ['Wulin', '武林']] },
  { key: 'chengdu', country: 'CN', timezone: 'Asia/Shanghai', weight: 5, priceLevel: 0.85,
    names: n('Chengdu', '成都', '成都', '청두', 'Chengdu', 'تشنغدو'),
    districts: [['Chunxi Road', '春熙路'], ['Jinjiang', '锦江'], ['Kuanzhai Alley', '宽窄巷子'], ['High-Tech Zone', '高新区']] },
  { key: 'xian', country: 'CN', lookup: 'Xi’an', timezone: 'Asia/Shanghai', weight: 4, priceLevel: 0.8,
    names: n("Xi'an", '西安', '西安', '시안', "Xi'an", 'شيآن'),
    districts: [['Bell Tower', '钟楼'], ['Qujiang', '曲江'], ['Big Wild Goose Pagoda', '大雁塔'], ['Gaoxin', '高新']] },
  { key: 'sanya', country: 'CN', timezone: 'Asia/Shanghai', hot: true, weight: 4, priceLevel: 1.3, resort: true,
    names: n('Sanya', '三亚', '三亜', '싼야', 'Sanya', 'سانيا'),
    districts: [['Yalong Bay', '亚龙湾'], ['Haitang Bay', '海棠湾'], ['Sanya Bay', '三亚湾'], ['Dadonghai', '大东海']] },
  { key: 'xiamen', country: 'CN', timezone: 'Asia/Shanghai', weight: 3, priceLevel: 0.9,
    names: n('Xiamen', '厦门', '厦門', '샤먼', 'Xiamen', 'شيامن'),
    districts: [['Gulangyu', '鼓浪屿'], ['Siming', '思明'], ['Zhongshan Road', '中山路'], ['Huandao Road', '环岛路']] },
  { key: 'chongqing', country: 'CN', timezone: 'Asia/Shanghai', weight: 4, priceLevel: 0.8,
    names: n('Chongqing', '重庆', '重慶', '충칭', 'Chongqing', 'تشونغتشينغ'),
    districts: [['Jiefangbei', '解放碑'], ['Yuzhong', '渝中'], ['Hongyadong', '洪崖洞'], ['Jiangbei', '江北']] },
  { key: 'guilin', country: 'CN', timezone: 'Asia/Shanghai', weight: 2, priceLevel: 0.7,
    names: n('Guilin', '桂林', '桂林', '구이린', 'Guilin', 'قويلين'),
    districts: [['Elephant Trunk Hill', '象山'], ['Two Rivers', '两江四湖'], ['Yangshuo', '阳朔'], ['Qixing', '七星']] },
  { key: 'qingdao', country: 'CN', timezone: 'Asia/Shanghai', weight: 3, priceLevel: 0.85,
    names: n('Qingdao', '青岛', '青島', '칭다오', 'Qingdao', 'تشينغداو'),
    districts: [['May Fourth Square', '五四广场'], ['Badaguan', '八大关'], ['Shinan', '市南'], ['Laoshan', '崂山']] },
  { key: 'nanjing', country: 'CN', timezone: 'Asia/Shanghai', weight: 3, priceLevel: 0.85,
    names: n('Nanjing', '南京', '南京', '난징', 'Nankín', 'نانجينغ'),
    districts: [['Xinjiekou', '新街口'], ['Confucius Temple', '夫子庙'], ['Xuanwu Lake', '玄武湖'], ['Hexi', '河西']] },
  { key: 'kunming', country: 'CN', timezone: 'Asia/Shanghai', weight: 2, priceLevel: 0.7,
    names: n('Kunming', '昆明', '昆明', '쿤밍', 'Kunming', 'كونمينغ'),
    districts: [['Dianchi Lake', '滇池'], ['Green Lake', '翠湖'], ['Guandu', '官渡']] },
  { key: 'lijiang', country: 'CN', timezone: 'Asia/Shanghai', weight: 2, priceLevel: 0.8, resort: true,
    names: n('Lijiang', '丽江', '麗江', '리장', 'Lijiang', 'ليجيانغ'),
    districts: [['Old Town', '古城'], ['Shuhe', '束河'], ['Baisha', '白沙']] },
  // Japan
  { key: 'tokyo', country: 'JP', timezone: 'Asia/Tokyo', hot: true, weight: 9, priceLevel: 1.5,
    names: n('Tokyo', '东京', '東京', '도쿄', 'Tokio', 'طوكيو'),
    districts: [['Shinjuku', '新宿'], ['Shibuya', '涩谷'], ['Ginza', '银座'], ['Asakusa', '浅草'], ['Ueno', '上野'], ['Roppongi', '六本木']] },
  { key: 'osaka', country: 'JP', timezone: 'Asia/Tokyo', hot: true, weight: 6, priceLevel: 1.25,
    names: n('Osaka', '大阪', '大阪', '오사카', 'Osaka', 'أوساكا'),
    districts: [['Namba', '难波'], ['Umeda', '梅田'], ['Shinsaibashi', '心斋桥'], ['Tennoji', '天王寺']] },
  { key: 'kyoto', country: 'JP', timezone: 'Asia/Tokyo', weight: 5, priceLevel: 1.4,
    names: n('Kyoto', '京都', '京都', '교토', 'Kioto', 'كيوتو'),
    districts: [['Gion', '祇园'], ['Kyoto Station', '京都站'], ['Arashiyama', '岚山'], ['Kawaramachi', '河原町']] },
  { key: 'sapporo', country: 'JP', timezone: 'Asia/Tokyo', weight: 3, priceLevel: 1.1,
    names: n('Sapporo', '札幌', '札幌', '삿포로', 'Sapporo', 'سابورو'),
    districts: [['Susukino', '薄野'], ['Odori', '大通'], ['Sapporo Station', '札幌站']] },
  { key: 'fukuoka', country: 'JP', timezone: 'Asia/Tokyo', weight: 3, priceLevel: 1.05,
    names: n('Fukuoka', '福冈', '福岡', '후쿠오카', 'Fukuoka', 'فوكوكا'),
    districts: [['Hakata', '博多'], ['Tenjin', '天神'], ['Nakasu', '中洲']] },
  { key: 'nagoya', country: 'JP', timezone: 'Asia/Tokyo', weight: 2, priceLevel: 1.05,
    names: n('Nagoya', '名古屋', '名古屋', '나고야', 'Nagoya', 'ناغويا'),
    districts: [['Sakae', '荣'], ['Meieki', '名站'], ['Kanayama', '金山']] },
  { key: 'naha', country: 'JP', timezone: 'Asia/Tokyo', weight: 2, priceLevel: 1.15, resort: true,
    names: n('Naha', '那霸', '那覇', '나하', 'Naha', 'ناها'),
    districts: [['Kokusai Street', '国际通'], ['Tomari', '泊'], ['Asahibashi', '旭桥']] },
  { key: 'yokohama', country: 'JP', timezone: 'Asia/Tokyo', weight: 2, priceLevel: 1.2,
    names: n('Yokohama', '横滨', '横浜', '요코하마', 'Yokohama', 'يوكوهاما'),
    districts: [['Minato Mirai', '港未来'], ['Chinatown', '中华街'], ['Kannai', '关内']] },
  // Korea
  { key: 'seoul', country: 'KR', timezone: 'Asia/Seoul', hot: true, weight: 8, priceLevel: 1.2,
    names: n('Seoul', '首尔', 'ソウル', '서울', 'Seúl', 'سول'),
    districts: [['Myeongdong', '明洞'], ['Gangnam', '江南'], ['Hongdae', '弘大'], ['Itaewon', '梨泰院'], ['Jongno', '钟路']] },
  { key: 'busan', country: 'KR', timezone: 'Asia/Seoul', weight: 4, priceLevel: 1.0,
    names: n('Busan', '釜山', '釜山', '부산', 'Busan', 'بوسان'),
    districts: [['Haeundae', '海云台'], ['Seomyeon', '西面'], ['Nampo', '南浦'], ['Gwangalli', '广安里']] },
  { key: 'jeju', country: 'KR', lookup: 'Jeju City', timezone: 'Asia/Seoul', weight: 3, priceLevel: 1.0, resort: true,
    names: n('Jeju', '济州', '済州', '제주', 'Jeju', 'جيجو'),
    districts: [['Jeju City', '济州市'], ['Seogwipo', '西归浦'], ['Jungmun', '中文']] },
  // South-east Asia
  { key: 'bangkok', country: 'TH', timezone: 'Asia/Bangkok', hot: true, weight: 8, priceLevel: 0.75,
    names: n('Bangkok', '曼谷', 'バンコク', '방콕', 'Bangkok', 'بانكوك'),
    districts: [['Sukhumvit', '素坤逸'], ['Silom', '是隆'], ['Siam', '暹罗'], ['Riverside', '河畔'], ['Khao San', '考山路']] },
  { key: 'phuket', country: 'TH', timezone: 'Asia/Bangkok', weight: 4, priceLevel: 0.9, resort: true,
    names: n('Phuket', '普吉', 'プーケット', '푸껫', 'Phuket', 'بوكيت'),
    districts: [['Patong', '芭东'], ['Kata', '卡塔'], ['Karon', '卡伦'], ['Kamala', '卡马拉']] },
  { key: 'chiangmai', country: 'TH', timezone: 'Asia/Bangkok', weight: 3, priceLevel: 0.6,
    names: n('Chiang Mai', '清迈', 'チェンマイ', '치앙마이', 'Chiang Mai', 'شيانغ ماي'),
    districts: [['Old City', '古城'], ['Nimman', '宁曼'], ['Night Bazaar', '夜市']] },
  { key: 'pattaya', country: 'TH', timezone: 'Asia/Bangkok', weight: 2, priceLevel: 0.65, resort: true,
    names: n('Pattaya', '芭堤雅', 'パタヤ', '파타야', 'Pattaya', 'باتايا'),
    districts: [['Jomtien', '中天'], ['Central Pattaya', '芭堤雅中心'], ['Naklua', '那库鲁阿']] },
  { key: 'singapore', country: 'SG', timezone: 'Asia/Singapore', hot: true, weight: 7, priceLevel: 1.6,
    names: n('Singapore', '新加坡', 'シンガポール', '싱가포르', 'Singapur', 'سنغافورة'),
    districts: [['Marina Bay', '滨海湾'], ['Orchard', '乌节路'], ['Sentosa', '圣淘沙'], ['Clarke Quay', '克拉码头'], ['Bugis', '武吉士']] },
  { key: 'kualalumpur', country: 'MY', timezone: 'Asia/Kuala_Lumpur', weight: 5, priceLevel: 0.7,
    names: n('Kuala Lumpur', '吉隆坡', 'クアラルンプール', '쿠알라룸푸르', 'Kuala Lumpur', 'كوالالمبور'),
    districts: [['Bukit Bintang', '武吉免登'], ['KLCC', '双子塔'], ['Chinatown', '唐人街'], ['Bangsar', '孟沙']] },
  { key: 'penang', country: 'MY', lookup: 'George Town', timezone: 'Asia/Kuala_Lumpur', weight: 2, priceLevel: 0.65,
    names: n('Penang', '槟城', 'ペナン', '페낭', 'Penang', 'بينانغ'),
    districts: [['George Town', '乔治市'], ['Batu Ferringhi', '峇都丁宜'], ['Gurney Drive', '新关仔角']] },
  { key: 'kotakinabalu', country: 'MY', timezone: 'Asia/Kuala_Lumpur', weight: 1, priceLevel: 0.7, resort: true,
    names: n('Kota Kinabalu', '亚庇', 'コタキナバル', '코타키나발루', 'Kota Kinabalu', 'كوتا كينابالو'),
    districts: [['Waterfront', '海滨'], ['Tanjung Aru', '丹绒亚路']] },
  { key: 'bali', country: 'ID', lookup: 'Denpasar', timezone: 'Asia/Makassar', weight: 6, priceLevel: 0.9, resort: true,
    names: n('Bali', '巴厘岛', 'バリ島', '발리', 'Bali', 'بالي'),
    districts: [['Kuta', '库塔'], ['Seminyak', '水明漾'], ['Ubud', '乌布'], ['Nusa Dua', '努沙杜瓦'], ['Jimbaran', '金巴兰']] },
  { key: 'jakarta', country: 'ID', timezone: 'Asia/Jakarta', weight: 3, priceLevel: 0.65,
    names: n('Jakarta', '雅加达', 'ジャカルタ', '자카르타', 'Yakarta', 'جاكرتا'),
    districts: [['Sudirman', '苏迪曼'], ['Kuningan', '古宁安'], ['Menteng', '孟登'], ['Kemang', '克芒']] },
  { key: 'hanoi', country: 'VN', timezone: 'Asia/Ho_Chi_Minh', weight: 4, priceLevel: 0.6,
    names: n('Hanoi', '河内', 'ハノイ', '하노이', 'Hanói', 'هانوي'),
    districts: [['Old Quarter', '老城区'], ['Hoan Kiem', '还剑湖'], ['West Lake', '西湖'], ['Ba Dinh', '巴亭']] },
  { key: 'hochiminh', country: 'VN', timezone: 'Asia/Ho_Chi_Minh', weight: 4, priceLevel: 0.6,
    names: n('Ho Chi Minh City', '胡志明市', 'ホーチミン市', '호찌민시', 'Ciudad Ho Chi Minh', 'مدينة هو تشي منه'),
    districts: [['District 1', '第一郡'], ['Ben Thanh', '滨城'], ['District 3', '第三郡'], ['Saigon Riverside', '西贡河畔']] },
  { key: 'danang', country: 'VN', timezone: 'Asia/Ho_Chi_Minh', weight: 3, priceLevel: 0.6, resort: true,
    names: n('Da Nang', '岘港', 'ダナン', '다낭', 'Da Nang', 'دا نانغ'),
    districts: [['My Khe Beach', '美溪海滩'], ['Han River', '韩江'], ['Son Tra', '山茶']] },
  { key: 'manila', country: 'PH', timezone: 'Asia/Manila', weight: 3, priceLevel: 0.7,
    names: n('Manila', '马尼拉', 'マニラ', '마닐라', 'Manila', 'مانيلا'),
    districts: [['Makati', '马卡蒂'], ['Bonifacio Global City', '博尼法西奥环球城'], ['Malate', '马拉特'], ['Pasay', '帕赛']] },
  { key: 'cebu', country: 'PH', lookup: 'Cebu City', timezone: 'Asia/Manila', weight: 2, priceLevel: 0.7, resort: true,
    names: n('Cebu', '宿务', 'セブ', '세부', 'Cebú', 'سيبو'),
    districts: [['Mactan', '麦克坦'], ['IT Park', 'IT园区'], ['Cebu Business Park', '宿务商业园']] },
  // Middle East and India
  { key: 'dubai', country: 'AE', timezone: 'Asia/Dubai', hot: true, weight: 6, priceLevel: 1.5,
    names: n('Dubai', '迪拜', 'ドバイ', '두바이', 'Dubái', 'دبي'),
    districts: [['Downtown', '市中心'], ['Dubai Marina', '迪拜码头'], ['Jumeirah', '朱美拉'], ['Deira', '德拉'], ['Business Bay', '商业湾']] },
  { key: 'abudhabi', country: 'AE', lookup: 'Abu Dhabi Island and Internal Islands City', timezone: 'Asia/Dubai', weight: 3, priceLevel: 1.3,
    names: n('Abu Dhabi', '阿布扎比', 'アブダビ', '아부다비', 'Abu Dabi', 'أبوظبي'),
    districts: [['Corniche', '滨海大道'], ['Yas Island', '亚斯岛'], ['Saadiyat', '萨迪亚特岛']] },
  { key: 'mumbai', country: 'IN', timezone: 'Asia/Kolkata', weight: 2, priceLevel: 0.8,
    names: n('Mumbai', '孟买', 'ムンバイ', '뭄바이', 'Bombay', 'مومباي'),
    districts: [['Colaba', '科拉巴'], ['Bandra', '班德拉'], ['Juhu', '朱胡'], ['Andheri', '安得里']] },
  { key: 'newdelhi', country: 'IN', timezone: 'Asia/Kolkata', weight: 2, priceLevel: 0.75,
    names: n('New Delhi', '新德里', 'ニューデリー', '뉴델리', 'Nueva Delhi', 'نيودلهي'),
    districts: [['Connaught Place', '康诺特广场'], ['Aerocity', '航空城'], ['Karol Bagh', '卡罗尔巴格']] },
  // Europe
  { key: 'london', country: 'GB', timezone: 'Europe/London', weight: 6, priceLevel: 1.9,
    names: n('London', '伦敦', 'ロンドン', '런던', 'Londres', 'لندن'),
    districts: [['Westminster', '威斯敏斯特'], ['Kensington', '肯辛顿'], ['Covent Garden', '考文特花园'], ['Paddington', '帕丁顿'], ['Canary Wharf', '金丝雀码头']] },
  { key: 'edinburgh', country: 'GB', timezone: 'Europe/London', weight: 2, priceLevel: 1.6,
    names: n('Edinburgh', '爱丁堡', 'エディンバラ', '에든버러', 'Edimburgo', 'إدنبرة'),
    districts: [['Old Town', '老城'], ['New Town', '新城'], ['Leith', '利斯']] },
  { key: 'paris', country: 'FR', timezone: 'Europe/Paris', weight: 6, priceLevel: 1.9,
    names: n('Paris', '巴黎', 'パリ', '파리', 'París', 'باريس'),
    districts: [['Champs-Élysées', '香榭丽舍'], ['Le Marais', '玛黑区'], ['Montmartre', '蒙马特'], ['Saint-Germain', '圣日耳曼'], ['Opéra', '歌剧院']] },
  { key: 'nice', country: 'FR', timezone: 'Europe/Paris', weight: 2, priceLevel: 1.5, resort: true,
    names: n('Nice', '尼斯', 'ニース', '니스', 'Niza', 'نيس'),
    districts: [['Promenade des Anglais', '英国人大道'], ['Vieux Nice', '尼斯老城'], ['Port', '港口']] },
  { key: 'rome', country: 'IT', timezone: 'Europe/Rome', weight: 4, priceLevel: 1.6,
    names: n('Rome', '罗马', 'ローマ', '로마', 'Roma', 'روما'),
    districts: [['Termini', '特米尼'], ['Trastevere', '特拉斯提弗列'], ['Spanish Steps', '西班牙阶梯'], ['Vatican', '梵蒂冈']] },
  { key: 'milan', country: 'IT', timezone: 'Europe/Rome', weight: 3, priceLevel: 1.6,
    names: n('Milan', '米兰', 'ミラノ', '밀라노', 'Milán', 'ميلانو'),
    districts: [['Duomo', '大教堂'], ['Brera', '布雷拉'], ['Porta Nuova', '新门'], ['Navigli', '运河区']] },
  { key: 'venice', country: 'IT', timezone: 'Europe/Rome', weight: 2, priceLevel: 1.8,
    names: n('Venice', '威尼斯', 'ヴェネツィア', '베네치아', 'Venecia', 'البندقية'),
    districts: [['San Marco', '圣马可'], ['Rialto', '里亚托'], ['Cannaregio', '卡纳雷吉欧']] },
  { key: 'barcelona', country: 'ES', timezone: 'Europe/Madrid', weight: 4, priceLevel: 1.5,
    names: n('Barcelona', '巴塞罗那', 'バルセロナ', '바르셀로나', 'Barcelona', 'برشلونة'),
    districts: [['Eixample', '扩展区'], ['Gothic Quarter', '哥特区'], ['Barceloneta', '巴塞罗内塔'], ['Gràcia', '格拉西亚']] },
  { key: 'madrid', country: 'ES', timezone: 'Europe/Madrid', weight: 3, priceLevel: 1.4,
    names: n('Madrid', '马德里', 'マドリード', '마드리드', 'Madrid', 'مدريد'),
    districts: [['Gran Vía', '格兰大道'], ['Salamanca', '萨拉曼卡区'], ['Sol', '太阳门'], ['Chamartín', '查马丁']] },
  { key: 'berlin', country: 'DE', timezone: 'Europe/Berlin', weight: 3, priceLevel: 1.4,
    names: n('Berlin', '柏林', 'ベルリン', '베를린', 'Berlín', 'برلين'),
    districts: [['Mitte', '米特区'], ['Kreuzberg', '十字山'], ['Alexanderplatz', '亚历山大广场'], ['Charlottenburg', '夏洛滕堡']] },
  { key: 'munich', country: 'DE', timezone: 'Europe/Berlin', weight: 2, priceLevel: 1.5,
    names: n('Munich', '慕尼黑', 'ミュンヘン', '뮌헨', 'Múnich', 'ميونخ'),
    districts: [['Altstadt', '老城'], ['Schwabing', '施瓦宾'], ['Maxvorstadt', '马克斯福斯塔特']] },
  { key: 'amsterdam', country: 'NL', timezone: 'Europe/Amsterdam', weight: 3, priceLevel: 1.8,
    names: n('Amsterdam', '阿姆斯特丹', 'アムステルダム', '암스테르담', 'Ámsterdam', 'أمستردام'),
    districts: [['Canal Ring', '运河带'], ['Jordaan', '约旦区'], ['De Pijp', '德派普'], ['Museumplein', '博物馆广场']] },
  { key: 'stockholm', country: 'SE', timezone: 'Europe/Stockholm', weight: 2, priceLevel: 1.6,
    names: n('Stockholm', '斯德哥尔摩', 'ストックホルム', '스톡홀름', 'Estocolmo', 'ستوكهولم'),
    districts: [['Gamla Stan', '老城'], ['Norrmalm', '诺尔马尔姆'], ['Södermalm', '南岛'], ['Östermalm', '东城']] },
  { key: 'vienna', country: 'AT', timezone: 'Europe/Vienna', weight: 2, priceLevel: 1.5,
    names: n('Vienna', '维也纳', 'ウィーン', '빈', 'Viena', 'فيينا'),
    districts: [['Innere Stadt', '内城'], ['Leopoldstadt', '利奥波德城'], ['Mariahilf', '玛丽亚希尔夫']] },
  { key: 'lisbon', country: 'PT', state: '11', timezone: 'Europe/Lisbon', weight: 2, priceLevel: 1.3,
    names: n('Lisbon', '里斯本', 'リスボン', '리스본', 'Lisboa', 'لشبونة'),
    districts: [['Baixa', '拜萨'], ['Alfama', '阿尔法玛'], ['Chiado', '希亚多']] },
  { key: 'athens', country: 'GR', timezone: 'Europe/Athens', weight: 2, priceLevel: 1.2,
    names: n('Athens', '雅典', 'アテネ', '아테네', 'Atenas', 'أثينا'),
    districts: [['Plaka', '普拉卡'], ['Syntagma', '宪法广场'], ['Kolonaki', '科洛纳基']] },
]

export const CITY_ID_BASE = 100000

export function cityId(index: number): number {
  return CITY_ID_BASE + index + 1
}
