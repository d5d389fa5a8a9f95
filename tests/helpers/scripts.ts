// The same story in every script, for the unit, API and browser tests of text as data.
export const SCRIPTS = {
  japanese: {
    title: '小さな猫の大冒険',
    description: '雨の日に、小さな猫が灯台へ向かう。「こんにちは！」',
    tag: '冒険',
  },
  chinese: { title: '小猫的大冒险', description: '下雨天，一只小猫走向灯塔。“你好！”', tag: '冒险' },
  korean: { title: '고양이의 대모험', description: '비 오는 날, 작은 고양이가 등대로 간다. "안녕!"', tag: '모험' },
  thai: { title: 'แมวน้อยผจญภัยครั้งใหญ่', description: 'ในวันที่ฝนตก แมวน้อยเดินไปที่ประภาคาร "สวัสดี!"', tag: 'ผจญภัย' },
  hindi: {
    title: 'छोटी बिल्ली का बड़ा साहसिक कार्य',
    description: 'बारिश के दिन एक छोटी बिल्ली प्रकाशस्तंभ की ओर जाती है। "नमस्ते!"',
    tag: 'साहसिक',
  },
  arabic: {
    title: 'مغامرة القطة الصغيرة الكبرى',
    description: 'في يوم ممطر، تمشي قطة صغيرة نحو المنارة. "مرحبا!"',
    tag: 'مغامرة',
  },
  hebrew: {
    title: 'ההרפתקה הגדולה של החתול הקטן',
    description: 'ביום גשום, חתול קטן הולך אל המגדלור. "שלום!"',
    tag: 'הרפתקה',
  },
  russian: {
    title: 'Большое приключение маленькой кошки',
    description: 'В дождливый день маленькая кошка идёт к маяку. «Привет!»',
    tag: 'Приключения',
  },
  vietnamese: {
    title: 'Bí mật của ngọn hải đăng',
    description: 'Vào một ngày mưa, chú mèo nhỏ đi về phía ngọn hải đăng. "Xin chào!"',
    tag: 'Phiêu lưu',
  },
  emoji: { title: '👩‍🚀 Space Cat 🇯🇵🚀', description: '🐱 meets 👨‍👩‍👧‍👦 on the 🌕, then 🏳️‍🌈 and 👍🏽!', tag: '🚀 space' },
} as const;
