/**
 * Names of Malaysia, Indonesia and the Philippines for the sample orders (data and how each
 * people puts a name together). A zone's orders are shared among its peoples as in life, and
 * each writes names its own way:
 *
 * - Malaysia: Malay names are patronymic ("Nurul Aina binti Ismail": a given name, often of two
 *   parts, bin/binti, the father's name; some shoppers leave bin/binti out), Chinese names put the
 *   dialect family name first ("Tan Wei Ling", some with an English name before it), Indian names
 *   give the father's name after a/l or a/p ("Kavitha a/p Subramaniam").
 * - Indonesia: most Javanese and many others have no family name: one to three given names
 *   ("Dewi Lestari", "Muhammad Fajar Saputra", a single name for some older people); Batak names
 *   end with the clan (marga: "Daniel Siregar"); Chinese Indonesians use Indonesian family names
 *   ("Kevin Wijaya").
 * - The Philippines: one or two given names ("Mary Grace"), often the mother's family name as
 *   the middle name, then the family name (Spanish, native or Chinese: "Juan Dela Cruz",
 *   "Jerome Manalo Pangilinan").
 *
 * Family names and fathers' names are picked unevenly (the first of a list far more often than the
 * last), so a common family name finds many orders and a full name a handful, as in a real shop.
 */
type Random = () => number;

const words = (text: string) => text.trim().split(/\s+/u);
/** Names of more than one word are written with underscores in the lists below. */
const names = (text: string) => [...new Set(words(text).map((name) => name.replace(/_/g, ' ')))];
const pick = (random: Random, list: readonly string[]) => list[Math.floor(random() * list.length)]!;
/**
 * Most common first: the head of the list more often than its tail, the more the higher `skew`
 * (1: evenly; 2: the first of 100 on one pick in 10).
 */
const pickUneven = (random: Random, list: readonly string[], skew = 2) => list[Math.floor(random() ** skew * list.length)]!;

