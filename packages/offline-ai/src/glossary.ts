// What a picture prompt in Japanese, Chinese, Korean, Arabic, Hindi, Thai, Spanish or Portuguese says, in the English
// the painter reads: the creatures and people it names, what the first of them does, where, when, and the things in the
// scene. The painter reads English sentences ("A cat climbs on the roof at night. An owl watches."), so a prompt it
// cannot read is glossed into one from the words below; a prompt naming none of them keeps its own words (a labelled
// silhouette).

type Part = 'who' | 'do' | 'where' | 'when' | 'thing';

/**
 * English → its words in other languages, by the part each plays in the sentence. Words that mean something else inside
 * longer words are left out (Korean 새 "bird" is also "new", 말 "horse" also "word"); at one place the longest word wins
 * (ทะเลทราย desert over ทะเล sea, 城市 city over 城 castle, 灯台守 keeper over 灯台 lighthouse).
 */
const WORDS: [part: Part, english: string, words: string[]][] = [
  ['who', 'cat', ['猫', 'ねこ', 'ネコ', '고양이', 'قط', 'قطة', 'القط', 'القطة', 'बिल्ली', 'แมว', 'gato', 'gata']],
  ['who', 'dog', ['犬', 'いぬ', 'イヌ', '狗', '강아지', '개가', '개는', 'كلب', 'الكلب', 'कुत्ता', 'कुत्ते', 'หมา', 'สุนัข', 'perro', 'perra', 'cão', 'cachorro']],
  ['who', 'owl', ['フクロウ', 'ふくろう', '梟', '猫头鹰', '貓頭鷹', '부엉이', '올빼미', 'بومة', 'البومة', 'उल्लू', 'นกฮูก', 'búho', 'lechuza', 'coruja']],
  ['who', 'bird', ['鳥', 'とり', '鸟', 'طائر', 'الطائر', 'عصفور', 'चिड़िया', 'पक्षी', 'นก', 'pájaro', 'pássaro']],
  ['who', 'fox', ['キツネ', 'きつね', '狐', '狐狸', '여우', 'ثعلب', 'الثعلب', 'लोमड़ी', 'จิ้งจอก', 'zorro', 'raposa']],
  ['who', 'horse', ['馬', 'うま', '马', 'حصان', 'الحصان', 'घोड़ा', 'घोड़े', 'ม้า', 'caballo', 'cavalo']],
  ['who', 'dragon', ['竜', '龍', 'ドラゴン', '龙', '드래곤', 'تنين', 'التنين', 'ड्रैगन', 'มังกร', 'dragón', 'dragão']],
  ['who', 'robot', ['ロボット', '机器人', '機器人', '로봇', 'روبوت', 'الروبوت', 'रोबोट', 'หุ่นยนต์', 'robot', 'robô']],
  ['who', 'fish', ['魚', 'さかな', '鱼', '물고기', 'سمكة', 'السمكة', 'मछली', 'ปลา', 'pez', 'peixe']],
  ['who', 'girl', ['少女', '女の子', '娘', '女孩', '姑娘', '소녀', 'فتاة', 'الفتاة', 'लड़की', 'เด็กหญิง', 'หญิงสาว', 'niña', 'chica', 'menina', 'garota']],
  ['who', 'boy', ['少年', '男の子', '男孩', '소년', 'صبي', 'الولد', 'लड़का', 'เด็กชาย', 'niño', 'chico', 'menino', 'garoto']],
  ['who', 'grandmother', ['おばあさん', 'おばあちゃん', '祖母', '奶奶', '外婆', '할머니', 'جدة', 'جدتها', 'جدته', 'الجدة', 'दादी', 'नानी', 'คุณยาย', 'ยาย', 'abuela', 'avó']],
  ['who', 'grandfather', ['おじいさん', 'おじいちゃん', '祖父', '爷爷', '外公', '할아버지', 'الجد', 'दादा', 'नाना', 'คุณตา', 'ปู่', 'abuelo', 'avô']],
  ['who', 'king', ['王様', '国王', '國王', 'ملك', 'الملك', 'राजा', 'กษัตริย์', 'พระราชา', 'rey', 'rei']],
  ['who', 'princess', ['お姫様', '姫', '王女', '公主', '공주', 'أميرة', 'الأميرة', 'राजकुमारी', 'เจ้าหญิง', 'princesa']],
  ['who', 'wizard', ['魔法使い', '巫师', '魔法师', '마법사', 'ساحر', 'الساحر', 'जादूगर', 'พ่อมด', 'mago', 'hechicero', 'feiticeiro']],
  ['who', 'knight', ['騎士', '骑士', 'فارس', 'الفارس', 'शूरवीर', 'อัศวิน', 'caballero', 'cavaleiro']],
  ['who', 'merchant', ['商人', '상인', 'بائع', 'البائع', 'تاجر', 'व्यापारी', 'दुकानदार', 'พ่อค้า', 'แม่ค้า', 'vendedor', 'vendedora', 'mercader', 'comerciante']],
  ['who', 'fisherman', ['漁師', '渔夫', '어부', 'صياد', 'मछुआरा', 'ชาวประมง', 'pescador']],
  ['who', 'pirate', ['海賊', '海盗', '해적', 'قرصان', 'समुद्री डाकू', 'โจรสลัด', 'pirata']],
  ['who', 'astronaut', ['宇宙飛行士', '宇航员', '우주비행사', 'رائد فضاء', 'अंतरिक्ष यात्री', 'นักบินอวกาศ', 'astronauta']],
  ['who', 'lighthouse keeper', ['灯台守', 'farero', 'faroleiro']],
  ['do', 'climbs', ['登', 'のぼ', '爬', '攀', '오르', '올라', 'يتسلق', 'تتسلق', 'चढ़', 'ปีน', 'sube', 'trepa', 'escala', 'sobe']],
  ['do', 'flies', ['飛', '飞', '날아', 'يطير', 'تطير', 'تحلق', 'يحلق', 'उड़', 'บิน', 'vuela', 'voa']],
  ['do', 'sleeps', ['眠', '寝て', '寝る', '睡', '잠을', '자고', 'ينام', 'تنام', 'نائم', 'सो रह', 'सोता', 'सोती', 'นอน', 'หลับ', 'duerme', 'dorme']],
  ['do', 'runs', ['走る', '走っ', '走り', '跑', '달리', '뛰', 'يركض', 'تركض', 'दौड़', 'วิ่ง', 'corre']],
  ['do', 'walks', ['歩', '散步', '走路', '걷', '걸어', 'يمشي', 'تمشي', 'टहल', 'เดิน', 'camina', 'caminha', 'pasea', 'passeia']],
  ['do', 'finds', ['見つけ', '发现', '找到', '발견', 'يجد', 'تجد', 'وجد', 'وجدت', 'पाता', 'पाती', 'เจอ', 'พบ', 'encuentra', 'encontra', 'halla']],
  ['do', 'searches', ['探', '寻找', '找', '찾', 'تبحث', 'يبحث', 'खोज', 'ढूंढ', 'ढूँढ', 'ค้นหา', 'ตามหา', 'busca', 'procura']],
  ['do', 'swims', ['泳', '수영', '헤엄', 'يسبح', 'تسبح', 'तैर', 'ว่ายน้ำ', 'nadando']],
  ['do', 'fights', ['戦', '闘', '战斗', '싸우', 'يقاتل', 'تقاتل', 'लड़ता', 'लड़ती', 'ต่อสู้', 'lucha', 'pelea', 'luta']],
  ['do', 'hugs', ['抱きしめ', '抱き', '拥抱', '안아', '포옹', 'يعانق', 'تعانق', 'गले लग', 'กอด', 'abraza', 'abraça']],
  ['do', 'reads', ['読', '读', '看书', '읽', 'يقرأ', 'تقرأ', 'पढ़', 'อ่าน', 'lee', 'lê']],
  ['do', 'waves', ['振', '挥', '흔들', 'يلوح', 'تلوح', 'लहरा', 'हिला', 'โบก', 'saluda', 'agita', 'acena']],
  ['do', 'catches', ['捕まえ', '捕', '抓', '잡', 'يمسك', 'تمسك', 'يصطاد', 'पकड़', 'จับ', 'atrapa', 'agarra', 'pega', 'apanha']],
  ['do', 'eats', ['食べ', '吃', '먹', 'يأكل', 'تأكل', 'खाता', 'खाती', 'กิน', 'come']],
  ['do', 'dances', ['踊', '跳舞', '춤', 'يرقص', 'ترقص', 'नाच', 'เต้น', 'baila', 'dança']],
  ['do', 'meets', ['出会', '遇见', '遇到', '만나', 'تلتقي', 'يلتقي', 'मिलता', 'मिलती', 'conoce', 'conhece']],
  ['where', 'on the roof', ['屋根', '屋顶', '지붕', 'السطح', 'سطح', 'छत', 'หลังคา', 'tejado', 'techo', 'telhado']],
  ['where', 'at the market', ['市場', '市场', '集市', '시장', 'سوق', 'السوق', 'बाज़ार', 'बाजार', 'ตลาด', 'mercado']],
  ['where', 'at the lighthouse', ['灯台', '灯塔', '등대', 'منارة', 'المنارة', 'प्रकाशस्तंभ', 'लाइटहाउस', 'ประภาคาร', 'faro']],
  ['where', 'in the harbor', ['港', '항구', 'ميناء', 'الميناء', 'बंदरगाह', 'ท่าเรือ', 'puerto', 'porto']],
  ['where', 'in the forest', ['森', '林', '森林', '树林', '숲', 'غابة', 'الغابة', 'जंगल', 'ป่า', 'bosque', 'selva', 'floresta']],
  ['where', 'by the sea', ['海', '바다', 'بحر', 'البحر', 'समुद्र', 'ทะเล', 'mar']],
  ['where', 'in the city', ['都市', '城市', '도시', 'مدينة', 'المدينة', 'शहर', 'เมือง', 'ciudad', 'cidade']],
  ['where', 'at the castle', ['城', '城堡', 'قلعة', 'القلعة', 'किला', 'किले', 'महल', 'ปราสาท', 'castillo', 'castelo']],
  ['where', 'at school', ['学校', '학교', 'مدرسة', 'المدرسة', 'स्कूल', 'विद्यालय', 'โรงเรียน', 'escuela', 'escola']],
  ['where', 'in the garden', ['庭', '花园', '정원', 'حديقة', 'الحديقة', 'बगीचा', 'बगीचे', 'สวน', 'jardín', 'jardim']],
  ['where', 'on the mountain', ['山', 'جبل', 'الجبل', 'पहाड़', 'ภูเขา', 'montaña', 'montanha']],
  ['where', 'in space', ['宇宙', '太空', '우주', 'الفضاء', 'अंतरिक्ष', 'อวกาศ']],
  ['where', 'in the desert', ['砂漠', '沙漠', '사막', 'صحراء', 'الصحراء', 'रेगिस्तान', 'ทะเลทราย', 'desierto', 'deserto']],
  ['where', 'by the river', ['川', '河', 'نهر', 'النهر', 'नदी', 'แม่น้ำ', 'río', 'rio']],
  ['where', 'on the bridge', ['橋', '桥', 'جسر', 'الجسر', 'पुल', 'สะพาน', 'puente', 'ponte']],
  ['where', 'in the kitchen', ['台所', 'キッチン', '厨房', '부엌', 'مطبخ', 'المطبخ', 'रसोई', 'ห้องครัว', 'cocina', 'cozinha']],
  ['where', 'in the library', ['図書館', '图书馆', '도서관', 'مكتبة', 'المكتبة', 'पुस्तकालय', 'ห้องสมุด', 'biblioteca']],
  ['where', 'on the beach', ['砂浜', 'ビーチ', '海滩', '해변', 'شاطئ', 'الشاطئ', 'समुद्र तट', 'ชายหาด', 'playa', 'praia']],
  ['where', 'in the village', ['村', '마을', 'قرية', 'القرية', 'गाँव', 'गांव', 'หมู่บ้าน', 'pueblo', 'aldea', 'aldeia']],
  ['when', 'at night', ['夜', '밤', 'ليل', 'الليل', 'ليلة', 'रात', 'กลางคืน', 'คืน', 'noche', 'noite']],
  ['when', 'in the storm', ['嵐', '暴风雨', '风暴', '폭풍', 'عاصفة', 'العاصفة', 'तूफ़ान', 'तूफान', 'พายุ', 'tormenta', 'tempestad', 'tempestade']],
  ['when', 'in the rain', ['雨', 'مطر', 'المطر', 'बारिश', 'ฝน', 'lluvia', 'chuva']],
  ['when', 'in the snow', ['雪', 'ثلج', 'الثلج', 'बर्फ़', 'बर्फ', 'หิมะ', 'nieve', 'neve']],
  ['when', 'at dawn', ['夜明け', '黎明', '새벽', 'فجر', 'الفجر', 'भोर', 'รุ่งเช้า', 'amanecer', 'amanhecer', 'madrugada']],
  ['when', 'at sunset', ['夕方', '夕日', '夕焼け', '黄昏', '日落', '노을', 'غروب', 'الغروب', 'शाम', 'พระอาทิตย์ตก', 'ยามเย็น', 'ตอนเย็น', 'atardecer', 'anochecer', 'pôr do sol', 'entardecer']],
  ['thing', 'the moon', ['月', '달빛', '달을', '달이', '달님', 'قمر', 'القمر', 'चाँद', 'चांद', 'พระจันทร์', 'ดวงจันทร์', 'luna', 'lua']],
  ['thing', 'a lamp', ['ランプ', 'ランタン', '提灯', '灯笼', '灯', '등불', '랜턴', 'مصباح', 'فانوس', 'दीया', 'लालटेन', 'दीपक', 'ตะเกียง', 'โคม', 'lámpara', 'linterna', 'farol', 'lanterna', 'lâmpada']],
  ['thing', 'a boat', ['船', '보트', '배를', 'قارب', 'القارب', 'سفينة', 'नाव', 'जहाज़', 'जहाज', 'เรือ', 'barco', 'bote']],
  ['thing', 'a book', ['本を', '书', '책', 'كتاب', 'الكتاب', 'किताब', 'पुस्तक', 'หนังสือ', 'libro', 'livro']],
  ['thing', 'a sword', ['剣', '剑', 'سيف', 'السيف', 'तलवार', 'ดาบ', 'espada']],
  ['thing', 'a letter', ['手紙', '편지', 'رسالة', 'चिट्ठी', 'จดหมาย', 'carta']],
  ['thing', 'a map', ['地図', '地图', '지도', 'خريطة', 'नक्शा', 'แผนที่', 'mapa']],
  ['thing', 'a key', ['鍵', '钥匙', '열쇠', 'مفتاح', 'चाबी', 'กุญแจ', 'llave', 'chave']],
  ['thing', 'an umbrella', ['傘', '伞', '우산', 'مظلة', 'छाता', 'छतरी', 'ร่ม', 'paraguas', 'guarda-chuva', 'sombrilla']],
  ['thing', 'flowers', ['花', '꽃', 'زهرة', 'زهور', 'फूल', 'ดอกไม้', 'flores', 'flor']],
];

