/**
 * A small catalog of other AquaLite products for four demo sites (Taiwan, Poland, Germany, the
 * Philippines), so a shopper can browse, sort, page and search. Each item is one product per site:
 * its id there is `${key}-${CATALOG_SITE_SUFFIX[site]}`. Images live under /demo/catalog/ (each
 * name also as -480/-960 webp); one image per sku, in the order of skuNames and prices. Amounts
 * are minor units, at the price level of the main bottle in demo-sites.ts (NT$690, 89,99 zł,
 * 24,99 €, ₱899): accessories cheaper, bundles and large items dearer.
 */

export type CatalogSiteId = 'site-tw' | 'site-pl' | 'site-de' | 'site-ph';

export const CATALOG_SITE_SUFFIX: Record<CatalogSiteId, string> = {
  'site-tw': 'tw',
  'site-pl': 'pl',
  'site-de': 'de',
  'site-ph': 'ph',
};

/** The image names that exist under /demo/catalog/. */
export const CATALOG_IMAGES = [
  'mug-sage',
  'mug-sand',
  'tumbler-black',
  'tumbler-white',
  'kids-pink',
  'kids-sky',
  'lunchbox-grey',
  'lunchbox-mint',
  'foodjar-navy',
  'bottle1l-blue',
  'bottle1l-black',
  'strawlid',
  'brushset',
  'sleeve-grey',
  'sportcap',
  'strap-coral',
] as const;

export type CatalogImage = (typeof CATALOG_IMAGES)[number];

export interface CatalogText {
  title: string;
  introductoryTitle: string;
  description: string[];
  specificationType: string;
  skuNames: string[];
}

export interface CatalogItem {
  /** Stable key; the product id on a site is `${key}-${site suffix}` e.g. 'mug-350-tw'. */
  key: string;
  /** Image names under /demo/catalog/, one per sku, from the list below. */
  images: string[];
  /** Days before the seed date the product was listed (1..150), all different. */
  listedDaysAgo: number;
  saleQty: number;
  /** Per site: texts in the site's language and prices per sku (same order as images), minor units. */
  sites: Record<CatalogSiteId, CatalogText & { prices: { originalPrice: number; price: number }[]; freight: number }>;
}

/** Lets the compiler check image names; DEMO_CATALOG itself keeps the plain CatalogItem type. */
interface CheckedItem extends CatalogItem {
  images: CatalogImage[];
}

/** A special: list price and the lower selling price. */
const sale = (originalPrice: number, price: number) => ({ originalPrice, price });
/** Sold at its list price. */
const full = (price: number) => ({ originalPrice: price, price });

/** Small shipping fees for some single accessories: NT$60, 9,99 zł, 3,95 €, ₱49. */
const ACCESSORY_FREIGHT = { tw: 6000, pl: 999, de: 395, ph: 4900 } as const;

