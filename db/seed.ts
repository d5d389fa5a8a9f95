// Demo content: users, stories with scenes, panels, bubbles, characters, locations and likes. Used by `npm run seed` and the bench.
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { entities, likes, panels, scenes, stories, users, type PanelRow, type TextBubble } from './schema';
import { hashPassword } from '../worker/auth/password';
import type { ImageProvider } from '../worker/ai/types';
import type { MediaStore } from '../worker/platform/media';

export const SEED_PASSWORD = 'Panelcraft-demo1';
const TAGS = ['Adventure', 'Sci-Fi', 'Fantasy', 'Mystery', 'Comedy', 'Romance', 'Horror', 'Noir', 'Superhero', 'Slice of Life'];
const HEROES = ['Nova', 'Bolt', 'Ivy', 'Rex', 'Mira', 'Quill', 'Juno', 'Pip', 'Zara', 'Orin'];
const PLACES = ['Neon Bar', 'Moon Harbor', 'Clockwork Library', 'Crystal Forest', 'Rooftop Garden', 'Sunken City'];
const PREMISES = [
  'walks into a bar and orders a glass of motor oil',
  'finds a map hidden inside a library book',
  'wakes up on a spaceship with no crew',
  'opens a bakery that only sells enchanted bread',
  'chases a thief across the rooftops at midnight',
  'discovers the moon has a back door',
];
const PALETTES = [
  ['#ffd23f', '#ee4266', '#540d6e'],
  ['#3bceac', '#0ead69', '#1b263b'],
  ['#f6ae2d', '#f26419', '#33658a'],
  ['#c1d3fe', '#4361ee', '#3a0ca3'],
  ['#ffcad4', '#f4acb7', '#9d8189'],
  ['#e9c46a', '#2a9d8f', '#264653'],
];