/** Chinese and Japanese: a word is found anywhere in the text (Thai: at the segmenter's word boundaries). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const THAI_WORDS = new Intl.Segmenter('th', { granularity: 'word' });
/** A runtime without ICU's Thai dictionary cuts no Thai words: then a Thai word is found anywhere, as before. */
const THAI_SEGMENTED = [...THAI_WORDS.segment('แมวปีนหลังคา')].length > 1;
const LETTERS = /[\p{L}\p{M}]+$/u;
const LETTERS_AHEAD = /^[\p{L}\p{M}]+/u;
/** What Arabic writes onto a word: and/so, with/to/like, the (والقط, ببائع, للسوق); her/his/their/our (جدتها). */
const ARABIC_BEFORE = new Set(['', 'و', 'ف', 'ب', 'ل', 'ك', 'وب', 'ول', 'فب', 'فل', 'ال', 'وال', 'بال', 'لل', 'ولل', 'فال', 'كال', 'وبال']);
/** Words that open a Spanish or Portuguese sentence without naming anyone (articles, "one day", "then", pronouns). */
const LATIN_OPENERS = new Set('el la los las un una unos unas o a os as um uma en em y e de del do da un día um dia entonces então luego depois cuando quando ella él ellos ellas ela ele elas eles yo eu tú tu você nosotros nós'.split(' '));
/** "She" and "he" before a verb: someone acts. */
const PRONOUNS: Record<string, string> = { ella: 'A girl', ela: 'A girl', él: 'A man', ele: 'A man', ellas: 'A girl', elas: 'A girl', ellos: 'A man', eles: 'A man' };
/** Spanish and Portuguese words are whole, or plural (gatos, flores, cidades; caminan, sobem). */
const LATIN_AFTER = new Set(['', 's', 'es', 'n', 'm']);
/** Those of them that hold a preposition (with, to, like): the word is whom something is done to. */
const WITH_PREPOSITION = new Set(['ب', 'ل', 'ك', 'وب', 'ول', 'فب', 'فل', 'بال', 'لل', 'ولل', 'كال', 'وبال']);
const ARABIC_AFTER = new Set(['', 'ها', 'ه', 'هم', 'هن', 'ي', 'ك', 'كم', 'نا', 'ة', 'ات', 'ان', 'ون', 'ين', 'تها', 'ته', 'تي']);

