// Demo content: users, stories with scenes, panels, bubbles, characters, locations and likes. Used by `npm run seed` and the bench.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { entities, likes, panels, scenes, stories, users, type PanelRow } from '../db/schema';
import type { TextBubble } from '../src/shared/bubbles';
import { hashPassword } from '../worker/auth/password';
import type { ImageProvider } from '../worker/ai/types';
import type { MediaStore } from '../worker/platform/media';

export const SEED_PASSWORD = 'Panelcraft-demo1';
const TAGS = [
  'Adventure',
  'Sci-Fi',
  'Fantasy',
  'Mystery',
  'Comedy',
  'Romance',
  'Horror',
  'Noir',
  'Superhero',
  'Slice of Life',
];
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
/** Three scenes of each premise (same order as PREMISES): a title, three panel moments and a line for each. */
const PREMISE_SCENES: { title: string; panels: [string, string, string]; lines: [string, string, string] }[][] = [
  [
    {
      title: 'One Motor Oil, Shaken',
      panels: [
        '{hero} pushes through the door of the {place}',
        '{hero} orders a glass of motor oil at the counter',
        'The whole {place} turns to stare at {hero}',
      ],
      lines: ['Evening, {place}.', 'Motor oil. Shaken, not stirred.', 'What? I’m thirsty.'],
    },
    {
      title: 'The Bartender’s Secret',
      panels: [
        'The bartender slides a brass key across the counter to {hero}',
        '{hero} holds the key up to the neon light',
        'A hidden door opens behind the shelves',
      ],
      lines: ['You didn’t get this from me.', 'A key… to what?', 'Well, that’s new.'],
    },
    {
      title: 'Last Call at the {place}',
      panels: [
        '{hero} steps through the hidden door with a lantern',
        '{hero} finds a room full of humming machines',
        '{hero} raises a glass to the sleeping robots',
      ],
      lines: ['Hello? Anyone running?', 'So this is where the oil goes.', 'To new friends.'],
    },
  ],
  [
    {
      title: 'A Map in the Margins',
      panels: [
        '{hero} pulls a dusty book from the shelf at the {place}',
        'A folded map slips out of the pages',
        '{hero} unfolds the map under the lamp',
      ],
      lines: ['Nobody has opened this in years.', 'Wait… what fell out?', 'An X. There’s always an X.'],
    },
    {
      title: 'Following the Red Line',
      panels: [
        '{hero} traces the red line across the map',
        '{hero} walks the path the map shows through the {place}',
        '{hero} points at a door nobody has noticed',
      ],
      lines: ['Left at the old clock…', 'It matches. Every turn.', 'There. Behind the ivy.'],
    },
    {
      title: 'Where the X Was',
      panels: [
        '{hero} kneels by the X with a torch',
        '{hero} lifts a small wooden chest',
        '{hero} opens the chest to find a glowing gem',
      ],
      lines: ['Here. It has to be here.', 'Heavier than it looks.', 'Whoever hid this wanted it found.'],
    },
  ],
  [
    {
      title: 'Nobody at the Helm',
      panels: [
        '{hero} wakes up alone and looks around the {place}',
        '{hero} runs through empty corridors calling out',
        '{hero} finds the captain’s chair still warm',
      ],
      lines: ['Hello? Crew?', 'Anyone! Answer me!', 'They left in a hurry.'],
    },
    {
      title: 'The Ship’s Log',
      panels: [
        '{hero} reads the last page of the ship’s log',
        'A small robot rolls out from under a console',
        'The robot points its light at a sealed hatch',
      ],
      lines: ['“Do not open the hatch.” Great.', 'You’re still here? Good robot.', 'Fine. We open it together.'],
    },
    {
      title: 'Course for Home',
      panels: [
        '{hero} and the robot open the hatch to a garden of stars',
        'The missing crew waves from inside, safe and laughing',
        '{hero} takes the helm and turns the ship home',
      ],
      lines: ['You threw me a surprise party?', 'In deep space. Of course you did.', 'Next time, leave a note.'],
    },
  ],
  [
    {
      title: 'Grand Opening',
      panels: [
        '{hero} hangs a hand-painted sign over the bakery at the {place}',
        '{hero} pulls the first loaf from the oven in a cloud of sparks',
        'The loaf floats gently out of {hero}’s hands',
      ],
      lines: ['Fresh bread, mild enchantments!', 'Is it supposed to glow?', 'Come back! You’re not sliced yet!'],
    },
    {
      title: 'The First Customer',
      panels: [
        'An old wizard buys a sourdough that sings',
        'A small girl takes a bite of a cinnamon bun and begins to float',
        '{hero} catches her by the ankle just in time',
      ],
      lines: ['It hums in a minor key. Lovely.', 'I’m flying!', 'Maybe smaller bites!'],
    },
    {
      title: 'Sold Out by Noon',
      panels: [
        'A queue winds through the {place}',
        '{hero} flips the sign to closed, covered in flour',
        '{hero} shares the last loaf with a ginger cat',
      ],
      lines: ['One per customer, please!', 'Sold out. Completely.', 'Just us now. Want a crust?'],
    },
  ],
  [
    {
      title: 'Midnight Over the Rooftops',
      panels: [
        'A thief in a dark hood snatches a crown by moonlight',
        '{hero} spots the thief leaping across the {place}',
        '{hero} runs after the thief along the roof edge',
      ],
      lines: ['Not tonight, you don’t.', 'Hey! Stop!', 'You can’t outrun me up here!'],
    },
    {
      title: 'The Long Jump',
      panels: [
        'The thief jumps the gap between two roofs',
        '{hero} leaps after the thief without looking down',
        '{hero} grabs the thief by the cloak on the far side',
      ],
      lines: ['Too far for you!', 'Don’t look down… don’t look down…', 'Got you!'],
    },
    {
      title: 'A Crown Returned',
      panels: [
        'The hood falls back to show a frightened kid',
        '{hero} kneels and holds out a hand for the crown',
        '{hero} and the kid watch the sunrise over the {place}',
      ],
      lines: [
        'I only wanted to see it shine.',
        'It shines better back where it belongs.',
        'Same time tomorrow? No stealing.',
      ],
    },
  ],
  [
    {
      title: 'A Door in the Moon',
      panels: [
        '{hero} looks up at the moon through a telescope at the {place}',
        'A tiny door glows on the moon’s dark side',
        '{hero} packs a bag and a lantern',
      ],
      lines: ['That wasn’t there yesterday.', 'A door. On the moon.', 'Somebody has to knock.'],
    },
    {
      title: 'Up the Moonbeam Ladder',
      panels: [
        '{hero} climbs a ladder of moonlight into the sky',
        'Stars drift past {hero} like snow',
        '{hero} reaches the little round door',
      ],
      lines: ['Up we go.', 'It’s colder than I thought.', 'Knock, knock.'],
    },
    {
      title: 'Who Lives Behind the Moon',
      panels: [
        'An owl in spectacles opens the door',
        'The owl pours {hero} a cup of moon tea',
        '{hero} waves goodbye from the doorstep, high above the {place}',
      ],
      lines: [
        'You’re late. We expected you centuries ago.',
        'Milk? It’s from the Milky Way.',
        'I’ll visit again. Leave the door open.',
      ],
    },
  ],
];