function pickWeighted<T>(random: Random, options: readonly (readonly [number, T])[]): T {
  const total = options.reduce((sum, [weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [weight, value] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options.at(-1)![1];
}

// Malaysia

const MALAY_MALE = names(`Hafiz Amirul Aiman Haziq Irfan Danial Adam Faris Hakim Syafiq Azlan Firdaus Zulkifli Khairul Ikmal Aqil Harith Izzat
  Luqman Nazmi Rizal Shahrul Hazwan Afiq Arif Fahmi Hariz Imran Iskandar Syahmi Zikri Azri Fikri Naim Faiz Ridzuan Asyraf Hilmi Anuar Kamarul
  Rosli Azman Amin Ariff Aizat Akmal Alif Amsyar Anas Aqif Ashraf Azim Badrul Danish Ehsan Fadzil Faizal Faris Hadi Haikal Hamdan Hanif Harris
  Hasif Hazim Idris Ikhwan Ilham Iqbal Izwan Jazli Johan Khalid Mikhail Mukhriz Nabil Nazrin Rafiq Rahimi Razif Redzuan Saiful Shafiq Syazwan
  Taufiq Umar Wafiy Yasin Zafran Zahid Zarif`);
/** The first part of many Malay men's names ("Muhammad Hafiz", "Mohd Faizal"). */
const MALAY_MALE_FIRST = words('Muhammad Mohd Ahmad Muhammad Abdul Nor Mohamad Wan Megat Ahmad');
const MALAY_FEMALE = names(`Aina Aisyah Alya Amira Balqis Damia Farah Hana Iman Izzati Nadia Najwa Nabila Syafiqah Sofea Qistina Zulaikha
  Athirah Atiqah Hidayah Husna Insyirah Liyana Mardhiah Nadhirah Nurin Sabrina Syahirah Zahra Adlina Aqilah Batrisyia Fatin Hanis Khadijah
  Maisarah Raihana Safiyyah Shahira Umairah Zarith Azlina Rohani Salmah Aliya Anis Ain Amalina Arissa Asma Aqila Dayana Diyana Elya Emilia
  Farhana Fatimah Haziqah Humaira Intan Irdina Izyan Jannah Khairunnisa Laila Madihah Marissa Mastura Nadzirah Naqiah Natasha Nazihah 
  Rabiatul Raudhah Sakinah Shafiqah Suhaila Syazwani Wardah Yasmin Zara Zulaika`);
/** The first part of many Malay women's names ("Nurul Aina", "Siti Aisyah"). */
const MALAY_FEMALE_FIRST = words('Nur Nurul Siti Noor Nor Nur Siti Sharifah Wan Puteri');
/** Fathers' names, most common first (a Malay name's second half). */
const MALAY_FATHER = names(`Abdullah Ismail Ibrahim Ahmad Hassan Mohamad Osman Yusof Rahman Zakaria Hamzah Mansor Razak Salleh Hashim Jamaluddin
  Mokhtar Kassim Mahmud Omar Ali Abu_Bakar Harun Idris Jaafar Musa Nordin Rashid Sulaiman Yaakob Zainal Aziz Daud Ghazali Abdul_Halim Hussin
  Kamaruddin Abdul_Latif Mat Nasir Rosli Shamsuddin Talib Abdul_Wahab Yahya Zulkifli Azmi Roslan Kamal Razali Sabri Ahmad_Fauzi Abdul_Rahim
  Mohd_Noor Baharuddin Che_Mat Awang Embong Ghani Hamid Ishak Johari Kadir Mat_Isa Mohd_Yusof Muda Nawawi Rahim Saad Samad Shukor Tahir Wahid
  Yunus Zainuddin Zakaria Arshad Basri Fadzil Hanafi Jusoh Latiff Mahadi Mustafa Nik_Mat Ramli Saari Sidek Taib Wan_Ahmad`);

const CHINESE_FAMILY = names(`Tan Lim Lee Wong Ng Ong Chong Teo Goh Chan Leong Chin Yap Ho Low Foo Khoo Cheah Loh Lau Liew Chew Koh Teh Yeoh Soo
  Chua Tay Kok Wee Ang Toh Gan Siew Beh Choo Ling Phang Chai Yong Hew Kong Lai Lum Pang Sim Tee Heng Yew Chia Chng Fong Hii Kee Kwan Lew Loke
  Looi Mah Neo Oon Pua Quek Saw Seah Tang Tham Thong Tiew Voon Wan Yeo Yip`);
const CHINESE_SYLLABLES = names(`Wei Jun Hao Mei Ling Yee Kah Seng Chee Keong Hui Xin Jia Yi Zhi Kai Boon Hock Siew Lian Pei Shan Wen Yan Jie
  Kang Ming Li Ying Choon Eng Soon Hong Kok Yong Sze Qi Xuan En Yu Zi Han Kit Fong Mun Wai Yin Chun Heng Khai Kiat Leng Meng Poh Sheng Tat
  Teck Tian Tong Weng Yew Zhen`);
const ENGLISH_NAMES = names(`Jason Kelvin Alvin Eric Vincent Jessica Michelle Vivian Jasmine Rachel Daniel Ryan Nicole Grace Wendy Kenny Calvin
  Melvin Steven Jeffrey Cheryl Joanne Sharon Elaine Karen Jacky Edwin Ivan Jimmy Kenneth Amanda Angeline Carmen Cindy Evelyn Fiona Irene Janice
  Joyce Sandy`);

const INDIAN_MALE = names(`Arjun Ravi Suresh Ramesh Ganesh Kumar Vijay Siva Saravanan Muthu Kannan Prakash Rajesh Yogeswaran Thinesh Hari
  Naveen Kishore Logesh Vinod Anand Gopal Mogan Selvam Tamilselvan Kavin Dinesh Gunalan Jeeva Kalaivanan Mahendran Pravin Rajkumar
  Sathish Shankar Thanabalan Vasanthan Vikneswaran`);
const INDIAN_FEMALE = names(`Kavitha Priya Deepa Devi Lakshmi Malar Shanti Vani Revathi Kalai Thivya Nisha Darshini Sangeetha Pavithra Uma
  Indra Saraswathy Jayanthi Kogila Anitha Bavani Geetha Haritha Janani Kamala Logeswari Mageswari Nalini Puspa Rani Santhi Sharmila Thilaga
  Vasanthi Yamuna`);
const INDIAN_FATHER = names(`Subramaniam Krishnan Muniandy Raman Arumugam Perumal Rajoo Ramasamy Govindasamy Maniam Nadarajah Sivalingam
  Kandasamy Veerappan Letchumanan Murugan Chandran Narayanan Pillai Thangaraju Sinnathamby Ponnusamy Samy Velu Rajendran Annamalai Balakrishnan
  Doraisamy Ganesan Jayaraman Karuppiah Mariappan Nagappan Palaniappan Ramachandran Sellappan Supramaniam Thevar Vadivelu`);

function malayName(random: Random): string {
  const male = random() < 0.5;
  const second = pick(random, male ? MALAY_MALE : MALAY_FEMALE);
  const given = random() < 0.55 ? `${pick(random, male ? MALAY_MALE_FIRST : MALAY_FEMALE_FIRST)} ${second}` : second;
  const father = pickUneven(random, MALAY_FATHER);
  // Most write bin/binti as the identity card does; some leave it out.
  return random() < 0.8 ? `${given} ${male ? 'bin' : 'binti'} ${father}` : `${given} ${father}`;
}

function malaysianChineseName(random: Random): string {
  const family = pickUneven(random, CHINESE_FAMILY);
  const first = pick(random, CHINESE_SYLLABLES);
  let second = pick(random, CHINESE_SYLLABLES);
  if (second === first) second = pick(random, CHINESE_SYLLABLES);
  const name = `${family} ${first} ${second}`;
  return random() < 0.2 ? `${pick(random, ENGLISH_NAMES)} ${name}` : name;
}

function malaysianIndianName(random: Random): string {
  const male = random() < 0.5;
  const given = pick(random, male ? INDIAN_MALE : INDIAN_FEMALE);
  const father = pickUneven(random, INDIAN_FATHER);
  return random() < 0.75 ? `${given} ${male ? 'a/l' : 'a/p'} ${father}` : `${given} ${father}`;
}

// Indonesia

const INDONESIAN_MALE = names(`Agus Budi Adi Andi Arif Bambang Dedi Dwi Eko Fajar Hendra Joko Rudi Slamet Teguh Wahyu Yudi Bayu Rizky Dimas Ilham
  Reza Fadli Irfan Yoga Galih Hadi Heri Iwan Rahmat Aditya Rizal Surya Taufik Wawan Yusuf Dani Hari Imam Rangga Bagus Fikri Gilang Hafiz Indra
  Satria Ari Arya Bima Dodi Edi Faisal Farhan Guntur Hendri Ikhsan Jefri Krisna Lukman Nanda Rendi Riko Robby Sandi Toni Wisnu Yanto Zainal`);
const INDONESIAN_FEMALE = names(`Siti Sri Dewi Rina Ayu Putri Nur Indah Dian Yuni Maya Fitri Wulan Ratna Endang Nita Ani Rini Tuti Wati Yanti Eka
  Intan Mega Novi Nurul Lia Anisa Aulia Citra Dinda Eva Febri Kartika Laras Mira Nadia Puspita Rahma Sari Tika Vina Winda Yulia Zahra Annisa
  Bunga Cahya Desi Elok Fani Gita Hesti Ika Kiki Lina Melati Nining Okta Prita Rara Sinta Tari Umi Vivi`);
/** A first name many men carry before their own ("Muhammad Fajar"). */
const INDONESIAN_MALE_FIRST = words('Muhammad Muhammad Ahmad Mochamad Raden Andi');
/** The names that end many names, as a family name would (most common first). */
const INDONESIAN_MALE_LAST = names(`Saputra Pratama Setiawan Santoso Hidayat Nugroho Susanto Gunawan Wibowo Kusuma Purnomo Hartono Prasetyo Utomo
  Suryadi Firmansyah Ramadhan Hakim Maulana Kurniawan Syahputra Hermawan Permana Sutrisno Rahman Wijaya Putra Siswanto Haryanto Kusnadi
  Setiadi Budiman Darmawan Hendrawan Irawan Junaedi Mulyadi Nurdin Rahardjo Sanjaya Sudirman Suherman Sulistyo Triyono Wahyudi Yulianto`);
const INDONESIAN_FEMALE_LAST = names(`Lestari Sari Rahayu Handayani Wahyuni Susanti Puspitasari Wulandari Anggraini Kurniasih Safitri Utami Pertiwi
  Maharani Oktaviani Fitriani Novitasari Permatasari Rahmawati Yuliani Apriani Marlina Kartini Hidayah Purwanti Setyawati Ningsih Astuti
  Damayanti Febriani Hartati Indriani Kusumawati Lestiani Mulyani Nurhayati Pratiwi Rachmawati Sulistyowati Suryani Triana Widyastuti`);
/** Single names, as many older Javanese carry. */
const JAVANESE_SINGLE = names(`Sutrisno Sumarno Suparman Sukirman Sumiati Suyatmi Paiman Ngadiman Tukiyem Wagiman Sarinah Sukarni Waluyo Tumini
  Parjo Sumadi Karsono Wartini Mulyono Suwarni Suparmi Sumarni Sutarman Kasiyem Marsono Painem Rusmini Sugiyono Tarmuji Wiyono Darmi Giyem
  Jumadi Kartono Legiman Mardiyah Ngatini Poniman Rukiyah Sarmini Sukardi Sulastri Sumirah Supardi Suratno Surip Tarno Tugiman Wagini Yatmi
  Darsono Juminten Karmin Ngadimin Parmi Samini Sudarmi Sukinah Sunarto Tentrem`);
/** Batak clans (marga), most common first. */
const BATAK_MARGA = names(`Siregar Nasution Simanjuntak Sitompul Harahap Sembiring Purba Lubis Hutapea Sinaga Simatupang Pardede Situmorang
  Tambunan Sihombing Manurung Panjaitan Ginting Tarigan Damanik Napitupulu Hutagalung Silalahi Pasaribu Marpaung Sitorus Hasibuan Pohan
  Saragih Sianturi Simbolon Siahaan Simamora Gultom Hutabarat`);
const BATAK_GIVEN = names(`Daniel Samuel Yohanes Maria Ruth Debora Jonathan Hotman Rudolf Martha Tiurma Lamhot Sondang Parulian Togar Elisabeth
  Frans Hotma Jhonson Lestina Maruli Monang Nelly Poltak Rosmawati Sahat Tumpal Rina Dewi Andreas Benny Christina Ester Roy Sarah`);
const CHINESE_INDONESIAN_GIVEN = names(`Kevin Felix Steven Michael Jessica Stefanie Vanessa Christine William Hendrik Liliana Yohana Andre Budi
  Cindy Evelyn Gabriel Hans Irene Jonathan Lilis Marcell Natalia Olivia Ricky Sherly Tommy Vivian Wilson Yenny`);
const CHINESE_INDONESIAN_FAMILY = names(`Wijaya Halim Gunawan Tanoto Salim Hartanto Tanjaya Sutanto Kurniadi Lim Tan Setiadi Santoso Susilo Widjaja
  Hadinata Kusnadi Darmawan Lukito Tjandra Hartono Sugianto Tanuwijaya Gozali Limanto Suganda Wongso Liem Kosasih Budiman`);

function javaneseName(random: Random): string {
  const male = random() < 0.5;
  const own = pick(random, male ? INDONESIAN_MALE : INDONESIAN_FEMALE);
  const last = pickUneven(random, male ? INDONESIAN_MALE_LAST : INDONESIAN_FEMALE_LAST, 1.5);
  const roll = random();
  if (roll < 0.57) return `${own} ${last}`;
  if (roll < 0.82) {
    const first = male && random() < 0.6 ? pick(random, INDONESIAN_MALE_FIRST) : pick(random, male ? INDONESIAN_MALE : INDONESIAN_FEMALE);
    return first === own ? `${own} ${last}` : `${first} ${own} ${last}`;
  }
  if (roll < 0.96) {
    let second = pick(random, male ? INDONESIAN_MALE : INDONESIAN_FEMALE);
    if (second === own) second = pick(random, male ? INDONESIAN_MALE : INDONESIAN_FEMALE);
    return second === own ? own : `${own} ${second}`;
  }
  return pick(random, JAVANESE_SINGLE);
}

const batakName = (random: Random) => `${pick(random, random() < 0.6 ? BATAK_GIVEN : [...INDONESIAN_MALE, ...INDONESIAN_FEMALE])} ${pickUneven(random, BATAK_MARGA)}`;
const chineseIndonesianName = (random: Random) => `${pick(random, CHINESE_INDONESIAN_GIVEN)} ${pickUneven(random, CHINESE_INDONESIAN_FAMILY)}`;

// The Philippines

const FILIPINO_MALE = names(`Juan Jose Mark John Michael Christian Jerome Paolo Joshua Carlo Angelo Ramon Antonio Miguel Rafael Gabriel Daniel James
  Kenneth Jayson Ryan Rodel Ronald Reynaldo Eduardo Ernesto Fernando Francisco Ricardo Roberto Rogelio Romeo Danilo Arnel Joel Noel Jericho Kevin
  Vincent Jomar Aldrin Bryan Carl Dominic Emmanuel Francis Gerald Harold Ian Jeffrey Jhon Justin Lorenzo Marvin Nathaniel Oliver Patrick Raymond
  Renato Vicente Alvin Benjie Cesar Dennis Edgar Efren Gilbert Jaime Jun Leonardo Manuel Nestor Oscar Pedro Rodrigo Rolando Rommel Teodoro`);
const FILIPINO_FEMALE = names(`Maria Mary Angelica Grace Joy Kristine Rhea Camille Nicole Patricia Ana Rosa Teresa Jasmine Andrea Princess Jennifer
  Michelle Janine Lovely Mae Ann Catherine Christine Daisy Divina Elena Fe Gloria Imelda Jocelyn Josephine Lourdes Luisa Marites Marilou Merlyn
  Nenita Precious Rowena Ruby Shiela Sheryl Trisha Venus Marjorie Kimberly Bea Clarisse Danica Erika Hazel Irene Jenny Kathleen Lea Liza Marian
  Nina Pia Aileen Analyn Charmaine Cristina Evangeline Florence Girlie Honeylyn Jovelyn Leah Lorna Mylene Rosemarie`);
/** A second given name ("John Paul", "Mary Grace"). */
const FILIPINO_MALE_SECOND = words('Paul Anthony Joseph Michael Angelo Christian Lloyd Carlo Rey Vincent Mark Louie Miguel Jay Benedict Patrick');
const FILIPINO_FEMALE_SECOND = words('Grace Joy Ann Rose Cristina Luisa Theresa Clarisse Mae Jane Kris Anne Claire Ellen Faith Hope');
/** Family names, most common first: Spanish (the 1849 catalogue's), native and Chinese Filipino. */
const FILIPINO_FAMILY = names(`Santos Reyes Cruz Bautista Garcia Mendoza Ocampo Torres Dela_Cruz Gonzales Ramos Flores Villanueva Castillo Aquino
  Rivera Castro Lopez Del_Rosario De_Leon Navarro Mercado Salazar Tomas Andrada De_Guzman Delos_Santos Hernandez Perez Fernandez Gomez Diaz
  Martinez Rodriguez Sanchez Domingo Pascual Aguilar Soriano Valdez Manalo Dizon Santiago Gutierrez Marquez Javier Lim Tan Sy Go Chua Ong Yap
  Co Cabrera Miranda Morales Padilla Panganiban Pangilinan Macaraeg Magbanua Mangubat Dimaculangan Dimaano Lacson Lualhati Maglaya Malonzo
  Manansala Bernardo Cortez Custodio David Dumlao Enriquez Esguerra Estrada Evangelista Francisco Galang Gatdula Ignacio Jimenez Lacsamana
  Legaspi Lozada Luna Mallari Medina Natividad Nepomuceno Ordoñez Pacheco Palma Quiambao Quizon Roxas Sarmiento Samonte Tolentino Trinidad
  Umali Vergara Vicente Zamora Abad Abella Agustin Alcantara Alvarez Antonio Aragon Arellano Austria Bacani Balagtas Baluyot Buenaventura
  Cabral Calderon Canlas Capistrano Carpio Catacutan Concepcion Cordero Corpuz Cuevas Dantes Ebron Fajardo Feliciano Gallardo Gamboa Guevarra
  Herrera Ilagan Jacinto Labrador Lagman Macapagal Madrigal Magsaysay Manalastas Manzano Maramba Montemayor Nicolas Pineda Quinto Rosales
  Sison Tanedo Tiongson Valenzuela Yambao Zialcita Alonzo Bañez Cañete Dagohoy Dalisay Espiritu Gabriel Hidalgo Lapuz Macalintal Mangahas
  Paras Policarpio Robles Salvador Sevilla Soliman Tuazon Villamor Yumul`);

function filipinoName(random: Random): string {
  const male = random() < 0.5;
  const own = pick(random, male ? FILIPINO_MALE : FILIPINO_FEMALE);
  const given = random() < 0.35 ? `${own} ${pick(random, male ? FILIPINO_MALE_SECOND : FILIPINO_FEMALE_SECOND)}` : own;
  // No Filipino family name is on more than about one name in fifty (the Spanish catalogue spread them).
  const family = pickUneven(random, FILIPINO_FAMILY, 1.3);
  // The mother's family name as the middle name, written out by some.
  const middle = random() < 0.3 ? pickUneven(random, FILIPINO_FAMILY, 1.3) : null;
  return middle && middle !== family ? `${given} ${middle} ${family}` : `${given} ${family}`;
}

/** Each people's share of a zone's orders and how it writes a name. */
const PEOPLES: Record<string, readonly (readonly [number, (random: Random) => string])[]> = {
  MY: [
    [62, malayName],
    [28, malaysianChineseName],
    [10, malaysianIndianName],
  ],
  ID: [
    [84, javaneseName],
    [9, batakName],
    [7, chineseIndonesianName],
  ],
  PH: [[100, filipinoName]],
};

/** A name of a zone written as its peoples write them; undefined for a country this file does not hold. */
export function southeastAsianName(random: Random, country: string): string | undefined {
  const peoples = PEOPLES[country];
  return peoples && pickWeighted(random, peoples)(random);
}