/**
 * Whether `word` found at `at` is that word: anywhere in Chinese and Japanese; in Arabic the whole word with its
 * attached particles and pronouns only (ليل "night" is not in ليلى "Layla"); in Spanish and Portuguese whole or
 * plural; in Hindi and Korean at a word's start, whatever follows (चढ़कर, 고양이가, 밤에).
 */
function isWordAt(text: string, at: number, word: string): boolean {
  if (UNSPACED.test(word)) return true;
  const before = LETTERS.exec(text.slice(0, at))?.[0] ?? '';
  if (/\p{Script=Latin}/u.test(word)) return before === '' && LATIN_AFTER.has(LETTERS_AHEAD.exec(text.slice(at + word.length))?.[0]?.toLowerCase() ?? '');
  if (!/\p{Script=Arabic}/u.test(word)) return before === '';
  const after = LETTERS_AHEAD.exec(text.slice(at + word.length))?.[0] ?? '';
  return ARABIC_BEFORE.has(before) && ARABIC_AFTER.has(after);
}

/** A listed word at `at`; `word` is its own text when it is not there (the owner in "灯台守の娘", named after her). */
type Found = { at: number; length: number; part: Part; english: string; word?: string };

/** The listed words in the text, left to right, none overlapping (the longest at a place). */
export function glossWords(original: string): Found[] {
  // Spanish and Portuguese words in any case ("Gato", "NOCHE"); a letter whose lower case is longer stays as it is, so
  // places in the text are its own.
  const text = [...original].map((char) => (char.toLowerCase().length === char.length ? char.toLowerCase() : char)).join('');
  // Thai writes no spaces between words: a Thai word must start and end where a word does (นก "bird" is not in
  // ตอนกลางคืน, "at night"), as the dictionary of Intl.Segmenter cuts them.
  const thai = THAI_SEGMENTED && /\p{Script=Thai}/u.test(text) ? new Set([...THAI_WORDS.segment(text)].flatMap((part) => [part.index, part.index + part.segment.length])) : null;
  const found: Found[] = [];
  for (const [part, english, words] of WORDS) {
    for (const word of words) {
      const inThai = /\p{Script=Thai}/u.test(word);
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
        if (inThai ? !thai || (thai.has(at) && thai.has(at + word.length)) : isWordAt(text, at, word)) found.push({ at, length: word.length, part, english });
      }
    }
  }
  found.sort((a, b) => a.at - b.at || b.length - a.length);
  const kept: Found[] = [];
  for (const entry of found) {
    const last = kept.at(-1);
    if (last && entry.at < last.at + last.length) continue;
    // "灯台守の娘": the lighthouse keeper's daughter is one person, the daughter; the keeper is named after her.
    if (last?.part === 'who' && entry.part === 'who' && text.slice(last.at + last.length, entry.at) === 'の') {
      kept[kept.length - 1] = { ...entry, at: last.at, length: entry.at + entry.length - last.at };
      kept.push({ ...last, at: entry.at + entry.length, length: 0, word: original.slice(last.at, last.at + last.length) });
      continue;
    }
    kept.push(entry);
  }
  return kept;
}

