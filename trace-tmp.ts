import { chromium } from 'playwright-core';
import { startEnvironment } from './tests/e2e/harness';
const env = await startEnvironment();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const url = `${env.baseUrl}/story/${env.seed.storyIds[Number(process.env.STORY ?? 2)]}/read`;
await fetch(url);
const results: Record<string, number>[] = [];
for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    (window as any).__long = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) (window as any).__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForTimeout(7000);
  const { profile } = await cdp.send('Profiler.stop');
  const long = await page.evaluate(() => (window as any).__long);
  const tbt = long.reduce((a: number, [, d]: number[]) => a + Math.max(0, d - 50), 0);
  console.log('long tasks', JSON.stringify(long), 'TBT(4x, observed)', tbt);
  // busy stretches in the profile
  const nodes = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const name = (n: any) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^https?:\/\/[^/]+/, '')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  let t = 0; const samples: [number, any][] = [];
  profile.samples.forEach((s: number, i: number) => { t += profile.timeDeltas[i]; samples.push([t / 1000, nodes.get(s)]); });
  let start = -1; let self = new Map<string, number>(); let last = 0; let prev = 0;
  const flush = (end: number) => {
    if (start >= 0 && end - start > 40) {
      console.log(`busy ${start.toFixed(0)}–${end.toFixed(0)} ms (${(end - start).toFixed(0)})`);
      [...self].sort((a, b) => b[1] - a[1]).slice(0, 12).forEach(([k, v]) => console.log('   ', v.toFixed(1), k.slice(0, 120)));
    }
    start = -1; self = new Map();
  };
  for (const [time, node] of samples) {
    const delta = time - prev; prev = time;
    const idle = node.callFrame.functionName === '(idle)';
    if (idle) { if (start >= 0 && time - last > 2) flush(last); continue; }
    if (start < 0) start = time;
    last = time;
    self.set(name(node), (self.get(name(node)) ?? 0) + delta);
  }
  flush(last);
  // inclusive by function over the whole run (non-idle)
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map<string, number>();
  let p2 = 0; let tt = 0;
  profile.samples.forEach((s: number, i: number) => {
    tt += profile.timeDeltas[i]; const d = profile.timeDeltas[i] / 1000;
    if (nodes.get(s).callFrame.functionName === '(idle)' || nodes.get(s).callFrame.functionName === '(program)') return;
    const seen = new Set<string>(); let cur: number | undefined = s;
    while (cur != null) { const k = name(nodes.get(cur)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + d); } cur = parent.get(cur); }
  });
  [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 60)).forEach(([k, v]) => console.log('  incl', v.toFixed(1), k.slice(0, 110)));
  await context.close();
}
await browser.close(); await env.close();
