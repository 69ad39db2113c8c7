/**
 * Names, streets and cities the sample orders are written with, by country (data only). A country
 * the table lacks takes the Latin list. Enough variety that a name search finds a few orders among
 * many, as it does in a real shop.
 */
export interface NameBook {
  family: readonly string[];
  given: readonly string[];
  /** Family name first, without a space (Chinese, Japanese, Korean). */
  familyFirst: boolean;
  cities: readonly string[];
  streets: readonly string[];
}

const CHINESE: NameBook = {
  family: ['陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊', '許', '鄭', '謝', '郭', '洪', '曾', '邱', '廖', '賴', '周'],
  given: ['美玲', '志明', '淑芬', '建宏', '雅婷', '俊傑', '怡君', '家豪', '佩君', '冠宇', '宗翰', '欣怡', '承恩', '詩涵', '柏翰', '思妤', '子晴', '宇軒', '品妍', '大同'],
  familyFirst: true,
  cities: ['臺北市中正區', '新北市板橋區', '臺中市西屯區', '高雄市苓雅區', '臺南市東區', '桃園市中壢區'],
  streets: ['重慶南路一段', '中山北路二段', '民生東路三段', '文心路四段', '中華路一段', '復興路'],
};

const BOOKS: Record<string, NameBook> = {
  TW: CHINESE,
  HK: { ...CHINESE, cities: ['香港中環', '九龍旺角', '新界沙田'], streets: ['皇后大道中', '彌敦道', '沙田正街'] },
  MO: { ...CHINESE, cities: ['澳門'], streets: ['新馬路', '宋玉生廣場'] },
  JP: {
    family: ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤'],
    given: ['翔太', '陽菜', '蓮', '結衣', '大翔', '葵', '悠真', '美咲', '健', 'さくら'],
    familyFirst: true,
    cities: ['東京都新宿区', '大阪府大阪市北区', '福岡県福岡市中央区'],
    streets: ['西新宿2-8-1', '梅田3-1-1', '天神1-1-1'],
  },
  KR: {
    family: ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'],
    given: ['민준', '서연', '도윤', '지우', '하준', '서윤', '예준', '하은', '지호', '수아'],
    familyFirst: true,
    cities: ['서울특별시 강남구', '부산광역시 해운대구', '인천광역시 남동구'],
    streets: ['테헤란로 152', '해운대로 264', '인하로 100'],
  },
  PL: {
    family: ['Nowak', 'Kowalska', 'Wiśniewski', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zielińska', 'Szymański', 'Woźniak', 'Dąbrowska'],
    given: ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Paweł', 'Agnieszka', 'Michał', 'Joanna', 'Krzysztof'],
    familyFirst: false,
    cities: ['Warszawa', 'Kraków', 'Wrocław', 'Gdańsk', 'Poznań'],
    streets: ['ul. Marszałkowska', 'ul. Długa', 'ul. Piotrkowska', 'ul. Floriańska'],
  },
  DE: {
    family: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann'],
    given: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Marie', 'Paul', 'Sophie', 'Leon', 'Emma'],
    familyFirst: false,
    cities: ['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Schillerstraße'],
  },
};

const LATIN: NameBook = {
  family: ['Garcia', 'Rossi', 'Silva', 'Santos', 'Novak', 'Horvat', 'Popescu', 'Nagy', 'Ferreira', 'Papadopoulos'],
  given: ['Maria', 'Jan', 'Elena', 'Marco', 'Ana', 'Luca', 'Ioana', 'Petra', 'Nikos', 'Sofia'],
  familyFirst: false,
  cities: ['Centrum', 'Old Town', 'Riverside'],
  streets: ['Main Street', 'Market Square', 'Station Road'],
};

export function nameBook(country: string): NameBook {
  return BOOKS[country] ?? LATIN;
}