/** What each scene number looks like in a place: one explorer per place, so a story's pictures show the same person. */
const SCENE_PICTURES = [
  '{hero}, a young explorer, walks into the {place} with a bag, looking around in wonder',
  '{hero}, a young explorer, points at a glowing gem found in the {place}, eyes wide',
  '{hero}, a young explorer, cheers in the {place} as the adventure ends',
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
  /** With a painter: each place as each scene number shows it, twice (another composition), so panels differ. */
  const placeImages = new Map<string, string[]>();
  if (options.media && options.painter) {
    for (const [i, place] of PLACES.entries()) {
      const urls: string[] = [];
      const explorer = HEROES[i % HEROES.length]!;
      for (const [n, picture] of SCENE_PICTURES.entries()) {
        for (let variant = 0; variant < 2; variant++) {
          const started = await options.painter.start({
            prompt: picture.replace('{hero}', explorer).replace('{place}', place),
            width: 576,
            height: 768,
            model: 'flux-kontext-pro',
            artStyle: 'Classic comic book style with bold ink outlines and vibrant colors',
            // The second variant's seed is a regeneration's: another camera and arrangement of the same moment.
            hints: {
              characters: [explorer],
              location: place,
              seed: `seed-${i}:${n + 1}:${variant + 1}${variant ? ':1763900000000' : ''}`,
              subject: 'panel',
            },
          });
          if (started.status !== 'done') continue;
          const key = `seed/${place.toLowerCase().replace(/\W+/g, '-')}-${n + 1}-${variant + 1}.png`;
          await options.media.put(key, new Uint8Array(started.output.data), started.output.contentType);
          urls.push(`/media/${key}`);
        }
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
  /** Scene n's picture of a place: panels alternate its two compositions. */
  const pictureFor = (place: string, sceneIndex: number, panelIndex: number) => {
    const own = placeImages.get(place);
    if (own?.length === SCENE_PICTURES.length * 2)
      return own[(sceneIndex % SCENE_PICTURES.length) * 2 + (panelIndex % 2)]!;
    return imageUrls.length ? imageUrls[(sceneIndex * 3 + panelIndex) % imageUrls.length]! : null;
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
        {
          id: `${id}c`,
          storyId: id,
          kind: 'character' as const,
          name: hero,
          title: 'the hero',
          description: `${hero}, brave and curious`,
          imagePrompt: hero,
          primaryImageUrl: null,
          imageUrls: [],
          firstAppearance: 1,
          createdAt,
        },
        {
          id: `${id}l`,
          storyId: id,
          kind: 'location' as const,
          name: place,
          title: '',
          description: `The ${place}`,
          imagePrompt: place,
          primaryImageUrl: null,
          imageUrls: [],
          firstAppearance: 1,
          createdAt,
        },
      );
      const sceneCount = s === 0 ? bigStoryScenes : scenesPerStory;
      const written = PREMISE_SCENES[PREMISES.indexOf(premise)]!;
      const fill = (text: string) => text.replaceAll('{hero}', hero).replaceAll('{place}', place);
      for (let n = 1; n <= sceneCount; n++) {
        const sceneId = `${id}s${n}`;
        // Long stories (the bench's) go round the premise again as later chapters, still with distinct titles.
        const round = Math.floor((n - 1) / written.length);
        const beat = written[(n - 1) % written.length]!;
        const title = `${fill(beat.title)}${round ? ` (Part ${round + 1})` : ''}`;
        sceneRows.push({
          id: sceneId,
          storyId: id,
          sceneNumber: n,
          title,
          description: `${fill(beat.panels.join('. '))}.`,
          prompt: `${hero} ${premise}`,
          status: 'completed',
          createdAt,
          updatedAt: createdAt,
        });
        for (let p = 1; p <= panelsPerScene; p++) {
          const moment = fill(beat.panels[(p - 1) % beat.panels.length]!);
          const line = fill(beat.lines[(p - 1) % beat.lines.length]!);
          const bubbles: TextBubble[] = [
            p === 1 && n === 1
              ? {
                  id: `bubble-${s}-${n}-${p}`,
                  text: `${hero} ${premise}…`,
                  type: 'narration',
                  position: { x: 0.3, y: 0.12 },
                  style: { fontFamily: 'Bangers', fontSize: 18 },
                }
              : {
                  id: `bubble-${s}-${n}-${p}`,
                  text: line,
                  type: 'speech',
                  position: { x: 0.3, y: 0.18 },
                  style: { fontFamily: 'Bangers', fontSize: 18 },
                },
          ];
          panelRows.push({
            id: `${sceneId}p${p}`,
            sceneId,
            storyId: id,
            panelNumber: p,
            description: `${moment}.`,
            imagePrompt: `${moment}, at the ${place}. Comic panel.`,
            imageUrl: pictureFor(place, n - 1, p - 1),
            videoUrl: null,
            videoPrompt: null,
            imageGenerationError: null,
            altText: `${moment}, at the ${place}.`,
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
      likeRows.push({
        userId: user.id,
        targetType: 'story',
        targetId: storyIds[(u * 7919 + k) % storyCount]!,
        createdAt: new Date(now),
      });
    }
  }
  await db.transaction(async (tx) => {
    await insertChunked(likeRows, (chunk) => tx.insert(likes).values(chunk).onConflictDoNothing(), 1000);
  });

  return {
    users: userRows.map(({ id, username, email }) => ({ id, username, email })),
    storyIds,
    bigStoryId: storyIds[0]!,
    counts: {
      users: userRows.length,
      stories: storyCount,
      scenes: sceneTotal,
      panels: panelTotal,
      likes: likeRows.length,
    },
  };
}
