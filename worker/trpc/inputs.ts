// Inputs more than one router takes: the ids and the panel number of the spec's paths, and the stored-media-URL rule.
import { z } from 'zod';
import { PANELS_PER_SCENE } from '../../src/shared/stories';
import { DomainError } from '../errors';
import { ownMediaPath } from '../platform/media';

export const storyId = z
  .string({ error: 'Story id is required' })
  .trim()
  .min(1, 'Story id is required')
  .max(64, 'Story not found');
export const sceneId = z
  .string({ error: 'Scene id is required' })
  .trim()
  .min(1, 'Scene id is required')
  .max(64, 'Scene not found');
export const entityId = z.string({ error: 'Id is required' }).trim().min(1, 'Id is required').max(64, 'Not found');
export const panelNumber = z
  .number({ error: 'Panel not found' })
  .int('Panel not found')
  .min(1, 'Panel not found')
  .max(PANELS_PER_SCENE.max, 'Panel not found');

/** A stored media URL: '' and null stay empty, ours become their relative /media/ path, anything else is a 400. */
export function storedMediaUrl(url: string | null, publicUrl: string | undefined): string | null {
  if (!url) return null;
  const path = ownMediaPath(url, publicUrl);
  if (!path) throw new DomainError('BAD_REQUEST', 'media_url');
  return path;
}