/**
 * The words of a scene's prompt that one of its beats lacks, in the scene's own words: its first creature or person,
 * its place, its time (and moon). A panel drawing that beat keeps them, so the cat, the roof and the night of
 * "แมว…ปีนขึ้นหลังคา…พระจันทร์" stay in the panel of "แต่กลับพบนกฮูกที่ใจดี" ("but finds a kind owl").
 */
export function sceneContext(scene: string, beat: string): string[] {
  const inScene = glossWords(scene);
  const inBeat = glossWords(beat);
  const original = (entry: Found) => scene.slice(entry.at, entry.at + entry.length);
  const words: string[] = [];
  const lead = inScene.find((entry) => entry.part === 'who' && entry.length);
  if (lead && !inBeat.some((entry) => entry.english === lead.english)) words.push(original(lead));
  const where = inScene.find((entry) => entry.part === 'where');
  if (where && !inBeat.some((entry) => entry.part === 'where')) words.push(original(where));
  const timed = (entry: Found) => entry.part === 'when' || entry.english === 'the moon';
  if (!inBeat.some(timed)) words.push(...inScene.filter(timed).map(original));
  return [...new Set(words)];
}

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `An ${noun}` : `A ${noun}`);

/** Verbs whose object is the first thing named ("finds a boat"); with the others a thing is held ("with a lamp"). */
const TAKES_OBJECT = new Set(['finds', 'catches', 'reads', 'waves', 'eats']);