/** Simple comic-panel pictures (sky, sun, hills, a figure) so seeded stories have something to look at. */
function panelSvg(index: number): string {
  const [sky, accent, ink] = PALETTES[index % PALETTES.length]!;
  const x = 120 + ((index * 97) % 520);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 768 1024" width="768" height="1024">
<rect width="768" height="1024" fill="${sky}"/>
<circle cx="${640 - x / 3}" cy="200" r="90" fill="#fff8e7" stroke="${ink}" stroke-width="8"/>
<path d="M0 700 Q 200 ${560 + (index % 5) * 20} 400 680 T 768 640 V1024 H0Z" fill="${accent}" stroke="${ink}" stroke-width="10"/>
<rect x="${x - 50}" y="520" width="100" height="200" rx="40" fill="#fff" stroke="${ink}" stroke-width="10"/>
<circle cx="${x}" cy="470" r="60" fill="#fff" stroke="${ink}" stroke-width="10"/>
<circle cx="${x - 20}" cy="460" r="8" fill="${ink}"/><circle cx="${x + 20}" cy="460" r="8" fill="${ink}"/>
<path d="M0 0H768V1024H0Z" fill="none" stroke="${ink}" stroke-width="24"/>
</svg>`;
}

export interface SeedOptions {
  users?: number;
  stories?: number;
  scenesPerStory?: number;
  panelsPerScene?: number;
  likes?: number;
  /** One story gets this many scenes (the bench's story read). */
  bigStoryScenes?: number;
  media?: MediaStore;
  /** Paints real panels for each place (the offline provider); without it, simple drawn stand-ins. */
  painter?: ImageProvider;
  now?: Date;
}

export interface SeedResult {
  users: { id: string; username: string; email: string }[];
  storyIds: string[];
  bigStoryId: string;
  counts: { users: number; stories: number; scenes: number; panels: number; likes: number };
}

/** Deterministic pseudo-random numbers so a seed is repeatable. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const userCount = options.users ?? 8;
  const storyCount = options.stories ?? 24;
  const scenesPerStory = options.scenesPerStory ?? 3;
  const panelsPerScene = options.panelsPerScene ?? 3;
  const likeCount = options.likes ?? storyCount * 3;
  const bigStoryScenes = options.bigStoryScenes ?? 20;
  const now = (options.now ?? new Date()).getTime();
  const random = rng(42);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;

  const imageUrls: string[] = [];
  /** With a painter: two pictures of each place, so a story's panels show where it happens. */
  const placeImages = new Map<string, string[]>();
  if (options.media && options.painter) {
    for (const [i, place] of PLACES.entries()) {
      const urls: string[] = [];
      for (let variant = 0; variant < 2; variant++) {
        const hero = HEROES[(i * 2 + variant) % HEROES.length]!;
        const started = await options.painter.start({
          prompt: `${hero} ${PREMISES[(i + variant) % PREMISES.length]} at the ${place}`,
          width: 768,
          height: 1024,
          model: 'flux-kontext-pro',
          artStyle: 'Classic comic book style with bold ink outlines and vibrant colors',
          hints: { characters: [hero], location: place, seed: `seed-${i}-${variant}`, subject: 'panel' },
        });
        if (started.status !== 'done') continue;
        const key = `seed/${place.toLowerCase().replace(/\W+/g, '-')}-${variant + 1}.png`;
        await options.media.put(key, new Uint8Array(started.output.data), started.output.contentType);
        urls.push(`/media/${key}`);
      }
      placeImages.set(place, urls);
    }
  } else if (options.media) {
    for (let i = 0; i < 12; i++) {
      const key = `seed/panel-${i + 1}.svg`;
      await options.media.put(key, new TextEncoder().encode(panelSvg(i)), 'image/svg+xml');
      imageUrls.push(`/media/${key}`);
    }
  }
  const pictureFor = (place: string, index: number) => {
    const own = placeImages.get(place);
    if (own?.length) return own[index % own.length]!;
    return imageUrls.length ? imageUrls[index % imageUrls.length]! : null;
  };

  const passwordHash = await hashPassword(SEED_PASSWORD);
  const existing = Number((await db.all<{ n: number }>(sql`select count(*) as n from users`))[0]?.n ?? 0);
  const userRows = Array.from({ length: userCount }, (_, i) => {
    const n = existing + i + 1;
    const first = HEROES[i % HEROES.length]!;
    return {
      id: `seeduser${n}`,
      username: `${first.toLowerCase()}_${n}`,
      email: `${first.toLowerCase()}${n}@demo.panelcraft.test`,
      passwordHash,
      firstName: first,
      lastName: i % 3 === 0 ? '' : 'Storyteller',
      avatar: null,
      isActive: true,
      createdAt: new Date(now - (userCount - i) * 86_400_000),
      updatedAt: new Date(now),
      lastLogin: null,
    };
  });
  await insertChunked(userRows, (chunk) => db.insert(users).values(chunk));

  const storyIds: string[] = [];
  let sceneTotal = 0;
  let panelTotal = 0;
  await db.transaction(async (tx) => {
    const storyRows = [];
    const sceneRows = [];
    const panelRows: PanelRow[] = [];
    const entityRows = [];
    for (let s = 0; s < storyCount; s++) {
      const id = `seedstory${existing}x${s + 1}`;
      storyIds.push(id);
      const hero = pick(HEROES);
      const place = pick(PLACES);
      const premise = pick(PREMISES);
      const createdAt = new Date(now - (storyCount - s) * 60_000);
      const tags = [...new Set([pick(TAGS), pick(TAGS)])];
      storyRows.push({
        id,
        userId: userRows[s % userRows.length]!.id,
        title: `${hero} and the ${place}`,
        description: `${hero} ${premise}. What happens next at the ${place} changes everything.`,
        tags,
        aspectRatio: s % 5 === 0 ? '1:1' : '3:4',
        panels: panelsPerScene,
        defaultPanels: panelsPerScene,
        artStyle: 'Classic comic book style with bold ink outlines and vibrant colors',
        imageGenerationModel: 'flux-kontext-pro',
        // Demo stories are published (a draft would be hidden from everyone but its author).
        status: 'published',
        previewImage: null,
        isRemix: false,
        originalStoryId: null,
        originalSceneId: null,
        originalStoryTitle: null,
        originalStoryDeleted: false,
        onboardingCompleted: true,
        createdAt,
        updatedAt: createdAt,
      });
      entityRows.push(
        { id: `${id}c`, storyId: id, kind: 'character' as const, name: hero, title: 'the hero', description: `${hero}, brave and curious`, imagePrompt: hero, primaryImageUrl: null, imageUrls: [], firstAppearance: 1, createdAt },
        { id: `${id}l`, storyId: id, kind: 'location' as const, name: place, title: '', description: `The ${place}`, imagePrompt: place, primaryImageUrl: null, imageUrls: [], firstAppearance: 1, createdAt },
      );
      const sceneCount = s === 0 ? bigStoryScenes : scenesPerStory;
      for (let n = 1; n <= sceneCount; n++) {
        const sceneId = `${id}s${n}`;
        sceneRows.push({ id: sceneId, storyId: id, sceneNumber: n, title: `Scene ${n}`, description: `${hero} at the ${place}, part ${n}`, prompt: `${hero} ${premise}`, status: 'completed', createdAt, updatedAt: createdAt });
        for (let p = 1; p <= panelsPerScene; p++) {
          const bubbles: TextBubble[] = [
            { id: `bubble-${s}-${n}-${p}`, text: p === 1 ? `Here we go, ${place}!` : pick(['What was that?', 'Follow me!', 'Not again...', 'Look up!']), type: p === panelsPerScene ? 'narration' : 'speech', position: { x: 0.3, y: 0.18 }, style: { fontFamily: 'Bangers', fontSize: 18 } },
          ];
          panelRows.push({
            id: `${sceneId}p${p}`,
            sceneId,
            storyId: id,
            panelNumber: p,
            description: `${hero} in the ${place}, panel ${p}`,
            imagePrompt: `${hero}, ${place}, comic panel ${p}`,
            imageUrl: pictureFor(place, s + n + p),
            videoUrl: null,
            videoPrompt: null,
            imageGenerationError: null,
            altText: `${hero} in the ${place}`,
            textBubbles: bubbles,
            createdAt,
            updatedAt: createdAt,
          });
        }
      }
    }
    sceneTotal = sceneRows.length;
    panelTotal = panelRows.length;
    await insertChunked(storyRows, (chunk) => tx.insert(stories).values(chunk), 300);
    await insertChunked(entityRows, (chunk) => tx.insert(entities).values(chunk), 300);
    await insertChunked(sceneRows, (chunk) => tx.insert(scenes).values(chunk), 500);
    await insertChunked(panelRows, (chunk) => tx.insert(panels).values(chunk), 300);
  });

  // Likes: distinct (user, story) pairs spread over all users and stories.
  const likeRows: { userId: string; targetType: 'story'; targetId: string; createdAt: Date }[] = [];
  const perUser = Math.min(storyCount, Math.ceil(likeCount / userRows.length));
  for (const [u, user] of userRows.entries()) {
    for (let k = 0; k < perUser && likeRows.length < likeCount; k++) {
      likeRows.push({ userId: user.id, targetType: 'story', targetId: storyIds[(u * 7919 + k) % storyCount]!, createdAt: new Date(now) });
    }
  }
  await db.transaction(async (tx) => {
    await insertChunked(likeRows, (chunk) => tx.insert(likes).values(chunk).onConflictDoNothing(), 1000);
  });

  return {
    users: userRows.map(({ id, username, email }) => ({ id, username, email })),
    storyIds,
    bigStoryId: storyIds[0]!,
    counts: { users: userRows.length, stories: storyCount, scenes: sceneTotal, panels: panelTotal, likes: likeRows.length },
  };
}
