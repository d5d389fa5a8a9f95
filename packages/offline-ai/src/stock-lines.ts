// Short lines a comic's characters say at any moment, in each interface language the writer cannot read, for scenes
// that have no new words of the author's to tell: each scene takes its own share, so a story's scenes never share one.
import type { Locale } from '../../../src/shared/locales';

type Tongue = Exclude<Locale, 'en'>;

/**
 * Sixteen lines a language, the same moments in each (look, wait, what was that, did you hear, hurry, over here, I can't
 * believe it, careful, who's there, now what, let's go, too quiet, hold on, we did it, something's wrong, don't give
 * up), written as a speaker of the language would say them.
 */
export const STOCK_LINES: Record<Tongue, readonly string[]> = {
  es: ['¡Mira!', '¡Espérame!', '¿Qué fue eso?', '¿Oíste eso?', '¡Rápido!', '¡Por aquí!', 'No me lo puedo creer…', '¡Cuidado!', '¿Quién anda ahí?', '¿Y ahora qué?', '¡Vamos!', 'Está muy tranquilo… demasiado.', '¡Agárrate fuerte!', '¡Lo logramos!', 'Algo no anda bien.', '¡No te rindas!'],
  'pt-BR': ['Olha!', 'Me espera!', 'O que foi isso?', 'Você ouviu isso?', 'Rápido!', 'Por aqui!', 'Não acredito…', 'Cuidado!', 'Quem está aí?', 'E agora?', 'Vamos!', 'Está quieto… quieto demais.', 'Segura firme!', 'Conseguimos!', 'Tem alguma coisa errada.', 'Não desista!'],
  ja: ['見て！', '待って！', '今のは何？', '聞こえた？', '急いで！', 'こっちだ！', '信じられない…', '気をつけて！', '誰かいるの？', 'さて、どうする？', '行こう！', '静かすぎる…', 'しっかりつかまって！', 'やった！', '何かがおかしい。', 'あきらめないで！'],
  ko: ['저기 봐!', '같이 가!', '방금 그거 뭐야?', '너도 들었어?', '서둘러!', '이쪽이야!', '말도 안 돼…', '조심해!', '거기 누구야?', '이제 어떡하지?', '가자!', '너무 조용해…', '꽉 잡아!', '해냈다!', '뭔가 이상해.', '포기하지 마!'],
  'zh-CN': ['快看！', '等等我！', '那是什么？', '你听到了吗？', '快点！', '这边！', '真不敢相信……', '小心！', '谁在那儿？', '现在怎么办？', '走吧！', '太安静了……', '抓紧了！', '我们成功了！', '有点不对劲。', '别放弃！'],
  hi: ['देखो!', 'मेरा इंतज़ार करो!', 'वह क्या था?', 'तुमने सुना?', 'जल्दी करो!', 'इधर आओ!', 'यक़ीन नहीं होता…', 'सावधान!', 'कौन है वहाँ?', 'अब क्या करें?', 'चलो!', 'इतना सन्नाटा क्यों है…', 'कसकर पकड़ो!', 'हमने कर दिखाया!', 'कुछ तो गड़बड़ है।', 'हार मत मानो!'],
  ar: ['انظر!', 'انتظرني!', 'ما هذا؟', 'هل سمعت ذلك؟', 'أسرع!', 'من هنا!', 'لا أصدق…', 'احذر!', 'من هناك؟', 'ماذا الآن؟', 'هيا بنا!', 'الهدوء مريب…', 'تمسّك جيدًا!', 'لقد نجحنا!', 'هناك خطب ما.', 'لا تستسلم!'],
};

/** Lines a scene may use; any STOCK_SHARE scenes in a row take different ones. */
export const STOCK_PER_SCENE = 2;
export const STOCK_SHARE = 16 / STOCK_PER_SCENE;

/** The stock lines of the scene with this index in its story (0 first), in its story's language. */
export function stockLinesFor(tongue: Tongue, scene: number): string[] {
  const lines = STOCK_LINES[tongue];
  const start = (scene % STOCK_SHARE) * STOCK_PER_SCENE;
  return lines.slice(start, start + STOCK_PER_SCENE);
}