/**
 * The text as one or two English sentences of what it names, or null when it names no one and no place: "แมว, a cat,
 * climbs on the roof at night. นกฮูก, an owl, watches." Only the first creature or person acts; the second watches.
 * `cast` are the names it gave. `names` are the
 * story's characters: one the text names acts under that name, and a noun beside it says what it is ("ส้มโอ แมว…",
 * "灯台守の娘ハナ": "ส้มโอ, a cat, …", "ハナ, a girl, …").
 */
export function gloss(text: string, names: string[] = []): { text: string; cast: string[] } | null {
  const named = names.filter((name) => name.trim() && text.includes(name)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
  // A name's own letters are no word of the list.
  let masked = text;
  for (const name of named) masked = masked.split(name).join('\u0000'.repeat(name.length));
  const words = glossWords(masked);
  const first = (part: Part) => words.find((entry) => entry.part === part)?.english;
  const all = (part: Part) => [...new Set(words.filter((entry) => entry.part === part).map((entry) => entry.english))];
  const people = words.filter((entry) => entry.part === 'who');
  let lead: string | null = null;
  // A verb before anyone the list names (and no character named): its language says where its subject is.
  const found = words.find((entry) => entry.part === 'do');
  const verb = found && !named.length && (people[0]?.at ?? Infinity) > found.at ? found : null;
  const verbText = verb ? text.slice(verb.at, verb.at + verb.length) : '';
  // Arabic puts the verb first and its subject after it (تبحث ليلى: "Layla searches"): a word the list does not know
  // there is someone who acts, a girl when the verb says "she" (تـ), else a man; the people named after are the others.
  if (verb && /\p{Script=Arabic}/u.test(verbText)) {
    const between = masked.slice(verb.at + verb.length, people[0]?.at ?? masked.length).trim();
    // "ببائع", "with a seller": one named with a preposition is whom the verb is done to, not who does it.
    const subject = ARABIC_BEFORE.has(between) ? WITH_PREPOSITION.has(between) : /^[\p{L}\p{M}]/u.test(between);
    if (subject) lead = text[verb.at] === 'ت' ? 'A girl' : 'A man';
  }
  // Spanish and Portuguese name who acts before the verb: "Ana sube al tejado" (a capitalised word the list does not know).
  if (verb && /\p{Script=Latin}/u.test(verbText)) {
    const before = text.slice(0, verb.at).split(/[.!?¡¿]/).at(-1)!;
    const pronoun = (before.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []).filter((word) => word in PRONOUNS).at(-1);
    const name = [...before.matchAll(/\p{Lu}[\p{L}\p{M}'’-]+/gu)].map((match) => match[0]).filter((word) => !LATIN_OPENERS.has(word.toLowerCase())).at(-1);
    // A pronoun is the person the text names later, if any ("Ela acena… (menina)"), else someone.
    lead = name ?? (pronoun && !people.length ? PRONOUNS[pronoun]! : null);
  }
  if (named[0]) {
    const at = text.indexOf(named[0]);
    const end = at + named[0].length;
    const beside = people.findIndex((entry) => (entry.at >= end && entry.at - end <= 2) || (entry.at + entry.length <= at && at - entry.at - entry.length <= 2));
    lead = beside >= 0 ? `${named[0]}, ${article(people.splice(beside, 1)[0]!.english).toLowerCase()},` : named[0];
  }
  // Each one the list names is called by the text's own word for it ("แมว, a cat,"): the painter gives a name one look,
  // so the same cat or girl looks the same in every panel that names it.
  const cast: string[] = [];
  const nouns = people
    .filter((entry, index) => people.findIndex((other) => other.english === entry.english) === index)
    .map((entry) => {
      const own = entry.word ?? text.slice(entry.at, entry.at + entry.length);
      cast.push(own);
      return `${own}, ${article(entry.english).toLowerCase()},`;
    });
  const [actor, other] = lead ? [lead, named[1] ?? nouns[0]] : nouns;
  const where = first('where');
  if (!actor && !where) return null;
  const when = all('when');
  const things = all('thing');
  // The moon is out at night.
  if (things.includes('the moon') && !when.includes('at night')) when.unshift('at night');
  const does = first('do') ?? (actor ? 'stands' : '');
  const held = things.filter((thing) => thing !== 'the moon');
  const object = actor && TAKES_OBJECT.has(does) ? held.shift() : undefined;
  const subject = actor ? `${actor} ${does}${object ? ` ${object}` : ''}` : 'The scene is';
  const scene = [subject, where, ...when.slice(0, 2)].filter(Boolean).join(' ');
  return { text: `${scene}${held.length ? ` with ${held.slice(0, 2).join(' and ')}` : ''}.${other ? ` ${other} watches.` : ''}`, cast };
}
