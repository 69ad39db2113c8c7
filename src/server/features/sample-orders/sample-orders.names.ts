import { southeastAsianName } from './sample-orders.names-sea';

/**
 * Names, streets and cities the sample orders are written with, by country (data only). A country
 * the table lacks takes the Latin list. Names are put together from parts (a Chinese or Korean
 * given name from two syllables, a Thai family name from two words, an Arabic name with the
 * father's), so a zone has thousands to hundreds of thousands of distinct names; family names are
 * picked as unevenly as in life (the first of a list far more often than the last). A name search
 * at a million orders then finds a handful of orders for a full name and many for a common family
 * name, as in a real shop.
 */
export interface NameBook {
  /** Most common first. */
  family: readonly string[];
  given: readonly string[];
  /** A second part of the given name (an Arabic father's name after it, a Vietnamese middle name before it), or none. */
  middle?: readonly string[];
  /** Family name first (Chinese, Japanese, Korean, Hungarian, Vietnamese). */
  familyFirst: boolean;
  /** Between the parts: none for Chinese, Japanese and Korean. */
  separator: '' | ' ';
  cities: readonly string[];
  streets: readonly string[];
}

const words = (text: string) => text.trim().split(/\s+/u);
/** Every pair of parts, the same one twice left out (given names of two syllables, Thai family names). */
const pairs = (first: readonly string[], second: readonly string[]) => first.flatMap((a) => second.filter((b) => b !== a).map((b) => `${a}${b}`));

const CHINESE_FAMILY = words(`陳 林 黃 張 李 王 吳 劉 蔡 楊 許 鄭 謝 郭 洪 曾 邱 廖 賴 周 徐 蘇 葉 莊 呂 江 何 蕭 羅 高 潘 簡 朱 鍾 彭 游 詹 胡 施 沈 余 趙 盧 梁 顏 柯 孫 魏 翁 戴
  范 方 宋 鄧 杜 傅 侯 曹 温 薛 丁 馬 蔣 唐 卓 藍 馮 姚 石 董 紀 歐 程 連 古 汪 湯 姜 田 康 鄒 白 涂 尤 巫 韓 龔 嚴 袁 鐘 黎 金 阮 陸 倪 夏 童 邵 柳 錢 歐陽 司馬`);
const CHINESE_SYLLABLES = words(`志 明 淑 芬 建 宏 雅 婷 俊 傑 怡 君 家 豪 佩 冠 宇 宗 翰 欣 承 恩 詩 涵 柏 思 妤 子 晴 軒 品 妍 美 玲 文 華 國 偉 麗 秀 英 惠 珍 玉 蘭 嘉 慧
  瑜 庭 彥 廷 哲 維 信 安 翔 凱 琪 萱 芳 正 成 德 榮 春 雲 鳳 心 瑞 振 峰 育 誠 筱 昱 韋 蓉`);

const CHINESE: NameBook = {
  family: CHINESE_FAMILY,
  given: pairs(CHINESE_SYLLABLES, CHINESE_SYLLABLES),
  familyFirst: true,
  separator: '',
  cities: ['臺北市中正區', '新北市板橋區', '臺中市西屯區', '高雄市苓雅區', '臺南市東區', '桃園市中壢區'],
  streets: ['重慶南路一段', '中山北路二段', '民生東路三段', '文心路四段', '中華路一段', '復興路'],
};

const LATIN: NameBook = {
  family: words(`Garcia Rossi Silva Santos Novak Horvat Popescu Nagy Ferreira Papadopoulos Martin Bernard Dubois Janssen Peeters Jensen Hansen Andersen Nielsen Virtanen
    Korhonen Murphy Kelly Walsh Smith Jones Taylor Brown Wilson Evans Thomas Roberts Johnson Lewis Walker Wright Green Hall Wood Clarke`),
  given: words(`Maria Jan Elena Marco Ana Luca Ioana Petra Nikos Sofia Anna Peter Eva Martin Laura Thomas Julia David Sara Daniel Emma Lucas Mia Noah Olivia Liam Chloe
    Adam Nina Oscar Ida Hugo Alma Felix Vera Leo Clara Max Lena Theo`),
  familyFirst: false,
  separator: ' ',
  cities: ['Centrum', 'Old Town', 'Riverside'],
  streets: ['Main Street', 'Market Square', 'Station Road'],
};

