// The Worker's upload stays under the Free plan's 3 MiB compressed with room to spare: wrangler's own dry run measures
// it (the bundle and its WebAssembly modules, gzipped), as a deploy would, and the bundle carries each catalogue once. What it is made of: docs/performance.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../helpers/processes';

const ROOT = resolve(import.meta.dirname, '../..');
// 2,932: the place words a vehicle, a race, running water and the outside of a place are read by (about 0.5 KiB).
// 2,938: main measured 2,933.2; the adjectives WordNet maps onto the looks the painter draws add 4.6 KiB
// (src/data/wordnet-looks.json).
// 2,939: WordNet's kinds of child, the things compound roles name and the dress of a role's nearest kind add about
// 0.8 KiB (src/data/wordnet-roles.json).
// 2,942: the verbs the verb table does not list, by the schema WordNet's kinds give them (about 2.6 KiB,
// src/data/wordnet-verbs.json).
// 2,949: the words of the senses of 60 words that name several drawings add about 6.5 KiB (src/data/wordnet-senses.json).
// 2,950: where a thing put somewhere goes by its preposition and the parts of the doer's own body add about 1 KiB
// (src/data/verbs.json `frames`, `ownParts`).
// 2,955: every other spoken noun of a person WordNet knows, by the dressed role its kinds reach and its sex, and the
// animals no drawing names by their nearest drawn kin add about 5.6 KiB (src/data/wordnet-roles.json `standIns`,
// emoji-index.json).
// 2,957: the nouns WordNet knows by a synonym of a drawing's name (a pufferfish, a toilet roll) add about 1.5 KiB to
// the emoji index's English words.
// 2,961: a job's workplace and an animal's home (`words.json` `impliedPlaces`, `animalHomes`), the nouns WordNet tags
// as people as often as things, the verb table's mouths and instruments, and the alt text's mass nouns and pose objects
// (main measured 2,959.5).
// 2,963: a home's furniture, the clothes named without a colour and their drawings, the surgeon's cap and mask, and
// the roles' signature dress (main measured 2,961.2).
// 2,964: the skin marks (freckles, a tattoo, a scar, sunburn, an old face's lines), the weather and hours WordNet
// names, the places' parts, the containers "of" something and a few more animals and keywords (main measured 2,963.3).
// 2,965: the nearest drawings of groceries, binoculars and a tape measure, a fruit's tree, bedtime and a puddle named
// (main measured 2,964.2).
// 2,973: the thing nouns the painter says it left out, read from the 40,000 most frequent spoken words (2,894 nouns,
// was 1,123: about 6 KiB of src/data/wordnet-things.json), the deeds' places and the yards (a fresh clone measured 2,972.3).
const BUDGET_KIB = 2973;

describe('Worker upload', () => {
  it(`is at most ${BUDGET_KIB.toFixed(0)} KiB gzipped (the Free plan allows 3 MiB)`, () => {
    // The dry run reads the assets directory (the built client), as a deploy does.
    ensureClientBuilt(ROOT);
    const out = mkdtempSync(join(tmpdir(), 'panelcraft-upload-'));
    try {
      const run = spawnSync(
        process.execPath,
        [join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--outdir', out],
        // As a deploy builds it: Vitest's NODE_ENV=test would bundle React's development build (about 60 KiB more).
        {
          cwd: ROOT,
          encoding: 'utf8',
          env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false' },
        },
      );
      const text = `${run.stdout}\n${run.stderr}`;
      const total = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(text);
      expect(total, text).not.toBeNull();
      expect(Number(total![2])).toBeLessThanOrEqual(BUDGET_KIB);
      // Each compiled catalogue once: the page renderer reads the ones the server loaded (#server-catalogues), not
      // copies of the browser's chunks of them.
      const bundle = readFileSync(join(out, 'entry.worker.js'), 'utf8');
      for (const entry of ['"notFound.title":["Page Not Found"]', '"auth.login.title":["Welcome back"]'])
        expect(bundle.split(entry).length - 1, entry).toBe(1);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 90_000);
});
