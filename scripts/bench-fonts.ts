// `npm run bench:fonts`: what a story's reader and the home page cost in fonts on a slow phone, per language. For English, Japanese,
// Chinese, Korean, Arabic, Hindi (interface and story in the language) and Thai (a Thai story in the English interface), an author
// writes a story of three generated scenes in the language and publishes it; a fresh phone (412×823, cold cache) then
// opens its reader, and then the home page (where the story is among the newest), on Slow 4G (150 ms round trip,
// 1.6 Mbps down, 750 kbps up, 4× CPU). BENCH_FONTS_PAGES=reader or home measures one.
// How Slow 4G is made (BENCH_FONTS_THROTTLE): `simulated` (the default) is Lighthouse's mobile run, which loads the page
// unthrottled and computes the phone's timings from the requests' dependencies and the main thread's tasks (lantern):
// the machine's load moves it far less. `devtools` throttles Chromium itself (the network and CPU emulation of DevTools)
// and reads the browser's own largest-contentful-paint entry: closer to a phone, but on a busy machine the 4× CPU
// slowdown multiplies whatever else the machine is doing.
// Printed per page and language, the median of BENCH_FONTS_RUNS (default 5) loads: the font requests and their bytes on
// the wire, the largest contentful paint and its gap to English's: the languages take turns (en, ja, …, en, ja, …), and
// each round's gap is taken against that round's English load, so a machine slowed for a round moves both alike.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from 'playwright-core';
import { buildClient, registerViaApi, startEnvironment } from '../tests/e2e/harness';
import { createStory, generateScenes, trpcMutation, warmPictureCopies } from '../tests/e2e/flows';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Math.max(1, Number(process.env.BENCH_FONTS_RUNS ?? 5));
const SIMULATED = (process.env.BENCH_FONTS_THROTTLE ?? 'simulated') === 'simulated';
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Case {
  name: string;
  /** The interface language (the `lang` cookie). */
  lang: string;
  title: string;
  description: string;
  prompts: string[];
}

const CASES: Case[] = [
  {
    name: 'en',
    lang: 'en',
    title: 'The Little Cat Who Searched for a Star',
    description:
      'A small cat climbs the rooftops of an old harbour town at night, looking for the star that fell into the sea.',
    prompts: [
      'The cat climbs the lighthouse and asks the old keeper where the star fell',
      'The cat rides a fishing boat out to sea while the fishermen sing',
      'Under the waves the cat finds the star and carries it home',
    ],
  },
  {
    name: 'ja',
    lang: 'ja',
    title: '星をさがす小さな猫',
    description: '古い港町の屋根の上を、小さな猫が夜ごと歩きまわり、海に落ちた星をさがす物語です。',
    prompts: [
      '猫は灯台にのぼり、年老いた灯台守に星がどこへ落ちたのかをたずねる',
      '漁師たちが歌う中、猫は漁船に乗って沖へ出る',
      '波の下で猫は星を見つけ、大切に家まで運んで帰る',
    ],
  },
  {
    name: 'zh',
    lang: 'zh-CN',
    title: '寻找星星的小猫',
    description: '一只小猫每天夜里爬上古老港口小镇的屋顶，寻找那颗掉进大海的星星。',
    prompts: [
      '小猫爬上灯塔，问年老的守塔人星星落在了哪里',
      '渔夫们唱着歌，小猫坐上渔船出海',
      '在海浪下面，小猫找到了星星，把它小心地带回了家',
    ],
  },
  {
    name: 'ko',
    lang: 'ko',
    title: '별을 찾는 작은 고양이',
    description: '작은 고양이가 밤마다 오래된 항구 마을의 지붕 위를 걸으며 바다에 떨어진 별을 찾는 이야기입니다.',
    prompts: [
      '고양이는 등대에 올라 늙은 등대지기에게 별이 어디에 떨어졌는지 묻는다',
      '어부들이 노래하는 동안 고양이는 고깃배를 타고 바다로 나간다',
      '파도 아래에서 고양이는 별을 찾아 소중히 집으로 가져온다',
    ],
  },
  {
    name: 'ar',
    lang: 'ar',
    title: 'القطة الصغيرة التي بحثت عن نجمة',
    description: 'قطة صغيرة تتسلق أسطح مدينة ميناء قديمة كل ليلة بحثًا عن النجمة التي سقطت في البحر.',
    prompts: [
      'تتسلق القطة المنارة وتسأل الحارس العجوز أين سقطت النجمة',
      'تركب القطة قارب صيد إلى البحر بينما يغني الصيادون',
      'تحت الأمواج تجد القطة النجمة وتحملها إلى البيت',
    ],
  },
  {
    name: 'hi',
    lang: 'hi',
    title: 'तारे की खोज में छोटी बिल्ली',
    description: 'एक छोटी बिल्ली हर रात पुराने बंदरगाह शहर की छतों पर चढ़कर समुद्र में गिरे तारे को ढूँढती है।',
    prompts: [
      'बिल्ली प्रकाशस्तंभ पर चढ़ती है और बूढ़े रखवाले से पूछती है कि तारा कहाँ गिरा',
      'मछुआरे गाते हैं और बिल्ली मछली पकड़ने वाली नाव में समुद्र की ओर जाती है',
      'लहरों के नीचे बिल्ली तारा पाती है और उसे घर ले आती है',
    ],
  },
  {
    name: 'th (English interface)',
    lang: 'en',
    title: 'แมวน้อยตามหาดวงดาว',
    description: 'แมวน้อยปีนหลังคาเมืองท่าเก่าทุกคืนเพื่อตามหาดวงดาวที่ตกลงไปในทะเล',
    prompts: [
      'แมวปีนขึ้นประภาคารและถามผู้เฝ้าประภาคารว่าดวงดาวตกลงที่ไหน',
      'แมวนั่งเรือประมงออกทะเลขณะที่ชาวประมงร้องเพลง',
      'ใต้คลื่นแมวพบดวงดาวและพามันกลับบ้าน',
    ],
  },
];

