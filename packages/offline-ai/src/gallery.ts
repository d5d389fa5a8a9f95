// The offline painter's gallery (`npm run panels`) and its plan tests: one-line prompts covering actions, two-party
// actions, relations, sizes and counts, and particular places, each with what its picture must show.
import gallery from './data/gallery.json' with { type: 'json' };

export interface GalleryPrompt {
  prompt: string;
  /** Everyone and everything that must be in the picture: a subject's name or species, or a silhouette's word. */
  subjects: string[];
  /** What the subjects do, as poses (in the prompt's order of subjects). */
  actions?: string[];
  props?: string[];
  vehicles?: string[];
  backdrop?: string;
  setting?: string;
  /** [what, relation, to]. */
  relations?: [string, string, string][];
  /** Things given or shared: drawn between two subjects. */
  between?: string[];
  count?: [string, number];
  /** What the subjects climb, sit on, play at or reach up to. */
  supports?: string[];
  crowd?: boolean;
  noPeople?: boolean;
  weather?: string;
}

export const GALLERY = gallery as unknown as GalleryPrompt[];
