// Story Seeds in the interface's languages: the wizard asks for them before the author has written a word, so the only
// sign of the author's language is the story's default title, which the client gives in its own language.
import type { Locale } from '../../../src/shared/locales';

type Seed = { emoji: string; text: string };

/** Eight seeds each (the wizard shows five), premises of the English ones, written for each language. */
export const TRANSLATED_SEEDS: Record<Exclude<Locale, 'en'>, Seed[]> = {
  es: [
    { emoji: '🌊', text: 'Una farera en una isla solitaria empieza a recibir mensajes en botellas escritos con su propia letra, fechados dentro de muchos años.' },
    { emoji: '🤖', text: 'Un pequeño robot reparador de una megaciudad de neón adopta a un gato callejero y descubre un plan para apagar las luces de la ciudad para siempre.' },
    { emoji: '🐉', text: 'El último dragón del reino quiere jubilarse y contrata a un joven caballero nervioso para escenificar una derrota final muy convincente.' },
    { emoji: '🚀', text: 'Varada en un planeta desértico rojo, una astronauta sigue un rastro de huellas que, sin duda, no son humanas.' },
    { emoji: '🧁', text: 'Dos panaderos rivales de la misma calle deben unirse cuando un misterioso crítico gastronómico amenaza con cerrar todo el mercado.' },
    { emoji: '👻', text: 'Un fantasma amable que vive en una vieja biblioteca ayuda a un estudiante solitario a resolver el acertijo que lo tiene atrapado allí desde hace un siglo.' },
    { emoji: '🏴‍☠️', text: 'Una tripulación de piratas inadaptados descubre que su mapa del tesoro lleva a una isla que se mueve un poco cada noche.' },
    { emoji: '❄️', text: 'En un pueblo donde el invierno nunca termina, una niña y su perro escalan la montaña helada para descubrir quién robó el sol.' },
  ],
  'pt-BR': [
    { emoji: '🌊', text: 'Uma faroleira numa ilha solitária começa a receber mensagens em garrafas escritas com a própria letra, datadas de anos no futuro.' },
    { emoji: '🤖', text: 'Um pequeno robô de consertos numa megacidade de neon adota um gato de rua e descobre um plano para apagar as luzes da cidade para sempre.' },
    { emoji: '🐉', text: 'O último dragão do reino quer se aposentar e contrata um jovem cavaleiro nervoso para encenar uma derrota final bem convincente.' },
    { emoji: '🚀', text: 'Presa num planeta de deserto vermelho, uma astronauta segue um rastro de pegadas que com certeza não são humanas.' },
    { emoji: '🧁', text: 'Dois padeiros rivais da mesma rua precisam se unir quando um crítico de comida misterioso ameaça fechar o mercado inteiro.' },
    { emoji: '👻', text: 'Um fantasma gentil que assombra uma velha biblioteca ajuda um estudante solitário a resolver o enigma que o prende ali há um século.' },
    { emoji: '🏴‍☠️', text: 'Uma tripulação de piratas desajustados descobre que seu mapa do tesouro leva a uma ilha que se move um pouco a cada noite.' },
    { emoji: '❄️', text: 'Numa vila onde o inverno nunca acaba, uma menina e seu cachorro sobem a montanha congelada para descobrir quem roubou o sol.' },
  ],
  ja: [
    { emoji: '🌊', text: 'ひとりぼっちの島の灯台守のもとに、何年も先の日付が書かれた、自分の筆跡の手紙入りの瓶が届きはじめる。' },
    { emoji: '🤖', text: 'ネオンの巨大都市で暮らす小さな修理ロボットが野良猫を拾い、街の明かりを永遠に消そうとする陰謀に気づく。' },
    { emoji: '🐉', text: '王国最後のドラゴンは引退したくて、気の弱い若い騎士を雇い、最後の負け試合をそれらしく演じてもらうことにする。' },
    { emoji: '🚀', text: '赤い砂漠の惑星に取り残された宇宙飛行士は、どう見ても人間のものではない足跡をたどっていく。' },
    { emoji: '🧁', text: '同じ通りでライバル同士のパン屋ふたりが、市場ごと閉めさせようとする謎の料理評論家に立ち向かうため手を組む。' },
    { emoji: '👻', text: '古い図書館に住むやさしい幽霊が、ひとりぼっちの学生と一緒に、百年も自分を閉じこめてきたなぞを解く。' },
    { emoji: '🏴‍☠️', text: 'はみ出し者の海賊たちは、宝の地図が毎晩少しずつ動く島を指していることに気づく。' },
    { emoji: '❄️', text: '冬が終わらない村で、少女と犬が凍った山に登り、太陽を盗んだのは誰かを突き止めようとする。' },
  ],
  ko: [
    { emoji: '🌊', text: '외딴섬의 등대지기에게 자신의 글씨로 쓰인, 몇 년 뒤 날짜가 적힌 병 속 편지가 도착하기 시작한다.' },
    { emoji: '🤖', text: '네온 대도시의 작은 수리 로봇이 길고양이를 데려오고, 도시의 불빛을 영원히 끄려는 음모를 알아낸다.' },
    { emoji: '🐉', text: '왕국의 마지막 드래곤은 은퇴하고 싶어서, 겁 많은 젊은 기사를 고용해 아주 그럴듯한 마지막 패배를 연출하려 한다.' },
    { emoji: '🚀', text: '붉은 사막 행성에 홀로 남은 우주비행사가 분명 사람의 것이 아닌 발자국을 따라간다.' },
    { emoji: '🧁', text: '같은 거리의 라이벌 제빵사 두 명이 시장 전체를 닫게 하려는 수수께끼의 음식 평론가에 맞서 손을 잡는다.' },
    { emoji: '👻', text: '오래된 도서관에 사는 친절한 유령이 외로운 학생과 함께 자신을 백 년 동안 가둬 온 수수께끼를 푼다.' },
    { emoji: '🏴‍☠️', text: '어설픈 해적 선원들이 보물 지도가 매일 밤 조금씩 움직이는 섬을 가리킨다는 걸 알게 된다.' },
    { emoji: '❄️', text: '겨울이 끝나지 않는 마을에서 소녀와 강아지가 얼어붙은 산에 올라 누가 태양을 훔쳤는지 알아내려 한다.' },
  ],
  'zh-CN': [
    { emoji: '🌊', text: '孤岛上的灯塔守护人开始收到漂流瓶里的信，字迹是她自己的，日期却是多年以后。' },
    { emoji: '🤖', text: '霓虹大都市里的一个小修理机器人收养了一只流浪猫，并发现了一个要让城市永远熄灯的阴谋。' },
    { emoji: '🐉', text: '王国里最后一条龙想退休了，于是雇了一位紧张的年轻骑士，来演一场足以乱真的最终败仗。' },
    { emoji: '🚀', text: '被困在红色沙漠星球上的宇航员，循着一串显然不属于人类的脚印前进。' },
    { emoji: '🧁', text: '同一条街上的两位竞争对手面包师，必须联手对付一位扬言要关掉整个市场的神秘美食评论家。' },
    { emoji: '👻', text: '住在旧图书馆里的友善幽灵，帮助一个孤独的学生解开把它困在那里一百年的谜题。' },
    { emoji: '🏴‍☠️', text: '一群格格不入的海盗发现，他们的藏宝图指向一座每晚都会悄悄移动的小岛。' },
    { emoji: '❄️', text: '在一个冬天永不结束的村庄里，一个女孩和她的狗爬上冰封的山，去查出是谁偷走了太阳。' },
  ],
  hi: [
    { emoji: '🌊', text: 'एक सुनसान द्वीप की लाइटहाउस रखवाली को बोतलों में ऐसे संदेश मिलने लगते हैं जो उसी की लिखावट में हैं और कई साल बाद की तारीख़ के हैं।' },
    { emoji: '🤖', text: 'नियॉन से जगमगाते महानगर का एक छोटा मरम्मत रोबोट एक आवारा बिल्ली को अपनाता है और शहर की बत्तियाँ हमेशा के लिए बुझाने की साज़िश का पता लगाता है।' },
    { emoji: '🐉', text: 'राज्य का आख़िरी ड्रैगन रिटायर होना चाहता है, और एक घबराए हुए नौजवान शूरवीर को एक आख़िरी, बिल्कुल असली लगने वाली हार का नाटक करने के लिए रखता है।' },
    { emoji: '🚀', text: 'लाल रेगिस्तानी ग्रह पर फँसी एक अंतरिक्ष यात्री पैरों के ऐसे निशानों का पीछा करती है जो पक्का इंसानों के नहीं हैं।' },
    { emoji: '🧁', text: 'एक ही गली के दो प्रतिद्वंद्वी बेकरों को साथ आना पड़ता है, जब एक रहस्यमय खाद्य समीक्षक पूरा बाज़ार बंद करवाने की धमकी देता है।' },
    { emoji: '👻', text: 'एक पुरानी लाइब्रेरी में रहने वाला दयालु भूत एक अकेले छात्र की मदद से वह पहेली सुलझाता है जिसने उसे सौ साल से वहाँ क़ैद कर रखा है।' },
    { emoji: '🏴‍☠️', text: 'बेमेल समुद्री डाकुओं का एक दल पाता है कि उनका खज़ाने का नक्शा एक ऐसे द्वीप तक ले जाता है जो हर रात थोड़ा खिसक जाता है।' },
    { emoji: '❄️', text: 'एक ऐसे गाँव में जहाँ सर्दी कभी ख़त्म नहीं होती, एक लड़की और उसका कुत्ता जमे हुए पहाड़ पर चढ़ते हैं ताकि पता लगा सकें कि सूरज किसने चुराया।' },
  ],
  ar: [
    { emoji: '🌊', text: 'تبدأ حارسة منارة على جزيرة نائية بتلقّي رسائل في زجاجات مكتوبة بخط يدها، ومؤرّخة بعد سنوات من الآن.' },
    { emoji: '🤖', text: 'روبوت إصلاح صغير في مدينة نيون عملاقة يتبنّى قطًا شاردًا، ويكشف مؤامرة لإطفاء أضواء المدينة إلى الأبد.' },
    { emoji: '🐉', text: 'آخر تنين في المملكة يريد التقاعد، فيستأجر فارسًا شابًا متوترًا ليمثّلا معًا هزيمة أخيرة مقنعة جدًا.' },
    { emoji: '🚀', text: 'عالقةً على كوكب صحراوي أحمر، تتبع رائدة فضاء آثار أقدام ليست بشرية على الإطلاق.' },
    { emoji: '🧁', text: 'خبّازان متنافسان في الشارع نفسه يضطران إلى التعاون حين يهدّد ناقد طعام غامض بإغلاق السوق كلها.' },
    { emoji: '👻', text: 'شبح لطيف يسكن مكتبة قديمة يساعد طالبًا وحيدًا على حلّ اللغز الذي حبسه هناك منذ قرن.' },
    { emoji: '🏴‍☠️', text: 'طاقم من القراصنة غير المتآلفين يكتشف أن خريطة كنزهم تقود إلى جزيرة تتحرك قليلًا كل ليلة.' },
    { emoji: '❄️', text: 'في قرية لا ينتهي فيها الشتاء أبدًا، تصعد فتاة وكلبها الجبل المتجمّد لتعرفا من سرق الشمس.' },
  ],
};