/** An author writes the case's story: three generated scenes of three pictured panels, then publishes it. */
async function publishStory(baseUrl: string, story: Case): Promise<string> {
  const author = await registerViaApi(baseUrl);
  // The author's interface language names the outputs' words; the reader's is the visitor's own (the cookie).
  if (story.lang !== 'en') await trpcMutation(baseUrl, 'auth.updateProfile', { locale: story.lang }, author.token);
  const storyId = await createStory(baseUrl, author.token, { title: story.title, description: story.description });
  const detail = await generateScenes(baseUrl, author.token, storyId, story.prompts, { maxPanels: 3, timeout: 60_000 });
  await trpcMutation(baseUrl, 'stories.update', { id: storyId, changes: { status: 'published' } }, author.token);
  // The reader's pictures at their shown sizes: ask once so the server makes its copies, as a deployed app has them.
  const pictures = detail.scenes.flatMap((scene) => scene.panels.flatMap((panel) => panel.imageUrl ?? []));
  const copies = await warmPictureCopies(baseUrl, pictures, 60_000);
  if (copies.ready < copies.total) throw new Error(`only ${copies.ready} of ${copies.total} picture copies were made`);
  return storyId;
}

interface Load {
  fontRequests: number;
  fontBytes: number;
  lcpMs: number;
  lcpElement: string;
  fonts: string[];
}

async function load(browser: Browser, baseUrl: string, path: string, lang: string): Promise<Load> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (lang !== 'en') await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp: { time: number; element: string } };
    w.__lcp = { time: 0, element: '' };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        w.__lcp = {
          time: entry.startTime,
          element: entry.element
            ? `${entry.element.tagName.toLowerCase()}${entry.element.id ? `#${entry.element.id}` : ''} ${(entry.element.textContent ?? '').slice(0, 30)}`
            : '',
        };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const fontIds = new Map<string, string>();
  const fonts: string[] = [];
  let fontBytes = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Font') fontIds.set(event.requestId, new URL(event.response.url).pathname);
  });
  const done = (event: { requestId: string; encodedDataLength?: number }) => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
    const path = fontIds.get(event.requestId);
    if (path && event.encodedDataLength !== undefined) {
      fontBytes += event.encodedDataLength;
      fonts.push(`${path} ${event.encodedDataLength}`);
    }
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  try {
    await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
    // Quiet: no request in flight for 2 s (the fonts the app asks for after its first render included).
    while (inFlight > 0 || Date.now() - lastActivity < 2000) await sleep(200);
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: { time: number; element: string } }).__lcp);
    if (process.env.BENCH_FONTS_DETAILS) {
      // Where the time before the largest paint went: its picture's request and answer, and the main thread's long tasks.
      const timing = await page.evaluate((lcpTime) => {
        const entry: (PerformanceEntry & { url?: string }) | undefined = performance
          .getEntriesByType('largest-contentful-paint')
          .at(-1);
        const picture = entry?.url
          ? (performance.getEntriesByName(entry.url)[0] as PerformanceResourceTiming | undefined)
          : undefined;
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.js')) as PerformanceResourceTiming[];
        return {
          html: Math.round(nav.responseEnd),
          domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
          lastScriptBeforeLcp: Math.round(
            Math.max(0, ...scripts.filter((r) => r.responseEnd < lcpTime).map((r) => r.responseEnd)),
          ),
          pictureRequested: Math.round(picture?.requestStart ?? -1),
          pictureArrived: Math.round(picture?.responseEnd ?? -1),
          lcp: Math.round(lcpTime),
        };
      }, lcp.time);
      console.log(`   ${path} ${lang}: ${JSON.stringify(timing)}`);
    }
    return { fontRequests: fonts.length, fontBytes, lcpMs: lcp.time, lcpElement: lcp.element, fonts };
  } finally {
    await context.close();
  }
}

