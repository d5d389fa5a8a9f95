// The picture request these tests paint from: a portrait panel with no art style unless one is given, as the offline
// painter receives it from a scene.
import type { ImageRequest } from '../../../worker/ai/types';

export const imageRequest = (prompt: string, seed: string, overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt,
  width: 600,
  height: 800,
  model: 'flux-kontext-pro',
  artStyle: '',
  hints: { seed },
  ...overrides,
});
