// One short story (title, author, description, bubbles) in every script, for the rendering tests (line breaking, canvas, PDF, CBZ, share card).
export interface ScriptSample {
  lang: string;
  title: string;
  author: string;
  description: string;
  bubbles: string[];
  /** Written right to left. */
  rtl?: boolean;
  /** Written without spaces between words (lines break between words or characters). */
  spaceless?: boolean;
}

export const SCRIPT_SAMPLES: ScriptSample[] = [
  {
    lang: 'ja',
    spaceless: true,
    title: '星をさがす小さな猫',
    author: '山田花子',
    description: '小さな猫が夜空で迷子の星を探す物語です。',
    bubbles: ['今日は天気がいいですね。一緒に散歩に行きませんか？', '「星はどこ？」と猫は聞いた。'],
  },
  {
    lang: 'zh',
    spaceless: true,
    title: '寻找星星的小猫',
    author: '李小龙',
    description: '一只小猫在夜空中寻找迷路的星星。',
    bubbles: ['今天天气很好，我们一起去散步吧！', '星星在哪里？'],
  },
  {
    lang: 'ko',
    title: '별을 찾는 작은 고양이',
    author: '김민수',
    description: '작은 고양이가 밤하늘에서 길 잃은 별을 찾는 이야기입니다.',
    bubbles: ['오늘 날씨가 정말 좋네요. 같이 산책할래요?', '별은 어디에 있을까?'],
  },
  {
    lang: 'th',
    spaceless: true,
    title: 'แมวน้อยตามหาดวงดาว',
    author: 'สมชาย ใจดี',
    description: 'เรื่องราวของแมวน้อยที่ออกตามหาดวงดาวที่หลงทาง',
    bubbles: ['วันนี้อากาศดีมากเลยนะ ไปเดินเล่นด้วยกันไหม', 'ดวงดาวอยู่ที่ไหนกันนะ'],
  },
  {
    lang: 'hi',
    title: 'तारे की खोज में छोटी बिल्ली',
    author: 'प्रिया शर्मा',
    description: 'एक छोटी बिल्ली रात के आसमान में खोए हुए तारे को ढूँढती है।',
    bubbles: ['आज मौसम बहुत अच्छा है। क्या तुम मेरे साथ घूमने चलोगे?', 'क्षमा करें, तारा कहाँ है?'],
  },
  {
    lang: 'ar',
    rtl: true,
    title: 'القطة الصغيرة تبحث عن نجمة',
    author: 'فاطمة الزهراء',
    description: 'قصة قطة صغيرة تبحث عن نجمة ضائعة في سماء الليل.',
    bubbles: ['الطقس جميل اليوم! هل تريد أن تمشي معي؟', 'أين النجمة؟'],
  },
  {
    lang: 'he',
    rtl: true,
    title: 'החתולה הקטנה מחפשת כוכב',
    author: 'נועה לוי',
    description: 'סיפור על חתולה קטנה שמחפשת כוכב אבוד בשמי הלילה.',
    bubbles: ['מזג האוויר יפה היום! רוצה לטייל איתי?', 'איפה הכוכב?'],
  },
  {
    lang: 'ru',
    title: 'Маленький котёнок ищет звезду',
    author: 'Иван Петров',
    description: 'История о маленьком котёнке, который ищет потерявшуюся звезду.',
    bubbles: ['Сегодня прекрасная погода! Пойдём гулять вместе?', 'Где же звезда?'],
  },
  {
    lang: 'vi',
    title: 'Chú mèo nhỏ đi tìm ngôi sao',
    author: 'Nguyễn Thị Hương',
    description: 'Bí mật của ngôi sao lạc đường trên bầu trời đêm.',
    bubbles: ['Hôm nay trời đẹp quá! Đi dạo với tôi không?', 'Ngôi sao ở đâu rồi?'],
  },
  {
    lang: 'emoji',
    title: 'Space cat 🐱🚀 and the lost star ⭐',
    author: 'Astro 👩‍🚀',
    description: 'A cat 🐈 flies to 🇯🇵 and back 🌙✨',
    bubbles: ['👩‍🚀 Ready for launch? 🚀🚀', 'Found it! ⭐🇯🇵👍🏽'],
  },
];