/**
 * One load by Lighthouse's mobile run (Slow 4G and 4× CPU simulated from an unthrottled load, a fresh profile each time):
 * its fonts as the load fetched them and the simulated largest contentful paint.
 */
async function simulatedLoad(port: number, url: string, lang: string): Promise<Load> {
  const extraHeaders =
    lang === 'en' ? undefined : { Cookie: `lang=${encodeURIComponent(lang)}`, 'Accept-Language': lang };
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  const requests =
    (audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const fonts = requests
    .filter((item) => item.resourceType === 'Font')
    .map((item) => `${new URL(String(item.url)).pathname} ${Number(item.transferSize)}`);
  const element = (
    audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  )?.items?.[0]?.items?.[0]?.node?.snippet;
  if (process.env.BENCH_FONTS_DETAILS)
    for (const item of requests)
      console.log(
        `   ${lang} ${String(item.resourceType).padEnd(10)} ${new URL(String(item.url)).pathname.slice(0, 70)} ${item.priority}: ${Math.round(Number(item.transferSize) / 1024)} KB, ${Math.round(Number(item.networkRequestTime))}–${Math.round(Number(item.networkEndTime))} ms`,
      );
  return {
    fontRequests: fonts.length,
    fontBytes: fonts.reduce((sum, font) => sum + Number(font.split(' ').pop()), 0),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    lcpElement: (element ?? '').slice(0, 60),
    fonts,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!process.env.BENCH_FONTS_NO_BUILD) buildClient();
  const env = await startEnvironment();
  const chrome = SIMULATED
    ? await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      })
    : null;
  const measure = (path: string, lang: string) =>
    chrome ? simulatedLoad(chrome.port, env.baseUrl + path, lang) : load(env.browser, env.baseUrl, path, lang);
  try {
    const only = process.env.BENCH_FONTS_LANG?.split(',');
    const cases = CASES.filter((c) => !only || only.includes(c.name.split(' ')[0]!));
    const stories = new Map<Case, string>();
    for (const story of cases) stories.set(story, await publishStory(env.baseUrl, story));
    const pages = (process.env.BENCH_FONTS_PAGES ?? 'reader,home').split(',');
    const pathOf = (page: string, story: Case) => (page === 'home' ? '/' : `/story/${stories.get(story)!}/read`);
    // One unmeasured load warms the server (compressed assets, picture copies).
    for (const page of pages) for (const story of cases) await measure(pathOf(page, story), story.lang);
    console.log(
      `\nOn Slow 4G (150 ms, 1.6 Mbps, 4× CPU, ${chrome ? "Lighthouse's simulation" : "Chromium's DevTools throttling"}), phone 412×823, cold cache; median of ${RUNS}`,
    );
    console.log('page    story                       font requests   font KB    LCP s   gap to en s   (runs)');
    // The languages take turns, so each run of each meets the same load on the machine.
    for (const page of pages) {
      const all = new Map<Case, Load[]>(cases.map((story) => [story, []]));
      for (let i = 0; i < RUNS; i += 1)
        for (const story of cases) all.get(story)!.push(await measure(pathOf(page, story), story.lang));
      const english = all.get(cases.find((story) => story.name === 'en')!) ?? [];
      for (const story of cases) {
        const runs = all.get(story)!;
        const lcp = median(runs.map((run) => run.lcpMs));
        const gap = english.length ? median(runs.map((run, i) => run.lcpMs - english[i]!.lcpMs)) / 1000 : NaN;
        console.log(
          `${page.padEnd(7)} ${story.name.padEnd(27)} ${String(median(runs.map((run) => run.fontRequests))).padStart(13)} ${(median(runs.map((run) => run.fontBytes)) / 1024).toFixed(1).padStart(9)} ${(lcp / 1000).toFixed(2).padStart(8)} ${gap.toFixed(2).padStart(12)}   (${runs.map((run) => (run.lcpMs / 1000).toFixed(2)).join(', ')}; LCP ${runs.find((run) => run.lcpMs === lcp)?.lcpElement})`,
        );
        if (process.env.BENCH_FONTS_DETAILS) console.log(`   ${runs[0]!.fonts.join('\n   ')}`);
      }
    }
  } finally {
    chrome?.kill();
    await env.close();
  }
}

await main();
// The figures are printed and the server and browsers closed; what the run leaves behind (Lighthouse's and the offline
// pictures' handles) kept the process alive for good.
process.exit(0);
