// The one sound helper. Browsers refuse audio before a gesture, so the synthesiser
// (`sound-effects.ts`) is fetched at the page's first gesture and a sound asked for before it is a silent no-op.
export type SoundName = 'newScene' | 'newEntity' | 'saved' | 'error' | 'notice' | 'swoosh';

let effects: Promise<typeof import('./sound-effects')> | null = null;

if (typeof window !== 'undefined') {
  const stop = () => {
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
  };
  // A failed download is tried again at the next gesture.
  const unlock = () => {
    effects ??= import('./sound-effects');
    effects.then(stop, () => (effects = null));
  };
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
}

export function playSound(name: SoundName) {
  // Sound is decoration: a missing module or audio stack never breaks the action that asked for it.
  effects?.then((module) => module.playSound(name)).catch(() => undefined);
}