const latin = (family: string, given: string, cities: readonly string[], streets: readonly string[], familyFirst = false): NameBook => ({ family: words(family), given: words(given), familyFirst, separator: ' ', cities, streets });

/** A zone whose names are made elsewhere: its cities and streets only. */
const places = (cities: readonly string[], streets: readonly string[]): NameBook => ({ family: [], given: [], familyFirst: false, separator: ' ', cities, streets });

const BOOKS: Record<string, NameBook> = {
  TW: CHINESE,
  HK: { ...CHINESE, cities: ['香港中環', '九龍旺角', '新界沙田'], streets: ['皇后大道中', '彌敦道', '沙田正街'] },
  MO: { ...CHINESE, cities: ['澳門'], streets: ['新馬路', '宋玉生廣場'] },
  JP: {
    family: words(`佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村 林 斎藤 清水 山崎 森 池田 橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 長谷川 藤田 後藤
      近藤 村上 遠藤 青木 坂本 斉藤 福田 太田 西村 藤井 金子 岡本 藤原 中野 三浦 原田 中川 松田 竹内 小野 田村 中山 和田 石田 森田`),
    given: words(`翔太 陽菜 蓮 結衣 大翔 葵 悠真 美咲 健 さくら 陽翔 凛 湊 結菜 樹 紬 大和 芽依 颯太 莉子 蒼 美桜 悠人 花 悠斗 彩花 陸 琴音 颯 杏 拓海 優奈 海斗 愛 翼 七海
      健太 真央 直樹 由美 誠 恵子 浩 裕子 隆 智子 修 明美 亮 久美子 剛 幸子 学 洋子 勇気 奈々 和也 香織 達也 舞 大輔 彩`),
    familyFirst: true,
    separator: '',
    cities: ['東京都新宿区', '大阪府大阪市北区', '福岡県福岡市中央区'],
    streets: ['西新宿2-8-1', '梅田3-1-1', '天神1-1-1'],
  },
  KR: {
    family: words('김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 전 홍 고 문 양 손 배 백 허 유 남 심 노 하 곽 성 차 주 우 구 민 진 나 지 엄 채 원 천 방 공 현'),
    given: pairs(words('민 서 도 지 하 예 수 준 윤 우 현 진 은 연 영 승 재 성 주 혜 유 시 태 동 상 경 정 나 소 아 채 다 가 희 원 호 규 빈 훈 석'), words('준 연 윤 우 은 아 호 민 서 현 진 영 희 수 빈 원 성 혁 훈 경 주 린 율 환 석 하 름 솔 별 람')),
    familyFirst: true,
    separator: '',
    cities: ['서울특별시 강남구', '부산광역시 해운대구', '인천광역시 남동구'],
    streets: ['테헤란로 152', '해운대로 264', '인하로 100'],
  },
  TH: {
    family: pairs(
      words('ศรี ทอง แก้ว สุข บุญ วงศ์ ชัย รัตน มณี เพชร จันทร์ สมบูรณ์ พร ศักดิ์ ประเสริฐ เจริญ ใจ สวัสดิ์ วัฒนา พงษ์ ศิริ นาค เงิน ทรัพย์ อินทร์ สิทธิ์ กิตติ ธนา'),
      words('สุข ดี วงศ์ สวัสดิ์ กุล ชัย พันธ์ ศรี ทอง มณี รัตน์ พงษ์ วัฒน์ เจริญ ประเสริฐ ไพบูลย์ ศักดิ์ สมบัติ นิมิต อนันต์ ธรรม เดช ภักดี'),
    ),
    given: words(`สมชาย สมศักดิ์ สมหญิง วิชัย ประเสริฐ สุภาพร มาลี อรุณ กมล ธนพล ณัฐพล ปิยะ ศิริพร วันเพ็ญ สุดารัตน์ อนุชา ชัยวัฒน์ พิมพ์ชนก กิตติพงษ์ นภัสสร
      ธีรวัฒน์ จิราพร อัญชลี ปัณณวัฒน์ ศุภชัย วรรณา รัตนา สุริยา บุญมี ทองดี ชนิดา ภัทรา อภิชาติ ณัฐวุฒิ ปวีณา เกศินี พงศกร ธนวัฒน์ ศศิธร วีรยุทธ`),
    familyFirst: false,
    separator: ' ',
    cities: ['กรุงเทพมหานคร', 'เชียงใหม่', 'ขอนแก่น', 'ภูเก็ต'],
    streets: ['ถนนสุขุมวิท', 'ถนนพหลโยธิน', 'ถนนนิมมานเหมินท์'],
  },
  VN: {
    family: words('Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Võ Đặng Bùi Đỗ Hồ Ngô Dương Lý Đinh Đào Trương Lâm Mai Tô Hà Trịnh Lưu'),
    middle: words('Văn Thị Đức Minh Ngọc Thanh Hoàng Quốc Thu Hữu Gia Bảo Xuân Anh Kim'),
    given: words('An Anh Bình Châu Chi Dũng Dương Giang Hà Hải Hạnh Hiếu Hòa Hùng Hương Huy Khang Khoa Lan Linh Long Mai Minh Nam Nga Ngọc Nhung Phong Phúc Phương Quân Quang Sơn Tâm Thảo Thắng Trang Trung Tuấn Vy Yến'),
    familyFirst: true,
    separator: ' ',
    cities: ['Hà Nội', 'Thành phố Hồ Chí Minh', 'Đà Nẵng'],
    streets: ['Phố Huế', 'Đường Lê Lợi', 'Đường Nguyễn Huệ'],
  },
  SA: {
    family: words(`القحطاني العتيبي الغامدي الشمري الحربي الزهراني الدوسري المطيري العنزي السبيعي الشهري المالكي العمري الأحمدي السهلي الرشيدي الجهني البقمي الشهراني العسيري
      الزهراني الخالدي الهاجري القرني الثبيتي اليامي الحارثي الرويلي العنزي التميمي السديري الفيفي البلوي الشريف الغامدي المحمدي`).filter((name, index, all) => all.indexOf(name) === index),
    given: words(`محمد عبدالله عبدالرحمن فهد خالد سعد سلطان فيصل ناصر عبدالعزيز تركي بندر سلمان ماجد نايف يوسف عمر علي حسن إبراهيم نورة سارة فاطمة مريم هند ريم
      لطيفة منيرة العنود الجوهرة أمل هيفاء دانة شهد لمى جود رغد غادة أسماء خلود`),
    middle: words('محمد عبدالله عبدالرحمن فهد خالد سعد سلطان فيصل ناصر عبدالعزيز تركي بندر سلمان ماجد نايف صالح حمد مشعل عادل سعود'),
    familyFirst: false,
    separator: ' ',
    cities: ['الرياض', 'جدة', 'الدمام', 'مكة المكرمة'],
    streets: ['طريق الملك فهد', 'شارع التحلية', 'طريق الأمير سلطان'],
  },
  GR: latin(
    `Παπαδόπουλος Βλάχος Αγγελόπουλος Νικολάου Γεωργίου Παπαδάκης Οικονόμου Δημητρίου Ιωάννου Κωνσταντίνου Παπανικολάου Μακρής Καραγιάννης Αθανασίου Χριστοδούλου
     Παπαγεωργίου Ραφαηλίδης Σταυρόπουλος Αλεξίου Πετρόπουλος Μιχαηλίδης Ζαχαρίου Κυριακίδης Λαμπράκης Σπυρόπουλος Τσακίρης Φωτίου Χατζηδάκης`,
    `Γιώργος Μαρία Δημήτρης Ελένη Νίκος Αικατερίνη Κώστας Βασιλική Γιάννης Σοφία Παναγιώτης Αναστασία Χρήστος Ευαγγελία Βασίλης Δέσποινα Αθανάσιος Ιωάννα Μιχάλης Χριστίνα`,
    ['Αθήνα', 'Θεσσαλονίκη', 'Πάτρα'],
    ['Οδός Ερμού', 'Λεωφόρος Συγγρού', 'Οδός Τσιμισκή'],
  ),
  PL: latin(
    `Nowak Kowalska Wiśniewski Wójcik Kamińska Lewandowski Zielińska Szymański Woźniak Dąbrowska Kozłowski Jankowska Mazur Kwiatkowski Krawczyk Piotrowska Grabowski
     Nowakowska Pawłowski Michalska Król Wieczorek Jabłoński Wróbel Nowicka Majewski Olszewska Stępień Malinowski Jaworska Adamczyk Dudek Zając Pawlak Walczak Sikora
     Baran Rutkowski Michalak Szewczyk Ostrowska Tomaszewski Pietrzak Marciniak Wróblewska Zalewski Jakubowska Jasiński Zawadzka Sadowski Bąk Chmielewska`,
    `Anna Piotr Katarzyna Tomasz Magdalena Paweł Agnieszka Michał Joanna Krzysztof Małgorzata Andrzej Barbara Marcin Ewa Jakub Aleksandra Kamil Monika Łukasz
     Zofia Mateusz Natalia Adam Karolina Bartosz Julia Wojciech Dorota Grzegorz Marta Szymon Beata Rafał Justyna Dawid Weronika Filip Alicja Jan`,
    ['Warszawa', 'Kraków', 'Wrocław', 'Gdańsk', 'Poznań'],
    ['ul. Marszałkowska', 'ul. Długa', 'ul. Piotrkowska', 'ul. Floriańska'],
  ),
  DE: latin(
    `Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger
     Hofmann Hartmann Lange Schmitt Werner Schmitz Krause Meier Lehmann Schmid Schulze Maier Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs Peters Lang Scholz`,
    `Lukas Anna Jonas Lea Felix Marie Paul Sophie Leon Emma Maximilian Hannah Ben Mia Finn Lena Elias Laura Noah Lina Luis Clara Moritz Johanna Jan Katharina Tim
     Sabine Stefan Petra Andreas Monika Thomas Ursula Michael Birgit Frank Claudia Jürgen Heike`,
    ['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig'],
    ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Schillerstraße'],
  ),
  HU: latin(
    `Nagy Kovács Tóth Szabó Horváth Varga Kiss Molnár Németh Farkas Balogh Papp Takács Juhász Lakatos Mészáros Oláh Simon Rácz Fekete Szilágyi Török Fehér Balázs Gál
     Kis Szűcs Kocsis Orsós Pintér Fodor Szalai Sipos Magyar Lukács Gulyás Biró Király Katona László`,
    `László István József Zoltán Sándor Gábor Ferenc Attila Péter Tamás Mária Erzsébet Katalin Éva Ilona Anna Zsuzsanna Margit Judit Ágnes Bence Máté Levente Dominik
     Hanna Anna Zsófia Lili Luca Boglárka`,
    ['Budapest', 'Debrecen', 'Szeged'],
    ['Andrássy út', 'Váci utca', 'Kossuth Lajos utca'],
    true,
  ),
  ES: latin(
    `García Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández Díaz Moreno Muñoz Álvarez Romero Alonso Gutiérrez Navarro Torres
     Domínguez Vázquez Ramos Gil Ramírez Serrano Blanco Molina Morales Suárez Ortega Delgado Castro Ortiz Rubio Marín Sanz Iglesias`,
    `Antonio Manuel José Francisco David Juan Javier Daniel Carlos Jesús María Carmen Ana Isabel Laura Cristina Marta Lucía Paula Elena Sara Pablo Alejandro Sergio Jorge
     Alberto Raquel Pilar Rosa Beatriz`,
    ['Madrid', 'Barcelona', 'Valencia', 'Sevilla'],
    ['Calle Mayor', 'Gran Vía', 'Avenida de la Constitución'],
  ),
  PT: latin(
    `Silva Santos Ferreira Pereira Oliveira Costa Rodrigues Martins Jesus Sousa Fernandes Gonçalves Gomes Lopes Marques Alves Almeida Ribeiro Pinto Carvalho Teixeira Moreira
     Correia Mendes Nunes Soares Vieira Monteiro Cardoso Rocha`,
    `João Maria Ana José António Francisco Manuel Carlos Rui Pedro Luís Paulo Inês Beatriz Mariana Catarina Sofia Joana Rita Tiago Diogo Miguel Rafael Bruno Sara Marta`,
    ['Lisboa', 'Porto', 'Braga', 'Coimbra'],
    ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina'],
  ),
  IT: latin(
    `Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro
     Mariani Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile Martinelli Vitale`,
    `Giuseppe Giovanni Antonio Mario Luigi Francesco Angelo Marco Alessandro Andrea Maria Anna Giulia Francesca Chiara Sara Laura Valentina Elena Paola Lorenzo Matteo
     Leonardo Sofia Aurora Alice Ginevra Federica Roberto Stefano`,
    ['Roma', 'Milano', 'Napoli', 'Torino'],
    ['Via Roma', 'Corso Italia', 'Via Garibaldi'],
  ),
  RO: latin(
    `Popescu Popa Pop Radu Dumitru Stan Stoica Gheorghe Matei Ciobanu Ionescu Rusu Constantin Mihai Munteanu Marin Florea Dinu Tudor Dobre Barbu Nistor Florea Ene Lazăr`,
    `Andrei Alexandru Mihai Ion Gheorghe Vasile Constantin Ștefan Adrian Florin Maria Elena Ioana Ana Andreea Mihaela Cristina Alexandra Gabriela Georgiana Diana Daniela`,
    ['București', 'Cluj-Napoca', 'Iași', 'Timișoara'],
    ['Calea Victoriei', 'Bulevardul Unirii', 'Strada Lipscani'],
  ),
  CZ: latin(
    `Novák Svoboda Novotný Dvořák Černý Procházka Kučera Veselý Horák Němec Marek Pospíšil Pokorný Hájek Král Jelínek Růžička Beneš Fiala Sedláček Doležal Zeman
     Kolář Navrátil Čermák Novákova Svobodová Novotná Dvořáková Černá`,
    `Jiří Jan Petr Josef Pavel Martin Tomáš Jaroslav Miroslav Zdeněk Jana Marie Eva Hana Anna Lenka Kateřina Lucie Věra Alena Tereza Eliška Adéla Jakub Ondřej`,
    ['Praha', 'Brno', 'Ostrava', 'Plzeň'],
    ['Václavské náměstí', 'Národní třída', 'Masarykova'],
  ),
  SK: latin(
    `Horváth Kováč Varga Tóth Nagy Baláž Szabó Molnár Balog Lukáč Novák Kollár Németh Oravec Kráľ Polák Hudák Gajdoš Kováčová Horváthová Vargová Tóthová`,
    `Peter Martin Ján Jozef Michal Tomáš Lukáš Marek Juraj Milan Mária Anna Zuzana Katarína Eva Lucia Jana Martina Veronika Ivana`,
    ['Bratislava', 'Košice', 'Žilina'],
    ['Obchodná', 'Hlavná', 'Štúrova'],
  ),
  HR: latin(
    `Horvat Kovačević Babić Marić Jurić Novak Kovačić Knežević Vuković Marković Petrović Matić Tomić Pavlović Kovač Božić Blažević Grgić Pavić Radić Perić Filipović Šarić Lovrić`,
    `Ivan Marko Josip Ante Luka Tomislav Stjepan Nikola Mario Ana Marija Ivana Petra Maja Katarina Lucija Mia Ema Sara Nika`,
    ['Zagreb', 'Split', 'Rijeka'],
    ['Ilica', 'Riva', 'Korzo'],
  ),
  // Names of these three come from sample-orders.names-sea.ts (each people's own way); here their places.
  ID: places(['Jakarta', 'Surabaya', 'Bandung'], ['Jalan Sudirman', 'Jalan Thamrin', 'Jalan Malioboro']),
  MY: places(['Kuala Lumpur', 'Penang', 'Johor Bahru'], ['Jalan Bukit Bintang', 'Jalan Ampang', 'Lebuh Chulia']),
  PH: places(['Manila', 'Quezon City', 'Cebu City'], ['Rizal Avenue', 'Ayala Avenue', 'Colon Street']),
};

export function nameBook(country: string): NameBook {
  return BOOKS[country] ?? LATIN;
}

/** A name from the country's book: parts picked with `random`, the family name as unevenly as in life. */
export function sampleName(random: () => number, country: string): string {
  // Malaysia, Indonesia and the Philippines: each people's own way (sample-orders.names-sea.ts).
  const southeastAsian = southeastAsianName(random, country);
  if (southeastAsian !== undefined) return southeastAsian;
  const book = nameBook(country);
  const family = book.family[Math.floor(random() ** 2 * book.family.length)]!;
  const given = book.given[Math.floor(random() * book.given.length)]!;
  const middle = book.middle && random() < 0.7 ? book.middle[Math.floor(random() * book.middle.length)]! : null;
  // A Vietnamese middle name comes before the given name, an Arabic father's name after it.
  const first = middle === null ? given : book.familyFirst ? `${middle}${book.separator}${given}` : `${given}${book.separator}${middle}`;
  return book.familyFirst ? `${family}${book.separator}${first}` : `${first}${book.separator}${family}`;
}
