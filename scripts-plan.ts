import { readFileSync } from 'node:fs';
import { planPicture } from '/work/wt/settings/packages/offline-ai/src/picture-plan';
const file = process.argv[2]!;
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
lines.forEach((prompt, i) => {
  const plan = planPicture({ prompt, width: 600, height: 800, artStyle: '' } as any);
  console.log(String(i + 1).padStart(2), plan.setting.padEnd(9), String(plan.backdrop).padEnd(12), plan.glyphs.filter(g=>g.role==='place'||g.role==='prop').map(g=>`${g.role[0]}:${g.word}`).join(','), '|', prompt);
});