const items: CheckedItem[] = [
  // ── The products ────────────────────────────────────────────────────────────────────────────
  {
    key: 'mug-350',
    images: ['mug-sage', 'mug-sand'],
    listedDaysAgo: 120,
    saleQty: 3120,
    sites: {
      'site-tw': {
        title: 'AquaLite 隨行保溫杯 350ml',
        introductoryTitle: '單手彈蓋・防漏設計・放得進車用杯架',
        description: [
          '雙層真空不鏽鋼，早上裝好的咖啡，開完晨會還是熱的；杯蓋單手就能打開，放進包包搖晃也不漏。',
          '杯身粗細剛好放進機車與汽車杯架，霧面烤漆好握又不留指紋。',
        ],
        specificationType: '顏色',
        skuNames: ['鼠尾草綠', '沙漠米'],
        prices: [sale(89000, 59000), sale(89000, 59000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Kubek termiczny AquaLite 350 ml',
        introductoryTitle: 'Otwierany jedną ręką, szczelny, pasuje do uchwytu w aucie',
        description: [
          'Podwójne ścianki z próżnią: poranna kawa jest gorąca jeszcze po spotkaniu. Pokrywkę otworzysz jedną ręką, a w torbie nic nie kapie.',
          'Smukły kształt mieści się w samochodowym uchwycie na kubek, matowa powłoka dobrze leży w dłoni.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Szałwiowy', 'Piaskowy'],
        prices: [sale(9999, 6999), sale(9999, 6999)],
        freight: 0,
      },
      'site-de': {
        title: 'AquaLite Thermobecher 350 ml',
        introductoryTitle: 'Einhand-Deckel, auslaufsicher, passt in jeden Halter',
        description: [
          'Doppelwandig vakuumisoliert: Der Kaffee vom Frühstück ist nach dem Meeting noch heiß. Der Deckel öffnet mit einer Hand und bleibt in der Tasche dicht.',
          'Passt in die Getränkehalter von Auto und Fahrrad, die matte Oberfläche liegt griffig in der Hand.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Salbeigrün', 'Sand'],
        prices: [sale(2999, 1999), sale(2999, 1999)],
        freight: 0,
      },
      'site-ph': {
        title: 'AquaLite Travel Mug 350 ml',
        introductoryTitle: 'One-hand flip lid, leak-proof, fits car cup holders',
        description: [
          'Double-wall vacuum insulation keeps your morning coffee hot through the commute and the first meeting. The lid opens with one hand and will not leak in your bag.',
          'Slim enough for car cup holders, with a matte finish that does not show fingerprints.',
        ],
        specificationType: 'Color',
        skuNames: ['Sage Green', 'Sand'],
        prices: [sale(119900, 69900), sale(119900, 69900)],
        freight: 0,
      },
    },
  },
  {
    key: 'tumbler-600',
    images: ['tumbler-black', 'tumbler-white'],
    listedDaysAgo: 95,
    saleQty: 4210,
    sites: {
      'site-tw': {
        title: 'AquaLite 吸管冰霸杯 600ml',
        introductoryTitle: '附吸管蓋・冰塊一整天不融・杯身不冒水珠',
        description: [
          '手搖飲、冰美式都裝得下的 600ml 大容量，雙層真空讓冰塊放一整天也不融化，杯身不會冒水珠弄濕桌面。',
          '附 Tritan 吸管蓋與矽膠吸管頭，都可拆開清洗；下窄上寬的杯型放得進大部分杯架。',
        ],
        specificationType: '顏色',
        skuNames: ['曜石黑', '珍珠白'],
        prices: [sale(119000, 79000), sale(119000, 79000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Kubek termiczny ze słomką 600 ml',
        introductoryTitle: 'Pokrywka ze słomką, lód nie topnieje przez cały dzień',
        description: [
          '600 ml na mrożoną kawę, lemoniadę albo wodę z lodem. Podwójne ścianki sprawiają, że lód wytrzymuje cały dzień, a kubek nie „poci się” w dłoni.',
          'W zestawie pokrywka z tritanu i silikonowa końcówka słomki – wszystko łatwo zdjąć i umyć.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Czarny', 'Biały'],
        prices: [sale(13999, 9999), sale(13999, 9999)],
        freight: 0,
      },
      'site-de': {
        title: 'Isolierbecher mit Strohhalm 600 ml',
        introductoryTitle: 'Mit Strohhalmdeckel – Eis hält den ganzen Tag',
        description: [
          '600 ml für Eiskaffee, Limonade oder Wasser mit Eis. Die Vakuumisolierung hält Eiswürfel den ganzen Tag, außen bildet sich kein Kondenswasser.',
          'Deckel aus Tritan und Strohhalm-Aufsatz aus Silikon lassen sich zum Reinigen abnehmen.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Schwarz', 'Weiß'],
        prices: [sale(3999, 2799), sale(3999, 2799)],
        freight: 0,
      },
      'site-ph': {
        title: 'AquaLite Tumbler with Straw Lid 600 ml',
        introductoryTitle: 'Big enough for iced coffee – ice lasts all day',
        description: [
          '600 ml for iced coffee, milk tea or ice-cold water. Vacuum insulation keeps the ice from melting all day, and the outside stays dry – no sweating on your desk.',
          'Comes with a Tritan straw lid and a soft silicone tip, both removable for easy cleaning.',
        ],
        specificationType: 'Color',
        skuNames: ['Obsidian Black', 'Pearl White'],
        prices: [sale(149900, 99900), sale(149900, 99900)],
        freight: 0,
      },
    },
  },
  {
    key: 'kids-350',
    images: ['kids-pink', 'kids-sky'],
    listedDaysAgo: 150,
    saleQty: 1870,
    sites: {
      'site-tw': {
        title: '兒童彈蓋吸管水壺 350ml',
        introductoryTitle: '一鍵彈蓋・防漏吸管・小手也握得住',
        description: [
          '按一下吸管就彈起來，孩子自己就能喝；蓋子關上後倒放也不漏，放進書包很安心。',
          '瓶身輕巧、附防滑矽膠底座，316 不鏽鋼內膽不沾味，好清洗。',
        ],
        specificationType: '顏色',
        skuNames: ['櫻花粉', '天空藍'],
        prices: [full(65000), full(65000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Bidon dla dzieci ze słomką 350 ml',
        introductoryTitle: 'Otwierany przyciskiem, szczelny, lekki do plecaka',
        description: [
          'Jedno naciśnięcie i słomka wyskakuje – dziecko poradzi sobie samo. Zamknięty bidon nie cieknie nawet w plecaku.',
          'Lekki, z antypoślizgową silikonową podstawą i wnętrzem ze stali 316.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Różowy', 'Błękitny'],
        prices: [full(7999), full(7999)],
        freight: 0,
      },
      'site-de': {
        title: 'Kinder-Trinkflasche mit Strohhalm 350 ml',
        introductoryTitle: 'Strohhalm per Knopfdruck – dicht im Schulranzen',
        description: [
          'Ein Druck auf den Knopf und der Strohhalm klappt hoch – so trinken Kinder ganz allein. Geschlossen bleibt die Flasche auch im Schulranzen dicht.',
          'Leicht, mit rutschfestem Silikonfuß und Innenwand aus Edelstahl 316.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Rosa', 'Himmelblau'],
        prices: [full(2299), full(2299)],
        freight: 0,
      },
      'site-ph': {
        title: 'Kids Flip-Straw Bottle 350 ml',
        introductoryTitle: 'Push-button straw, leak-proof, light for school bags',
        description: [
          'One push and the straw pops up, so kids can drink on their own. Closed, the bottle stays leak-proof even upside down in a school bag.',
          'Lightweight, with a non-slip silicone base and a 316 stainless steel inner wall.',
        ],
        specificationType: 'Color',
        skuNames: ['Blossom Pink', 'Sky Blue'],
        prices: [full(79900), full(79900)],
        freight: 0,
      },
    },
  },
  {
    key: 'lunchbox-2tier',
    images: ['lunchbox-grey', 'lunchbox-mint'],
    listedDaysAgo: 80,
    saleQty: 960,
    sites: {
      'site-tw': {
        title: 'AquaLite 雙層不鏽鋼便當盒',
        introductoryTitle: '上下兩層分裝飯菜・四面扣環不漏湯',
        description: [
          '兩層各自獨立，飯和菜分開裝不混味；四面扣環加矽膠密封圈，帶湯汁的滷味也不怕漏。',
          '304 不鏽鋼內盒可以直接放進蒸飯箱，上班上課帶便當剛剛好。',
        ],
        specificationType: '顏色',
        skuNames: ['霧灰', '薄荷綠'],
        prices: [sale(138000, 89000), sale(138000, 89000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Lunchbox dwupoziomowy ze stali',
        introductoryTitle: 'Dwie komory i szczelne zatrzaski – obiad do pracy',
        description: [
          'Dwa osobne poziomy: ryż osobno, sos osobno, nic się nie miesza. Cztery zatrzaski z silikonową uszczelką trzymają nawet gulasz.',
          'Wnętrze ze stali nierdzewnej 304, łatwe do mycia – na lunch w pracy albo drugie śniadanie do szkoły.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Szary', 'Miętowy'],
        prices: [sale(16999, 11999), sale(16999, 11999)],
        freight: 0,
      },
      'site-de': {
        title: 'Edelstahl-Lunchbox mit zwei Etagen',
        introductoryTitle: 'Zwei Etagen, dichte Klickverschlüsse – fürs Büro',
        description: [
          'Zwei getrennte Etagen: Reis und Soße bleiben getrennt, nichts weicht durch. Vier Klickverschlüsse mit Silikondichtung halten auch Eintopf dicht.',
          'Innen Edelstahl 304, leicht zu reinigen – als Brotdose fürs Büro oder die Schule.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Grau', 'Mint'],
        prices: [sale(4499, 3299), sale(4499, 3299)],
        freight: 0,
      },
      'site-ph': {
        title: 'Two-Tier Stainless Lunch Box',
        introductoryTitle: 'Rice and ulam kept apart – leak-proof clip lid',
        description: [
          'Two separate tiers keep your rice and ulam apart, so nothing gets soggy. Four clip locks and a silicone seal keep even adobo sauce inside.',
          'Food-grade 304 stainless steel inside, easy to wash – the perfect baon box for work or school.',
        ],
        specificationType: 'Color',
        skuNames: ['Stone Gray', 'Mint Green'],
        prices: [sale(179900, 119900), sale(179900, 119900)],
        freight: 0,
      },
    },
  },
  {
    key: 'foodjar-500',
    images: ['foodjar-navy'],
    listedDaysAgo: 60,
    saleQty: 740,
    sites: {
      'site-tw': {
        title: 'AquaLite 真空燜燒罐 500ml',
        introductoryTitle: '早上放料、中午開蓋，熱粥熱湯剛好入口',
        description: [
          '寬口設計好裝好洗，雙層真空鎖住熱度：早上放入燕麥和熱水，中午就是一碗熱呼呼的燕麥粥。',
          '蓋內附摺疊湯匙，夏天也能裝冰涼的水果優格。',
        ],
        specificationType: '顏色',
        skuNames: ['海軍藍'],
        prices: [full(79000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Termos obiadowy AquaLite 500 ml',
        introductoryTitle: 'Szeroki otwór, zupa gorąca jeszcze w porze obiadu',
        description: [
          'Szeroki otwór, łatwo nałożyć i umyć. Rano wlewasz gorącą zupę, w południe wciąż jest gorąca – tak samo owsianka czy gulasz.',
          'W pokrywce schowana składana łyżka. Latem sprawdzi się też do chłodnego jogurtu z owocami.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Granatowy'],
        prices: [full(9999)],
        freight: 0,
      },
      'site-de': {
        title: 'AquaLite Thermo-Speisegefäß 500 ml',
        introductoryTitle: 'Weite Öffnung – die Suppe ist mittags noch heiß',
        description: [
          'Die weite Öffnung lässt sich leicht füllen und reinigen. Morgens heiße Suppe oder Porridge hinein, mittags ist alles noch angenehm warm.',
          'Mit faltbarem Löffel im Deckel. Im Sommer auch für kühlen Joghurt mit Obst.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Marineblau'],
        prices: [full(2699)],
        freight: 0,
      },
      'site-ph': {
        title: 'AquaLite Insulated Food Jar 500 ml',
        introductoryTitle: 'Hot lunch at noon: soup, lugaw or champorado',
        description: [
          'The wide mouth is easy to fill and wash. Pack hot soup or lugaw in the morning and it is still hot at lunch.',
          'A folding spoon hides in the lid. Also great for chilled fruit salad on hot days.',
        ],
        specificationType: 'Color',
        skuNames: ['Navy Blue'],
        prices: [full(109900)],
        freight: 0,
      },
    },
  },
  {
    key: 'bottle-1l',
    images: ['bottle1l-blue', 'bottle1l-black'],
    listedDaysAgo: 45,
    saleQty: 2650,
    sites: {
      'site-tw': {
        title: 'AquaLite 大容量保溫瓶 1000ml',
        introductoryTitle: '一天的水量一次裝滿・運動登山都夠喝',
        description: [
          '一公升大容量，出門裝滿就夠喝一整天；雙層真空保冰 24 小時，夏天爬山也有冰水喝。',
          '寬口可直接放冰塊，提環瓶蓋好拿好掛。',
        ],
        specificationType: '顏色',
        skuNames: ['海洋藍', '曜石黑'],
        prices: [sale(168000, 99000), sale(168000, 99000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Butelka termiczna AquaLite 1 l',
        introductoryTitle: 'Cały dzienny zapas wody w jednej butelce',
        description: [
          'Litr pojemności – nalewasz rano i masz wodę na cały dzień. Podwójne ścianki trzymają chłód 24 godziny, także na letnim szlaku.',
          'Szeroki otwór mieści kostki lodu, a nakrętka z uchwytem łatwo przypina się do plecaka.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Niebieska', 'Czarna'],
        prices: [sale(19999, 12999), sale(19999, 12999)],
        freight: 0,
      },
      'site-de': {
        title: 'AquaLite Isolierflasche 1 Liter',
        introductoryTitle: 'Der ganze Tagesbedarf in einer Flasche',
        description: [
          'Ein Liter Fassungsvermögen: einmal morgens füllen, den ganzen Tag trinken. Die Vakuumisolierung hält 24 Stunden kalt, auch auf der Sommerwanderung.',
          'Die weite Öffnung nimmt Eiswürfel auf, der Deckel mit Trageschlaufe lässt sich am Rucksack einhängen.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Blau', 'Schwarz'],
        prices: [sale(5499, 3499), sale(5499, 3499)],
        freight: 0,
      },
      'site-ph': {
        title: 'AquaLite 1 L Insulated Bottle',
        introductoryTitle: 'Your whole day of water in one bottle',
        description: [
          'One full liter: fill it once in the morning and you are set for the day. Stays ice-cold for 24 hours, even on a hike in the summer heat.',
          'The wide mouth fits ice cubes, and the carry-loop lid clips onto your bag.',
        ],
        specificationType: 'Color',
        skuNames: ['Ocean Blue', 'Obsidian Black'],
        prices: [sale(219900, 129900), sale(219900, 129900)],
        freight: 0,
      },
    },
  },

  // ── Accessories ─────────────────────────────────────────────────────────────────────────────
  {
    key: 'strawlid',
    images: ['strawlid'],
    listedDaysAgo: 110,
    saleQty: 5400,
    sites: {
      'site-tw': {
        title: 'AquaLite 保溫瓶吸管蓋',
        introductoryTitle: '把保溫瓶變成吸管瓶，運動時單手就能喝',
        description: [
          '適用 AquaLite 500ml、750ml 與 1000ml 保溫瓶，旋上就能用吸管喝水。附兩支替換吸管，Tritan 材質不含雙酚 A。',
        ],
        specificationType: '規格',
        skuNames: ['標準口徑'],
        prices: [full(29000)],
        freight: ACCESSORY_FREIGHT.tw,
      },
      'site-pl': {
        title: 'Pokrywka ze słomką do butelki',
        introductoryTitle: 'Zamień butelkę AquaLite w bidon ze słomką',
        description: [
          'Pasuje do butelek AquaLite 500 ml, 750 ml i 1 l – wystarczy nakręcić i pić przez słomkę. Dwie zapasowe słomki w zestawie, tritan bez BPA.',
        ],
        specificationType: 'Wariant',
        skuNames: ['Standardowy gwint'],
        prices: [full(3499)],
        freight: ACCESSORY_FREIGHT.pl,
      },
      'site-de': {
        title: 'Strohhalmdeckel für Isolierflaschen',
        introductoryTitle: 'Macht aus der AquaLite-Flasche eine Trinkhalmflasche',
        description: [
          'Passt auf AquaLite-Flaschen mit 500 ml, 750 ml und 1 Liter: aufschrauben und durch den Strohhalm trinken. Mit zwei Ersatz-Strohhalmen, Tritan ohne BPA.',
        ],
        specificationType: 'Ausführung',
        skuNames: ['Standardgewinde'],
        prices: [full(999)],
        freight: ACCESSORY_FREIGHT.de,
      },
      'site-ph': {
        title: 'Straw Lid for AquaLite Bottles',
        introductoryTitle: 'Turn your bottle into a sip-anytime straw bottle',
        description: [
          'Fits AquaLite 500 ml, 750 ml and 1 L bottles: just screw it on and sip through the straw. Includes two spare straws, BPA-free Tritan.',
        ],
        specificationType: 'Type',
        skuNames: ['Standard mouth'],
        prices: [full(34900)],
        freight: ACCESSORY_FREIGHT.ph,
      },
    },
  },
  {
    key: 'brushset',
    images: ['brushset'],
    listedDaysAgo: 130,
    saleQty: 8800,
    sites: {
      'site-tw': {
        title: '三件式清潔刷組',
        introductoryTitle: '瓶刷・吸管刷・杯蓋縫隙刷，一組洗乾淨',
        description: [
          '長柄瓶刷刷得到保溫瓶底部，細吸管刷與縫隙刷專門對付吸管與杯蓋的矽膠圈，不留茶垢與異味。',
        ],
        specificationType: '規格',
        skuNames: ['3 件組'],
        prices: [sale(29000, 19000)],
        freight: ACCESSORY_FREIGHT.tw,
      },
      'site-pl': {
        title: 'Zestaw szczotek do czyszczenia, 3 szt.',
        introductoryTitle: 'Szczotka do butelki, do słomki i do szczelin pokrywki',
        description: [
          'Długa szczotka sięga dna butelki, a cienka szczoteczka do słomek i szczotka do szczelin czyszczą uszczelki pokrywki – bez osadu z herbaty i zapachów.',
        ],
        specificationType: 'Wariant',
        skuNames: ['3 szczotki'],
        prices: [sale(3499, 2499)],
        freight: ACCESSORY_FREIGHT.pl,
      },
      'site-de': {
        title: 'Reinigungsbürsten-Set, 3-teilig',
        introductoryTitle: 'Flaschen-, Strohhalm- und Fugenbürste für den Deckel',
        description: [
          'Die lange Flaschenbürste reicht bis zum Boden, Strohhalm- und Fugenbürste reinigen Trinkhalme und Deckeldichtungen – ohne Teerand und Gerüche.',
        ],
        specificationType: 'Ausführung',
        skuNames: ['3-teilig'],
        prices: [sale(999, 699)],
        freight: ACCESSORY_FREIGHT.de,
      },
      'site-ph': {
        title: '3-Piece Bottle Cleaning Brush Set',
        introductoryTitle: 'Bottle brush, straw brush and lid-gap brush in one set',
        description: [
          'The long bottle brush reaches the very bottom, while the thin straw brush and gap brush clean straws and lid seals – no coffee stains, no odors.',
        ],
        specificationType: 'Type',
        skuNames: ['3 pieces'],
        prices: [sale(34900, 24900)],
        freight: ACCESSORY_FREIGHT.ph,
      },
    },
  },
  {
    key: 'sleeve',
    images: ['sleeve-grey'],
    listedDaysAgo: 70,
    saleQty: 1320,
    sites: {
      'site-tw': {
        title: '潛水布保溫瓶保護套',
        introductoryTitle: '防撞防刮・附背帶扣環・適用 500ml 與 750ml',
        description: [
          '3mm 潛水布包覆瓶身，摔落碰撞不留凹痕，也不怕和鑰匙互刮；側邊扣環可接上 AquaLite 背帶。',
        ],
        specificationType: '顏色',
        skuNames: ['石墨灰'],
        prices: [full(25000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Neoprenowy pokrowiec na butelkę',
        introductoryTitle: 'Chroni przed wgnieceniami, pasuje na 500 i 750 ml',
        description: [
          'Neopren 3 mm chroni butelkę przed wgnieceniami i zarysowaniami od kluczy. Boczne kółko pozwala przypiąć pasek AquaLite.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Grafitowy'],
        prices: [full(2999)],
        freight: 0,
      },
      'site-de': {
        title: 'Neopren-Hülle für Trinkflaschen',
        introductoryTitle: 'Schützt vor Dellen, passt auf 500 und 750 ml',
        description: [
          '3 mm Neopren schützt die Flasche vor Dellen und Kratzern vom Schlüsselbund. An der seitlichen Öse lässt sich der AquaLite-Tragegurt einhaken.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Graphitgrau'],
        prices: [full(899)],
        freight: 0,
      },
      'site-ph': {
        title: 'Neoprene Bottle Sleeve',
        introductoryTitle: 'No more dents – fits 500 ml and 750 ml bottles',
        description: [
          '3 mm neoprene protects your bottle from dents and key scratches. The side ring lets you clip on an AquaLite carry strap.',
        ],
        specificationType: 'Color',
        skuNames: ['Graphite Gray'],
        prices: [full(29900)],
        freight: 0,
      },
    },
  },
  {
    key: 'sportcap',
    images: ['sportcap'],
    listedDaysAgo: 100,
    saleQty: 2980,
    sites: {
      'site-tw': {
        title: 'AquaLite 運動吸嘴蓋',
        introductoryTitle: '跑步騎車單手按壓喝水，不必轉開瓶蓋',
        description: [
          '換上吸嘴蓋，跑步、騎車時拇指一推就能喝，喝完按下即密封。適用 AquaLite 全系列保溫瓶。',
        ],
        specificationType: '規格',
        skuNames: ['標準口徑'],
        prices: [sale(32000, 22000)],
        freight: ACCESSORY_FREIGHT.tw,
      },
      'site-pl': {
        title: 'Nakrętka sportowa z ustnikiem',
        introductoryTitle: 'Pij jedną ręką na rowerze i w biegu',
        description: [
          'Kciukiem otwierasz ustnik, pijesz i zamykasz – bez odkręcania, także na rowerze czy w biegu. Pasuje do wszystkich butelek AquaLite.',
        ],
        specificationType: 'Wariant',
        skuNames: ['Standardowy gwint'],
        prices: [sale(3999, 2799)],
        freight: ACCESSORY_FREIGHT.pl,
      },
      'site-de': {
        title: 'Sportverschluss mit Trinkmundstück',
        introductoryTitle: 'Einhändig trinken beim Laufen und Radfahren',
        description: [
          'Mundstück mit dem Daumen öffnen, trinken, zudrücken – ohne Aufschrauben, auch beim Laufen oder auf dem Rad. Passt auf alle AquaLite-Flaschen.',
        ],
        specificationType: 'Ausführung',
        skuNames: ['Standardgewinde'],
        prices: [sale(1199, 799)],
        freight: ACCESSORY_FREIGHT.de,
      },
      'site-ph': {
        title: 'AquaLite Sports Spout Cap',
        introductoryTitle: 'Drink with one hand while running or biking',
        description: [
          'Flip the spout open with your thumb, drink and push it closed – no unscrewing, even on a run or a bike ride. Fits every AquaLite bottle.',
        ],
        specificationType: 'Type',
        skuNames: ['Standard mouth'],
        prices: [sale(39900, 27900)],
        freight: ACCESSORY_FREIGHT.ph,
      },
    },
  },
  {
    key: 'strap',
    images: ['strap-coral'],
    listedDaysAgo: 25,
    saleQty: 610,
    sites: {
      'site-tw': {
        title: '保溫瓶斜背帶',
        introductoryTitle: '可調長度・金屬扣環・解放雙手',
        description: [
          '扣上瓶蓋提環就能斜背，逛市集、帶小孩出門雙手空出來；長度可調，織帶柔軟不勒肩。',
        ],
        specificationType: '顏色',
        skuNames: ['珊瑚紅'],
        prices: [full(35000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Pasek do noszenia butelki',
        introductoryTitle: 'Regulowana długość, metalowe karabińczyki',
        description: [
          'Przypinasz do uchwytu nakrętki i nosisz butelkę przez ramię – ręce zostają wolne. Regulowana długość, miękka taśma nie wrzyna się w ramię.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Koralowy'],
        prices: [full(3999)],
        freight: 0,
      },
      'site-de': {
        title: 'Tragegurt für Trinkflaschen',
        introductoryTitle: 'Verstellbar, mit Metallkarabinern – Hände frei',
        description: [
          'Am Deckelgriff einhaken und die Flasche über der Schulter tragen – die Hände bleiben frei. Längenverstellbar, das weiche Gurtband schneidet nicht ein.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Koralle'],
        prices: [full(1199)],
        freight: 0,
      },
      'site-ph': {
        title: 'Bottle Carry Strap',
        introductoryTitle: 'Adjustable, metal clips – keep your hands free',
        description: [
          'Clip it to the lid loop and wear your bottle cross-body, hands free for the commute or the mall. Adjustable length, soft webbing that will not dig in.',
        ],
        specificationType: 'Color',
        skuNames: ['Coral'],
        prices: [full(39900)],
        freight: 0,
      },
    },
  },

  // ── Sets, packs and variants ────────────────────────────────────────────────────────────────
  {
    key: 'tumbler-strawlid-set',
    images: ['tumbler-white', 'tumbler-black'],
    listedDaysAgo: 30,
    saleQty: 1180,
    sites: {
      'site-tw': {
        title: '冰霸杯＋替換吸管蓋組',
        introductoryTitle: '一個在用、一個在洗，吸管蓋永遠有備用',
        description: [
          '600ml 吸管冰霸杯加一個同款替換吸管蓋，輪流使用更衛生，吸管頭咬壞了也不用擔心。',
        ],
        specificationType: '顏色',
        skuNames: ['珍珠白', '曜石黑'],
        prices: [sale(148000, 99000), sale(148000, 99000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Kubek ze słomką + zapasowa pokrywka',
        introductoryTitle: 'Jedna pokrywka w użyciu, druga w zmywarce',
        description: [
          'Kubek termiczny 600 ml ze słomką i druga, identyczna pokrywka na zapas – zawsze masz czystą pod ręką.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Biały', 'Czarny'],
        prices: [sale(17498, 11999), sale(17498, 11999)],
        freight: 0,
      },
      'site-de': {
        title: 'Isolierbecher + Ersatz-Strohhalmdeckel',
        introductoryTitle: 'Ein Deckel im Einsatz, einer in der Spülmaschine',
        description: [
          'Isolierbecher 600 ml mit Strohhalm und ein zweiter, baugleicher Deckel als Ersatz – so ist immer ein sauberer zur Hand.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Weiß', 'Schwarz'],
        prices: [sale(4998, 3299), sale(4998, 3299)],
        freight: 0,
      },
      'site-ph': {
        title: 'Tumbler + Spare Straw Lid Set',
        introductoryTitle: 'One lid in use, one in the wash',
        description: [
          'The 600 ml straw tumbler plus a second, identical straw lid, so there is always a clean one ready.',
        ],
        specificationType: 'Color',
        skuNames: ['Pearl White', 'Obsidian Black'],
        prices: [sale(184800, 119900), sale(184800, 119900)],
        freight: 0,
      },
    },
  },
  {
    key: 'kids-twin',
    images: ['kids-pink', 'kids-sky', 'kids-pink'],
    listedDaysAgo: 15,
    saleQty: 890,
    sites: {
      'site-tw': {
        title: '兒童吸管水壺兩入組',
        introductoryTitle: '兄弟姊妹一人一支，不再搶水壺',
        description: [
          '兩支 350ml 兒童彈蓋吸管水壺，可選同色或粉藍各一；一支放書包、一支留在安親班也很方便。',
        ],
        specificationType: '顏色組合',
        skuNames: ['櫻花粉＋天空藍', '天空藍 ×2', '櫻花粉 ×2'],
        prices: [sale(130000, 116000), sale(130000, 116000), sale(130000, 116000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Bidon dla dzieci – dwupak',
        introductoryTitle: 'Po jednym dla każdego dziecka',
        description: [
          'Dwa bidony 350 ml ze słomką, w jednym kolorze albo różowy i błękitny. Jeden do plecaka, drugi na zajęcia dodatkowe.',
        ],
        specificationType: 'Kolory',
        skuNames: ['Różowy + błękitny', 'Błękitny ×2', 'Różowy ×2'],
        prices: [sale(15998, 14499), sale(15998, 14499), sale(15998, 14499)],
        freight: 0,
      },
      'site-de': {
        title: 'Kinder-Trinkflasche im Doppelpack',
        introductoryTitle: 'Eine für jedes Kind – kein Streit mehr',
        description: [
          'Zwei Kinder-Trinkflaschen mit Strohhalm, 350 ml, in einer Farbe oder Rosa und Himmelblau gemischt. Eine für die Schule, eine für den Sportverein.',
        ],
        specificationType: 'Farben',
        skuNames: ['Rosa + Himmelblau', 'Himmelblau ×2', 'Rosa ×2'],
        prices: [sale(4598, 3999), sale(4598, 3999), sale(4598, 3999)],
        freight: 0,
      },
      'site-ph': {
        title: 'Kids Bottle Twin Pack',
        introductoryTitle: 'One for each kid – no more fighting over bottles',
        description: [
          'Two 350 ml flip-straw kids bottles, same color or one pink and one sky blue. One for school, one for the yaya bag.',
        ],
        specificationType: 'Colors',
        skuNames: ['Pink + Sky Blue', 'Sky Blue ×2', 'Pink ×2'],
        prices: [sale(159800, 139900), sale(159800, 139900), sale(159800, 139900)],
        freight: 0,
      },
    },
  },
  {
    key: 'bottle-1l-sleeve',
    images: ['bottle1l-blue', 'bottle1l-black'],
    listedDaysAgo: 12,
    saleQty: 430,
    sites: {
      'site-tw': {
        title: '1000ml 保溫瓶＋保護套組',
        introductoryTitle: '大容量保溫瓶配專用潛水布套，防撞又好背',
        description: [
          '1000ml 大容量保溫瓶加上 1 公升專用的灰色潛水布保護套，摔了不凹、背著不滑，登山露營最適合。',
        ],
        specificationType: '顏色',
        skuNames: ['海洋藍＋灰色保護套', '曜石黑＋灰色保護套'],
        prices: [sale(193000, 119000), sale(193000, 119000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Butelka 1 l + pokrowiec neoprenowy',
        introductoryTitle: 'Duża butelka z dopasowanym pokrowcem',
        description: [
          'Butelka termiczna 1 l i szary pokrowiec z neoprenu uszyty na jej rozmiar – bez wgnieceń na szlaku i na kempingu.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Niebieska + szary pokrowiec', 'Czarna + szary pokrowiec'],
        prices: [sale(22998, 14999), sale(22998, 14999)],
        freight: 0,
      },
      'site-de': {
        title: 'Isolierflasche 1 Liter + Neopren-Hülle',
        introductoryTitle: 'Die große Flasche mit passender Schutzhülle',
        description: [
          'Isolierflasche mit 1 Liter und eine graue Neopren-Hülle genau in ihrer Größe – keine Dellen beim Wandern und Campen.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Blau + graue Hülle', 'Schwarz + graue Hülle'],
        prices: [sale(6398, 3999), sale(6398, 3999)],
        freight: 0,
      },
      'site-ph': {
        title: '1 L Bottle + Neoprene Sleeve Set',
        introductoryTitle: 'The big bottle with a sleeve made to fit',
        description: [
          'The 1 L insulated bottle plus a gray neoprene sleeve cut for its size – no dents on hikes, beach trips or camping.',
        ],
        specificationType: 'Color',
        skuNames: ['Ocean Blue + gray sleeve', 'Obsidian Black + gray sleeve'],
        prices: [sale(249800, 149900), sale(249800, 149900)],
        freight: 0,
      },
    },
  },
  {
    key: 'brushset-2pack',
    images: ['brushset'],
    listedDaysAgo: 55,
    saleQty: 2140,
    sites: {
      'site-tw': {
        title: '清潔刷組兩入（共 6 支）',
        introductoryTitle: '家裡一組、辦公室一組，免運更划算',
        description: [
          '兩組三件式清潔刷：瓶刷、吸管刷、縫隙刷各兩支。家裡和辦公室各放一組，隨時洗得乾乾淨淨。',
        ],
        specificationType: '規格',
        skuNames: ['2 組（共 6 支）'],
        prices: [sale(58000, 34000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Szczotki do czyszczenia – 2 zestawy',
        introductoryTitle: 'Jeden zestaw do domu, drugi do biura',
        description: [
          'Dwa zestawy po trzy szczotki: do butelki, do słomek i do szczelin. Jeden w domu, drugi w pracy – i darmowa dostawa.',
        ],
        specificationType: 'Wariant',
        skuNames: ['2 × 3 szczotki'],
        prices: [sale(6998, 4499)],
        freight: 0,
      },
      'site-de': {
        title: 'Reinigungsbürsten-Set im Doppelpack',
        introductoryTitle: 'Ein Set für zu Hause, eins fürs Büro',
        description: [
          'Zwei Sets mit je drei Bürsten: Flasche, Strohhalm und Fugen. Eins für zu Hause, eins fürs Büro – versandkostenfrei.',
        ],
        specificationType: 'Ausführung',
        skuNames: ['2 × 3-teilig'],
        prices: [sale(1998, 1299)],
        freight: 0,
      },
      'site-ph': {
        title: 'Cleaning Brush Set 2-Pack',
        introductoryTitle: 'One set for home, one for the office',
        description: [
          'Two sets of three brushes each: bottle, straw and gap brush. Keep one at home and one at work – with free shipping.',
        ],
        specificationType: 'Type',
        skuNames: ['2 sets (6 brushes)'],
        prices: [sale(69800, 44900)],
        freight: 0,
      },
    },
  },
  {
    key: 'mug-giftbox',
    images: ['mug-sage', 'mug-sand'],
    listedDaysAgo: 8,
    saleQty: 350,
    sites: {
      'site-tw': {
        title: '隨行杯禮盒（附提袋與卡片）',
        introductoryTitle: '送同事、送老師都體面的保溫杯禮物',
        description: [
          '350ml 隨行保溫杯裝在硬殼禮盒裡，附紙提袋與空白卡片，收到就能直接送出。',
          '母親節、教師節、交換禮物都適合。',
        ],
        specificationType: '顏色',
        skuNames: ['鼠尾草綠', '沙漠米'],
        prices: [full(79000), full(79000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Kubek termiczny w pudełku prezentowym',
        introductoryTitle: 'Gotowy prezent dla koleżanki, szefa czy nauczyciela',
        description: [
          'Kubek termiczny 350 ml w sztywnym pudełku prezentowym, z torebką i pustym bilecikiem – wystarczy wpisać życzenia.',
          'Na Dzień Matki, Dzień Nauczyciela albo pod choinkę.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Szałwiowy', 'Piaskowy'],
        prices: [full(9999), full(9999)],
        freight: 0,
      },
      'site-de': {
        title: 'Thermobecher in Geschenkbox',
        introductoryTitle: 'Das fertige Geschenk für Kollegen und Freunde',
        description: [
          'Thermobecher 350 ml in einer festen Geschenkbox, mit Tragetasche und leerer Karte – nur noch Grüße hineinschreiben.',
          'Passend zu Geburtstag, Muttertag oder Wichteln im Büro.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Salbeigrün', 'Sand'],
        prices: [full(2799), full(2799)],
        freight: 0,
      },
      'site-ph': {
        title: 'Travel Mug Gift Box',
        introductoryTitle: 'A ready-to-give gift for officemates and teachers',
        description: [
          'The 350 ml travel mug in a rigid gift box, with a paper bag and a blank card – just write your message.',
          'Perfect for Christmas, Mother’s Day or the office exchange gift.',
        ],
        specificationType: 'Color',
        skuNames: ['Sage Green', 'Sand'],
        prices: [full(99900), full(99900)],
        freight: 0,
      },
    },
  },
  {
    key: 'lunch-foodjar-set',
    images: ['lunchbox-grey', 'lunchbox-mint'],
    listedDaysAgo: 20,
    saleQty: 520,
    sites: {
      'site-tw': {
        title: '便當盒＋燜燒罐組',
        introductoryTitle: '飯菜裝便當盒、熱湯裝燜燒罐，午餐一次搞定',
        description: [
          '雙層不鏽鋼便當盒搭配 500ml 海軍藍燜燒罐，主菜、白飯、熱湯一次帶齊，比單買省更多。',
        ],
        specificationType: '顏色',
        skuNames: ['霧灰便當盒＋海軍藍燜燒罐', '薄荷綠便當盒＋海軍藍燜燒罐'],
        prices: [sale(217000, 149000), sale(217000, 149000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Lunchbox + termos obiadowy – zestaw',
        introductoryTitle: 'Drugie danie w lunchboksie, zupa w termosie',
        description: [
          'Dwupoziomowy lunchbox ze stali i granatowy termos obiadowy 500 ml – cały obiad do pracy w jednym zestawie, taniej niż osobno.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Szary lunchbox + granatowy termos', 'Miętowy lunchbox + granatowy termos'],
        prices: [sale(26998, 18999), sale(26998, 18999)],
        freight: 0,
      },
      'site-de': {
        title: 'Lunchbox + Speisegefäß im Set',
        introductoryTitle: 'Hauptgericht in die Lunchbox, Suppe ins Thermogefäß',
        description: [
          'Die zweistöckige Edelstahl-Lunchbox und das marineblaue Thermo-Speisegefäß (500 ml) – das ganze Mittagessen in einem Set, günstiger als einzeln.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Lunchbox Grau + Gefäß Marineblau', 'Lunchbox Mint + Gefäß Marineblau'],
        prices: [sale(7198, 4999), sale(7198, 4999)],
        freight: 0,
      },
      'site-ph': {
        title: 'Lunch Box + Food Jar Set',
        introductoryTitle: 'Rice and ulam in the box, hot sabaw in the jar',
        description: [
          'The two-tier stainless lunch box plus the 500 ml navy food jar – your whole baon in one set, cheaper than buying them separately.',
        ],
        specificationType: 'Color',
        skuNames: ['Gray lunch box + navy jar', 'Mint lunch box + navy jar'],
        prices: [sale(289800, 199900), sale(289800, 199900)],
        freight: 0,
      },
    },
  },
  {
    key: 'sportcap-2pack',
    images: ['sportcap'],
    listedDaysAgo: 40,
    saleQty: 1760,
    sites: {
      'site-tw': {
        title: '運動吸嘴蓋兩入組',
        introductoryTitle: '家裡兩支保溫瓶都換上，運動更方便',
        description: [
          '兩個運動吸嘴蓋，適用 AquaLite 全系列保溫瓶；一個自己用、一個給家人，或留一個備用。',
        ],
        specificationType: '規格',
        skuNames: ['2 入'],
        prices: [sale(64000, 39000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Zapasowa nakrętka sportowa – 2 szt.',
        introductoryTitle: 'Dwie nakrętki z ustnikiem do butelek AquaLite',
        description: [
          'Dwie nakrętki sportowe z ustnikiem, pasują do wszystkich butelek AquaLite – jedna dla ciebie, druga dla kogoś z rodziny albo na zapas.',
        ],
        specificationType: 'Wariant',
        skuNames: ['2 sztuki'],
        prices: [sale(7998, 4999)],
        freight: 0,
      },
      'site-de': {
        title: 'Ersatz-Sportverschluss im 2er-Pack',
        introductoryTitle: 'Zwei Trinkverschlüsse für alle AquaLite-Flaschen',
        description: [
          'Zwei Sportverschlüsse mit Mundstück, passend für alle AquaLite-Flaschen – einer für Sie, einer für die Familie oder als Reserve.',
        ],
        specificationType: 'Ausführung',
        skuNames: ['2 Stück'],
        prices: [sale(2398, 1399)],
        freight: 0,
      },
      'site-ph': {
        title: 'Spare Sports Cap 2-Pack',
        introductoryTitle: 'Two spout caps for any AquaLite bottle',
        description: [
          'Two sports spout caps that fit every AquaLite bottle – one for you and one for the family, or keep it as a spare.',
        ],
        specificationType: 'Type',
        skuNames: ['2 pieces'],
        prices: [sale(79800, 49900)],
        freight: 0,
      },
    },
  },
  {
    key: 'office-set',
    images: ['mug-sand', 'mug-sage'],
    listedDaysAgo: 35,
    saleQty: 680,
    sites: {
      'site-tw': {
        title: '辦公室組：隨行杯＋冰霸杯',
        introductoryTitle: '早上熱咖啡、下午冰手搖，一組全包',
        description: [
          '350ml 隨行保溫杯裝熱咖啡、600ml 吸管冰霸杯裝手搖飲，兩杯放在辦公桌上，從早到晚都有好溫度。',
        ],
        specificationType: '顏色',
        skuNames: ['沙漠米隨行杯＋珍珠白冰霸杯', '鼠尾草綠隨行杯＋曜石黑冰霸杯'],
        prices: [sale(208000, 129000), sale(208000, 129000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Zestaw biurowy: kubek + tumbler 600 ml',
        introductoryTitle: 'Rano gorąca kawa, po południu coś zimnego',
        description: [
          'Kubek termiczny 350 ml na poranną kawę i kubek ze słomką 600 ml na mrożoną herbatę – oba na biurku, oba trzymają temperaturę do wieczora.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Piaskowy + biały', 'Szałwiowy + czarny'],
        prices: [sale(23998, 15999), sale(23998, 15999)],
        freight: 0,
      },
      'site-de': {
        title: 'Büro-Set: Thermobecher + Isolierbecher',
        introductoryTitle: 'Morgens heißer Kaffee, nachmittags etwas Kaltes',
        description: [
          'Thermobecher 350 ml für den Kaffee am Morgen und Isolierbecher 600 ml mit Strohhalm für den Eistee am Nachmittag – beide halten die Temperatur bis Feierabend.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Sand + Weiß', 'Salbeigrün + Schwarz'],
        prices: [sale(6998, 4499), sale(6998, 4499)],
        freight: 0,
      },
      'site-ph': {
        title: 'Office Set: Travel Mug + Tumbler',
        introductoryTitle: 'Hot coffee in the morning, iced drinks after lunch',
        description: [
          'The 350 ml travel mug for your morning coffee and the 600 ml straw tumbler for iced milk tea – both keep their temperature until out-of-office time.',
        ],
        specificationType: 'Color',
        skuNames: ['Sand mug + white tumbler', 'Sage mug + black tumbler'],
        prices: [sale(269800, 159900), sale(269800, 159900)],
        freight: 0,
      },
    },
  },
  {
    key: 'mug-duo',
    images: ['mug-sage'],
    listedDaysAgo: 1,
    saleQty: 50,
    sites: {
      'site-tw': {
        title: '隨行杯對杯組（兩入）',
        introductoryTitle: '一綠一米，情侶、室友一人一杯',
        description: [
          '鼠尾草綠與沙漠米隨行保溫杯各一，顏色好分不拿錯，和另一半或室友一起用剛剛好。',
        ],
        specificationType: '顏色組合',
        skuNames: ['鼠尾草綠＋沙漠米'],
        prices: [full(109000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Kubek termiczny – dwupak dla pary',
        introductoryTitle: 'Szałwiowy i piaskowy – nikt nie pomyli kubków',
        description: [
          'Dwa kubki termiczne 350 ml, szałwiowy i piaskowy – dla pary albo współlokatorów, każdy od razu wie, który jest jego.',
        ],
        specificationType: 'Kolory',
        skuNames: ['Szałwiowy + piaskowy'],
        prices: [full(12999)],
        freight: 0,
      },
      'site-de': {
        title: 'Thermobecher-Duo für zwei',
        introductoryTitle: 'Salbeigrün und Sand – keine Verwechslung mehr',
        description: [
          'Zwei Thermobecher mit 350 ml in Salbeigrün und Sand – für Paare oder die WG, jeder erkennt seinen Becher sofort.',
        ],
        specificationType: 'Farben',
        skuNames: ['Salbeigrün + Sand'],
        prices: [full(3699)],
        freight: 0,
      },
      'site-ph': {
        title: 'Travel Mug Duo (2 mugs)',
        introductoryTitle: 'Sage and sand – one for you, one for your partner',
        description: [
          'Two 350 ml travel mugs in sage green and sand, so nobody grabs the wrong one. Made for couples and roommates.',
        ],
        specificationType: 'Colors',
        skuNames: ['Sage Green + Sand'],
        prices: [full(129900)],
        freight: 0,
      },
    },
  },
  {
    key: 'tumbler-duo',
    images: ['tumbler-black', 'tumbler-white', 'tumbler-white'],
    listedDaysAgo: 50,
    saleQty: 1040,
    sites: {
      'site-tw': {
        title: '吸管冰霸杯兩入組 600ml',
        introductoryTitle: '黑白配或同色兩入，全家手搖飲都有杯',
        description: [
          '兩個 600ml 吸管冰霸杯，可選同色兩入或黑白各一；自備杯買飲料還能折抵，喝得環保又省錢。',
        ],
        specificationType: '顏色組合',
        skuNames: ['曜石黑 ×2', '珍珠白 ×2', '曜石黑＋珍珠白'],
        prices: [sale(238000, 149000), sale(238000, 149000), sale(238000, 149000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Kubek ze słomką 600 ml – dwupak',
        introductoryTitle: 'Dwa kubki na zimne napoje, w jednym lub dwóch kolorach',
        description: [
          'Dwa kubki termiczne ze słomką 600 ml – oba czarne, oba białe albo po jednym. Mrożona kawa dla dwojga, bez jednorazowych kubków.',
        ],
        specificationType: 'Kolory',
        skuNames: ['Czarny ×2', 'Biały ×2', 'Czarny + biały'],
        prices: [sale(27998, 18999), sale(27998, 18999), sale(27998, 18999)],
        freight: 0,
      },
      'site-de': {
        title: 'Isolierbecher 600 ml im Doppelpack',
        introductoryTitle: 'Zwei Becher für kalte Getränke, gleich oder gemischt',
        description: [
          'Zwei Isolierbecher mit Strohhalm, 600 ml – zweimal Schwarz, zweimal Weiß oder gemischt. Eiskaffee für zwei, ganz ohne Einwegbecher.',
        ],
        specificationType: 'Farben',
        skuNames: ['Schwarz ×2', 'Weiß ×2', 'Schwarz + Weiß'],
        prices: [sale(7998, 5299), sale(7998, 5299), sale(7998, 5299)],
        freight: 0,
      },
      'site-ph': {
        title: 'Tumbler 2-Pack 600 ml',
        introductoryTitle: 'Two straw tumblers – same color or mix and match',
        description: [
          'Two 600 ml straw tumblers: both black, both white or one of each. Bring your own cup to the milk tea shop and skip the plastic.',
        ],
        specificationType: 'Colors',
        skuNames: ['Black ×2', 'White ×2', 'Black + White'],
        prices: [sale(299800, 189900), sale(299800, 189900), sale(299800, 189900)],
        freight: 0,
      },
    },
  },
  {
    key: 'kids-school-set',
    images: ['kids-sky', 'kids-pink'],
    listedDaysAgo: 18,
    saleQty: 780,
    sites: {
      'site-tw': {
        title: '開學組：兒童水壺＋便當盒',
        introductoryTitle: '開學必備，水壺和便當盒一次買齊',
        description: [
          '350ml 兒童彈蓋吸管水壺加雙層不鏽鋼便當盒，顏色成套搭配，開學第一天就準備好。',
        ],
        specificationType: '顏色',
        skuNames: ['天空藍水壺＋霧灰便當盒', '櫻花粉水壺＋薄荷綠便當盒'],
        prices: [sale(203000, 139000), sale(203000, 139000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Zestaw do szkoły: bidon + lunchbox',
        introductoryTitle: 'Wszystko na pierwszy dzień szkoły w jednym zestawie',
        description: [
          'Bidon dla dzieci 350 ml ze słomką i dwupoziomowy lunchbox ze stali, w dobranych kolorach – drugie śniadanie i picie gotowe od pierwszego dzwonka.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Błękitny bidon + szary lunchbox', 'Różowy bidon + miętowy lunchbox'],
        prices: [sale(24998, 17999), sale(24998, 17999)],
        freight: 0,
      },
      'site-de': {
        title: 'Schulstart-Set: Trinkflasche + Lunchbox',
        introductoryTitle: 'Trinkflasche und Brotdose für den ersten Schultag',
        description: [
          'Kinder-Trinkflasche mit Strohhalm (350 ml) und zweistöckige Edelstahl-Lunchbox in passenden Farben – bereit für die Einschulung.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Himmelblau + Grau', 'Rosa + Mint'],
        prices: [sale(6798, 4999), sale(6798, 4999)],
        freight: 0,
      },
      'site-ph': {
        title: 'School Set: Kids Bottle + Lunch Box',
        introductoryTitle: 'Back-to-school ready: water bottle and baon box',
        description: [
          'The 350 ml flip-straw kids bottle and the two-tier stainless lunch box in matching colors – all set for the first day of school.',
        ],
        specificationType: 'Color',
        skuNames: ['Sky Blue + Stone Gray', 'Blossom Pink + Mint Green'],
        prices: [sale(259800, 179900), sale(259800, 179900)],
        freight: 0,
      },
    },
  },
  {
    key: 'hiking-set',
    images: ['bottle1l-black', 'bottle1l-blue'],
    listedDaysAgo: 28,
    saleQty: 590,
    sites: {
      'site-tw': {
        title: '登山組：1000ml 保溫瓶＋背帶',
        introductoryTitle: '斜背一公升冰水上山，雙手留給登山杖',
        description: [
          '1000ml 大容量保溫瓶配珊瑚紅斜背帶，郊山步道、合歡山健行都好用，冰水一路冰到山頂。',
        ],
        specificationType: '顏色',
        skuNames: ['曜石黑＋珊瑚紅背帶', '海洋藍＋珊瑚紅背帶'],
        prices: [sale(203000, 124000), sale(203000, 124000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Zestaw w góry: butelka 1 l + pasek',
        introductoryTitle: 'Litr zimnej wody przez ramię, ręce wolne na kijki',
        description: [
          'Butelka termiczna 1 l z koralowym paskiem do noszenia – w Tatry, w Bieszczady albo na rower. Woda jest zimna aż na szczycie.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Czarna + koralowy pasek', 'Niebieska + koralowy pasek'],
        prices: [sale(23998, 15499), sale(23998, 15499)],
        freight: 0,
      },
      'site-de': {
        title: 'Wander-Set: Flasche 1 Liter + Tragegurt',
        introductoryTitle: 'Ein Liter Kaltes über der Schulter, Hände frei',
        description: [
          'Isolierflasche mit 1 Liter und korallfarbenem Tragegurt – für die Alpentour, den Harz oder die Radtour. Das Wasser ist auf dem Gipfel noch kalt.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Schwarz + Gurt Koralle', 'Blau + Gurt Koralle'],
        prices: [sale(6698, 4199), sale(6698, 4199)],
        freight: 0,
      },
      'site-ph': {
        title: 'Hiking Set: 1 L Bottle + Carry Strap',
        introductoryTitle: 'A liter of ice-cold water, hands free for the trail',
        description: [
          'The 1 L insulated bottle with a coral carry strap – for day hikes, Mt. Pulag or a bike ride. Your water is still ice-cold at the summit.',
        ],
        specificationType: 'Color',
        skuNames: ['Obsidian Black + coral strap', 'Ocean Blue + coral strap'],
        prices: [sale(259800, 154900), sale(259800, 154900)],
        freight: 0,
      },
    },
  },
  {
    key: 'care-kit',
    images: ['brushset'],
    listedDaysAgo: 65,
    saleQty: 1450,
    sites: {
      'site-tw': {
        title: '保溫瓶保養組（刷具＋矽膠圈）',
        introductoryTitle: '清潔刷加兩個替換矽膠圈，瓶子用得更久',
        description: [
          '三件式清潔刷組加兩個瓶蓋替換矽膠圈。矽膠圈建議半年更換一次，保持密封不漏、沒有異味。',
        ],
        specificationType: '規格',
        skuNames: ['刷具 3 件＋矽膠圈 2 個'],
        prices: [sale(39000, 29000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Zestaw do pielęgnacji butelki',
        introductoryTitle: 'Szczotki i dwie zapasowe uszczelki do nakrętki',
        description: [
          'Trzy szczotki do czyszczenia i dwie zapasowe silikonowe uszczelki do nakrętki. Uszczelkę warto wymieniać co pół roku – butelka dalej jest szczelna i bez zapachów.',
        ],
        specificationType: 'Wariant',
        skuNames: ['3 szczotki + 2 uszczelki'],
        prices: [sale(4999, 3499)],
        freight: 0,
      },
      'site-de': {
        title: 'Pflege-Set für Isolierflaschen',
        introductoryTitle: 'Bürsten und zwei Ersatzdichtungen für den Deckel',
        description: [
          'Drei Reinigungsbürsten und zwei Silikon-Ersatzdichtungen für den Deckel. Die Dichtung am besten alle sechs Monate tauschen – so bleibt die Flasche dicht und geruchsfrei.',
        ],
        specificationType: 'Ausführung',
        skuNames: ['3 Bürsten + 2 Dichtungen'],
        prices: [sale(1399, 999)],
        freight: 0,
      },
      'site-ph': {
        title: 'Bottle Care Kit: Brushes + Seals',
        introductoryTitle: 'Cleaning brushes plus two spare lid seals',
        description: [
          'The 3-piece cleaning brush set plus two spare silicone lid seals. Replace the seal every six months to keep your bottle leak-proof and odor-free.',
        ],
        specificationType: 'Type',
        skuNames: ['3 brushes + 2 seals'],
        prices: [sale(49900, 34900)],
        freight: 0,
      },
    },
  },
  {
    key: 'foodjar-twin',
    images: ['foodjar-navy'],
    listedDaysAgo: 90,
    saleQty: 320,
    sites: {
      'site-tw': {
        title: '真空燜燒罐兩入組 500ml',
        introductoryTitle: '一罐燜粥、一罐裝湯，全家午餐都熱騰騰',
        description: [
          '兩個 500ml 海軍藍燜燒罐，一罐燜燕麥粥、一罐裝雞湯，或夫妻各帶一罐上班。',
        ],
        specificationType: '規格',
        skuNames: ['海軍藍 ×2'],
        prices: [full(149000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Termos obiadowy 500 ml – dwupak',
        introductoryTitle: 'Zupa w jednym, owsianka w drugim',
        description: [
          'Dwa granatowe termosy obiadowe 500 ml – w jednym zupa, w drugim owsianka, albo po jednym dla każdego domownika.',
        ],
        specificationType: 'Wariant',
        skuNames: ['Granatowy ×2'],
        prices: [full(18999)],
        freight: 0,
      },
      'site-de': {
        title: 'Thermo-Speisegefäß im Doppelpack',
        introductoryTitle: 'Suppe in das eine, Porridge in das andere',
        description: [
          'Zwei marineblaue Thermo-Speisegefäße mit 500 ml – Suppe und Porridge getrennt, oder eins für jeden, der mittags warm essen möchte.',
        ],
        specificationType: 'Ausführung',
        skuNames: ['Marineblau ×2'],
        prices: [full(4999)],
        freight: 0,
      },
      'site-ph': {
        title: 'Food Jar 2-Pack 500 ml',
        introductoryTitle: 'Soup in one, rice porridge in the other – hot lunch for two',
        description: [
          'Two 500 ml navy food jars – sinigang in one and lugaw in the other, or one for each of you at work.',
        ],
        specificationType: 'Type',
        skuNames: ['Navy Blue ×2'],
        prices: [full(199900)],
        freight: 0,
      },
    },
  },
  {
    key: 'lunchbox-duo',
    images: ['lunchbox-mint'],
    listedDaysAgo: 75,
    saleQty: 210,
    sites: {
      'site-tw': {
        title: '雙層便當盒家庭兩入組',
        introductoryTitle: '霧灰＋薄荷綠各一，大人小孩都帶便當',
        description: [
          '雙層不鏽鋼便當盒兩入，霧灰與薄荷綠各一，不會拿錯；全家一起帶便當，外食費省下來。',
        ],
        specificationType: '顏色組合',
        skuNames: ['霧灰＋薄荷綠'],
        prices: [sale(276000, 169000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Lunchbox dwupoziomowy – dwupak',
        introductoryTitle: 'Szary i miętowy – obiad dla dwóch osób',
        description: [
          'Dwa dwupoziomowe lunchboksy ze stali, szary i miętowy, żeby się nie pomyliły. Domowy obiad do pracy dla dwojga.',
        ],
        specificationType: 'Kolory',
        skuNames: ['Szary + miętowy'],
        prices: [sale(33998, 21999)],
        freight: 0,
      },
      'site-de': {
        title: 'Lunchbox-Doppelpack Grau + Mint',
        introductoryTitle: 'Zwei Lunchboxen – Mittagessen für zwei',
        description: [
          'Zwei zweistöckige Edelstahl-Lunchboxen in Grau und Mint, damit nichts verwechselt wird. Selbst gekocht statt Kantine – für zwei.',
        ],
        specificationType: 'Farben',
        skuNames: ['Grau + Mint'],
        prices: [sale(8998, 5999)],
        freight: 0,
      },
      'site-ph': {
        title: 'Lunch Box Duo (Gray + Mint)',
        introductoryTitle: 'Two lunch boxes – baon for two',
        description: [
          'Two two-tier stainless lunch boxes in stone gray and mint green, so nobody takes the wrong one. Home-cooked baon for two, every day.',
        ],
        specificationType: 'Colors',
        skuNames: ['Stone Gray + Mint Green'],
        prices: [sale(359800, 219900)],
        freight: 0,
      },
    },
  },
  {
    key: 'sleeve-strap-set',
    images: ['strap-coral'],
    listedDaysAgo: 85,
    saleQty: 1630,
    sites: {
      'site-tw': {
        title: '隨行組：保護套＋斜背帶',
        introductoryTitle: '套上保護套、扣上背帶，保溫瓶隨身走',
        description: [
          '潛水布保護套加珊瑚紅斜背帶，適用 500ml 與 750ml 保溫瓶；防撞之外還能斜背，逛街通勤都輕鬆。',
        ],
        specificationType: '顏色',
        skuNames: ['石墨灰保護套＋珊瑚紅背帶'],
        prices: [sale(60000, 52000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Pokrowiec + pasek do butelki – zestaw',
        introductoryTitle: 'Ochrona i wygodne noszenie przez ramię',
        description: [
          'Neoprenowy pokrowiec i koralowy pasek do butelek 500 i 750 ml – butelka jest chroniona przed wgnieceniami i wisi wygodnie na ramieniu.',
        ],
        specificationType: 'Kolor',
        skuNames: ['Grafitowy pokrowiec + koralowy pasek'],
        prices: [sale(6998, 5999)],
        freight: 0,
      },
      'site-de': {
        title: 'Unterwegs-Set: Hülle + Tragegurt',
        introductoryTitle: 'Geschützt und bequem über der Schulter',
        description: [
          'Neopren-Hülle und korallfarbener Tragegurt für Flaschen mit 500 und 750 ml – geschützt vor Dellen und bequem über der Schulter getragen.',
        ],
        specificationType: 'Farbe',
        skuNames: ['Hülle Graphitgrau + Gurt Koralle'],
        prices: [sale(2098, 1799)],
        freight: 0,
      },
      'site-ph': {
        title: 'On-the-Go Set: Sleeve + Strap',
        introductoryTitle: 'Protected and easy to carry cross-body',
        description: [
          'A neoprene sleeve and a coral carry strap for 500 ml and 750 ml bottles – no dents, and your bottle hangs comfortably on your shoulder.',
        ],
        specificationType: 'Color',
        skuNames: ['Gray sleeve + coral strap'],
        prices: [sale(69800, 59900)],
        freight: 0,
      },
    },
  },
  {
    key: 'family-picnic',
    images: ['bottle1l-blue'],
    listedDaysAgo: 10,
    saleQty: 150,
    sites: {
      'site-tw': {
        title: '野餐家庭組：大瓶＋兒童水壺 ×2',
        introductoryTitle: '爸媽一公升、孩子各一支，週末野餐全家夠喝',
        description: [
          '1000ml 海洋藍大容量保溫瓶，加上櫻花粉與天空藍兒童吸管水壺各一，週末去公園、露營一次準備好。',
          '全臺貨到付款，收到再付錢。',
        ],
        specificationType: '組合',
        skuNames: ['海洋藍大瓶＋粉、藍兒童水壺'],
        prices: [sale(298000, 199000)],
        freight: 0,
      },
      'site-pl': {
        title: 'Piknik: butelka 1 l + 2 bidony',
        introductoryTitle: 'Litr dla rodziców, bidon dla każdego dziecka',
        description: [
          'Niebieska butelka termiczna 1 l oraz różowy i błękitny bidon dla dzieci – komplet na weekend w parku albo na działce.',
          'Płatność przy odbiorze, płacisz dopiero kurierowi.',
        ],
        specificationType: 'Zestaw',
        skuNames: ['Butelka niebieska + bidon różowy i błękitny'],
        prices: [sale(35997, 25999)],
        freight: 0,
      },
      'site-de': {
        title: 'Familien-Picknickset, 3 Flaschen',
        introductoryTitle: 'Ein Liter für die Eltern, eine Flasche pro Kind',
        description: [
          'Isolierflasche 1 Liter in Blau und dazu zwei Kinder-Trinkflaschen in Rosa und Himmelblau – alles für den Ausflug am Wochenende.',
          'Zahlung bei Lieferung – Sie zahlen erst an der Haustür.',
        ],
        specificationType: 'Set',
        skuNames: ['1 Liter Blau + Kinderflaschen Rosa und Himmelblau'],
        prices: [sale(10097, 6999)],
        freight: 0,
      },
      'site-ph': {
        title: 'Family Picnic Set (3 bottles)',
        introductoryTitle: 'A liter for the parents, a bottle for each kid',
        description: [
          'The 1 L ocean blue bottle plus a pink and a sky blue kids bottle – everything for a weekend at the park or the beach.',
          'Cash on delivery – pay the courier only when your parcel arrives.',
        ],
        specificationType: 'Set',
        skuNames: ['1 L Ocean Blue + Pink and Sky Blue kids bottles'],
        prices: [sale(379700, 249900)],
        freight: 0,
      },
    },
  },
];

export const DEMO_CATALOG: CatalogItem[] = items;
