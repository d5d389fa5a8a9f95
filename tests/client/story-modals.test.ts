// The rules behind the editor's dialogs: art style labels, the loading gallery, the media editor's thread and requests,
// uploads, and the character and location lists.
import { describe, expect, it } from 'vitest';
import {
  ART_STYLE_PRESETS,
  CUSTOM_STYLE_LABEL,
  artStyleLabel,
  presetForPrompt,
  styleChoiceFor,
  styleChoicePrompt,
} from '../../src/lib/art-styles';
import {
  ENTITY_TEXT,
  RECENT_ENTITY_MS,
  entityFormErrors,
  entityImageState,
  formFromProfile,
  fromDescriptionProblem,
  sortByFirstAppearance,
} from '../../src/lib/entities';
import { formatElapsed } from '../../src/lib/format';
import { GALLERY_MAX_TILES, pickGalleryTiles } from '../../src/lib/gallery';
import {
  expectedDuration,
  imageFailure,
  initialThread,
  mediaCaption,
  mediaRequestProblem,
  overlayLabel,
  panelChangesFor,
  videoPollStep,
  type MediaItem,
} from '../../src/lib/media-thread';
import { MEDIA_MESSAGES, VIDEO_POLL_LIMIT_MS } from '../../src/shared/media-editing';
import { uploadFileProblem, uploadOutcome } from '../../src/lib/upload';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, UPLOAD_MESSAGES } from '../../src/shared/upload';
import { pictureSize } from '../../src/shared/stories';
import { AI_MESSAGES } from '../../src/shared/ai-errors';

describe('art styles', () => {
  it('has the six presets of the spec, Classic Comic first', () => {
    expect(ART_STYLE_PRESETS.map((preset) => preset.name)).toEqual([
      'Classic Comic',
      'Manga Style',
      'Watercolor',
      'Film Noir',
      'Animated',
      'Photorealistic',
    ]);
    for (const preset of ART_STYLE_PRESETS) {
      expect(preset.id).toBeTruthy();
      expect(preset.description).toBeTruthy();
      expect(preset.prompt.length).toBeGreaterThan(20);
      expect(preset.gradient).toMatch(/^from-.+ to-.+$/);
    }
    expect(new Set(ART_STYLE_PRESETS.map((preset) => preset.id)).size).toBe(6);
  });
  it('labels a preset prompt by its name, in any case and spacing', () => {
    for (const preset of ART_STYLE_PRESETS) expect(artStyleLabel(preset.prompt)).toBe(preset.name);
    expect(artStyleLabel(`  ${ART_STYLE_PRESETS[1]!.prompt.toUpperCase()} `)).toBe('Manga Style');
  });
  it('labels anything else Custom Style, and no style the default', () => {
    expect(artStyleLabel('Crayon drawings on brown paper')).toBe(CUSTOM_STYLE_LABEL);
    expect(artStyleLabel('manga')).toBe('Custom Style');
    expect(artStyleLabel('')).toBe('Classic Comic');
    expect(artStyleLabel(null)).toBe('Classic Comic');
    expect(presetForPrompt('something else')).toBeNull();
  });
  it('turns a saved style into a picker choice and back', () => {
    const manga = ART_STYLE_PRESETS[1]!;
    expect(styleChoiceFor(manga.prompt)).toEqual({ preset: 'manga', useCustom: false, custom: '' });
    expect(styleChoicePrompt(styleChoiceFor(manga.prompt))).toBe(manga.prompt);
    expect(styleChoiceFor('Neon ink')).toEqual({ preset: 'classic-comic', useCustom: true, custom: 'Neon ink' });
    expect(styleChoicePrompt({ preset: 'manga', useCustom: true, custom: '   ' })).toBe('');
    expect(styleChoicePrompt({ preset: 'film-noir', useCustom: false, custom: 'kept' })).toBe(
      ART_STYLE_PRESETS[3]!.prompt,
    );
  });
});

describe('loading gallery', () => {
  it('shows at most 6 tiles', () => {
    const images = Array.from({ length: 12 }, (_, i) => `/media/${i}.png`);
    expect(pickGalleryTiles(images)).toEqual(images.slice(0, GALLERY_MAX_TILES));
  });
  it('repeats a picture at most twice', () => {
    expect(pickGalleryTiles(['/a.png'])).toEqual(['/a.png', '/a.png']);
    expect(pickGalleryTiles(['/a.png', '/b.png'])).toEqual(['/a.png', '/b.png', '/a.png', '/b.png']);
    const four = pickGalleryTiles(['/a', '/b', '/c', '/d']);
    expect(four).toHaveLength(6);
    for (const url of four) expect(four.filter((tile) => tile === url).length).toBeLessThanOrEqual(2);
  });
  it('drops duplicates and blanks from the answer, and shows nothing for none', () => {
    expect(pickGalleryTiles(['/a', '/a', '', '/a'])).toEqual(['/a', '/a']);
    expect(pickGalleryTiles([])).toEqual([]);
  });
});

const picture = (url: string, extra: Partial<MediaItem> = {}): MediaItem => ({
  url,
  type: 'image',
  prompt: 'p',
  timestamp: 1,
  ...extra,
});

describe('media thread', () => {
  it('starts with the panel picture, then its video', () => {
    expect(
      initialThread(
        { imageUrl: '/media/a.png', imagePrompt: 'a cat', videoUrl: '/media/a.mp4', videoPrompt: 'it runs' },
        5,
      ),
    ).toEqual([
      { url: '/media/a.png', type: 'image', prompt: 'a cat', timestamp: 5, origin: 'panel' },
      {
        url: '/media/a.mp4',
        type: 'video',
        prompt: 'it runs',
        originalImageUrl: '/media/a.png',
        timestamp: 5,
        origin: 'panel',
      },
    ]);
    expect(initialThread({ imageUrl: null }, 5)).toEqual([]);
  });
  it('needs an image for Modify and Animate, and a prompt for every request but Upload', () => {
    const video = picture('/v.mp4', { type: 'video' });
    expect(mediaRequestProblem('edit', 'darker', video)).toBe(
      'Please select an image to edit. Videos cannot be edited.',
    );
    expect(mediaRequestProblem('edit', 'darker', null)).toBe(MEDIA_MESSAGES.editNeedsImage);
    expect(mediaRequestProblem('animate', 'run', video)).toBe('Please select an image to animate');
    expect(mediaRequestProblem('animate', 'run', picture('/a.png'))).toBe('');
    expect(mediaRequestProblem('edit', '  ', picture('/a.png'))).toBe(MEDIA_MESSAGES.promptRequired);
    expect(mediaRequestProblem('regenerate', 'a new cat', null)).toBe('');
    expect(mediaRequestProblem('regenerate', '', null)).toBe(MEDIA_MESSAGES.promptRequired);
    expect(mediaRequestProblem('upload', '', null)).toBe('');
  });
  it('names the overlay after the running tab', () => {
    expect(overlayLabel('edit')).toBe('Refining Image...');
    expect(overlayLabel('animate')).toBe('Generating Video...');
    expect(overlayLabel('regenerate')).toBe('Generating Image...');
    expect(expectedDuration('video')).toContain('30-80 seconds');
    expect(expectedDuration('image')).toContain('10-30 seconds');
  });
  it('sizes new pictures by the story aspect ratio', () => {
    expect(pictureSize('3:4')).toEqual({ width: 768, height: 1024 });
    expect(pictureSize('3:2')).toEqual({ width: 1024, height: 683 });
    expect(pictureSize('1:1')).toEqual({ width: 1024, height: 1024 });
    expect(pictureSize(undefined)).toEqual({ width: 1024, height: 1024 });
  });
  it('tells flagged content, rate limits and other failures apart', () => {
    const sensitive = imageFailure({
      message: 'Content flagged as sensitive. Try a different prompt.',
      httpStatus: 400,
      code: 'E005',
    });
    expect(sensitive).toEqual({
      toast: 'Content flagged as sensitive. Try a different prompt.',
      threadNote: 'Content was flagged as sensitive by the AI safety filter. Please try a different prompt.',
    });
    expect(imageFailure({ message: 'Prediction failed', code: 'E005' }).threadNote).toBe(
      MEDIA_MESSAGES.sensitiveThread,
    );
    expect(imageFailure({ message: 'slow down', httpStatus: 429 })).toEqual({
      toast: 'Rate limit reached. Please wait a moment and try again.',
    });
    expect(imageFailure({ message: 'model down', httpStatus: 502 })).toEqual({
      toast: 'Image generation failed: model down',
    });
  });
  it('polls a video until it is done, failed or 5 minutes old', () => {
    expect(videoPollStep({ status: 'processing' }, 1000)).toEqual({ next: 'wait' });
    expect(videoPollStep({ status: 'processing' }, VIDEO_POLL_LIMIT_MS)).toEqual({
      next: 'fail',
      message: 'Video generation took longer than expected. Please try again.',
    });
    expect(
      videoPollStep({ status: 'completed', result: { videoUrl: '/v.mp4', originalImageUrl: '/a.png' } }, 10),
    ).toEqual({
      next: 'done',
      videoUrl: '/v.mp4',
      originalImageUrl: '/a.png',
    });
    expect(videoPollStep({ status: 'failed', error: 'boom' }, 10)).toEqual({
      next: 'fail',
      message: 'Video generation failed',
    });
    expect(videoPollStep({ status: 'failed', error: 'Video generation timed out', errorType: 'timeout' }, 10)).toEqual({
      next: 'fail',
      message: MEDIA_MESSAGES.videoTimeout,
    });
  });
  it('saves a picture (dropping the old video) or a video on the panel', () => {
    expect(panelChangesFor(picture('/b.png', { prompt: 'night' }))).toEqual({
      imageUrl: '/b.png',
      imagePrompt: 'night',
      videoUrl: null,
    });
    expect(panelChangesFor(picture('/up.png', { prompt: '' }))).toEqual({ imageUrl: '/up.png', videoUrl: null });
    expect(panelChangesFor(picture('/v.apng', { type: 'video', prompt: 'waves' }))).toEqual({
      videoUrl: '/v.apng',
      videoPrompt: 'waves',
    });
  });
  it('captions each item by where it came from', () => {
    expect(mediaCaption({ origin: 'panel', type: 'image' })).toBe('Current image');
    expect(mediaCaption({ origin: 'panel', type: 'video' })).toBe('Current video');
    expect(mediaCaption({ origin: 'refine', type: 'image' })).toBe('Refined image');
    expect(mediaCaption({ origin: 'upload', type: 'image' })).toBe('Uploaded image');
  });
});

describe('uploads', () => {
  it('accepts only JPEG, PNG, GIF and WebP up to 10 MB', () => {
    expect(uploadFileProblem(null)).toBe('No file selected');
    expect(uploadFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.',
    );
    expect(uploadFileProblem({ type: 'application/pdf', size: 10, name: 'x.png' })).toBe(UPLOAD_MESSAGES.badType);
    expect(uploadFileProblem({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBe('');
    expect(uploadFileProblem({ type: 'image/jpg', size: 1 })).toBe('');
    expect(uploadFileProblem({ type: 'image/webp', size: 11 * 1024 * 1024 })).toBe(
      'File too large (11.0 MB). Maximum size is 10MB.',
    );
    expect(uploadFileProblem({ type: 'image/png', size: 10.46 * 1024 * 1024 })).toBe(
      'File too large (10.5 MB). Maximum size is 10MB.',
    );
    // Some systems give no type: the name decides.
    expect(uploadFileProblem({ type: '', size: 1, name: 'photo.WEBP' })).toBe('');
    expect(uploadFileProblem({ type: '', size: 1, name: 'notes.txt' })).toBe(UPLOAD_MESSAGES.badType);
    expect(UPLOAD_ACCEPT).not.toContain('image/*');
  });
  it('reads the upload answer', () => {
    expect(uploadOutcome(true, { success: true, data: { imageUrl: '/media/u.png', originalName: 'u.png' } })).toEqual({
      ok: true,
      imageUrl: '/media/u.png',
      originalName: 'u.png',
    });
    expect(
      uploadOutcome(false, { success: false, message: 'File too large (12.0 MB). Maximum size is 10MB.' }),
    ).toEqual({ ok: false, message: 'File too large (12.0 MB). Maximum size is 10MB.' });
    expect(uploadOutcome(false, null)).toEqual({ ok: false, message: 'Upload failed' });
    expect(uploadOutcome(true, { data: {} })).toEqual({ ok: false, message: 'Upload failed' });
  });
});

const NOW = Date.parse('2026-07-01T12:00:00Z');
const entity = (
  id: string,
  extra: Partial<{ primaryImageUrl: string | null; createdAt: string; firstAppearance: number }> = {},
) => ({
  _id: id,
  primaryImageUrl: '',
  createdAt: new Date(NOW - RECENT_ENTITY_MS - 1).toISOString(),
  firstAppearance: 1,
  ...extra,
});

describe('characters and locations', () => {
  it('shows a picture, a generating placeholder for 3 minutes, or none', () => {
    expect(entityImageState(entity('a', { primaryImageUrl: '/media/a.png' }), NOW)).toBe('present');
    expect(entityImageState(entity('a', { createdAt: new Date(NOW - 60_000).toISOString() }), NOW)).toBe('generating');
    expect(entityImageState(entity('a', { createdAt: new Date(NOW - RECENT_ENTITY_MS + 1).toISOString() }), NOW)).toBe(
      'generating',
    );
    expect(entityImageState(entity('a', { createdAt: new Date(NOW - RECENT_ENTITY_MS).toISOString() }), NOW)).toBe(
      'none',
    );
    expect(entityImageState(entity('a'), NOW)).toBe('none');
    expect(entityImageState(entity('a'), NOW, new Set(['a']))).toBe('generating');
  });
  it('lists by first appearance, then creation', () => {
    const list = [
      entity('late', { firstAppearance: 3 }),
      entity('b', { firstAppearance: 1, createdAt: '2026-07-01T10:00:00Z' }),
      entity('a', { firstAppearance: 1, createdAt: '2026-07-01T09:00:00Z' }),
    ];
    expect(sortByFirstAppearance(list).map((item) => item._id)).toEqual(['a', 'b', 'late']);
    expect(list[0]!._id).toBe('late');
  });
  it('checks the form with the spec messages', () => {
    const good = {
      name: 'Ada',
      title: '',
      description: 'A brilliant inventor',
      imagePrompt: 'Portrait of a brilliant inventor',
    };
    expect(entityFormErrors('character', good)).toBeNull();
    expect(entityFormErrors('character', { ...good, name: ' ' })).toEqual({ name: 'Character name is required' });
    expect(entityFormErrors('location', { ...good, name: '' })).toEqual({ name: 'Location name is required' });
    expect(entityFormErrors('character', { ...good, name: 'x'.repeat(101) })?.name).toBe(
      'Name must be less than 100 characters',
    );
    expect(entityFormErrors('location', { ...good, title: 'x'.repeat(201) })?.title).toBe(
      'Title must be less than 200 characters',
    );
    expect(entityFormErrors('character', { ...good, description: 'short' })?.description).toBe(
      'Description must be at least 10 characters',
    );
    expect(entityFormErrors('character', { ...good, description: 'x'.repeat(1001) })?.description).toBe(
      'Description must be less than 1000 characters',
    );
    expect(entityFormErrors('character', { ...good, imagePrompt: 'tiny' })?.imagePrompt).toBe(
      'Image prompt must be at least 10 characters',
    );
  });
  it('checks the Generate tab description', () => {
    expect(fromDescriptionProblem('character', '  ')).toBe('Please enter a character description');
    expect(fromDescriptionProblem('location', '')).toBe('Please enter a location description');
    expect(fromDescriptionProblem('character', 'abcd')).toBe('Description must be at least 5 characters');
    expect(fromDescriptionProblem('character', 'a pirate')).toBe('');
  });
  it('fills the form from an AI profile within the limits', () => {
    expect(
      formFromProfile({ name: ' Ada ', title: null, description: 'x'.repeat(1200), imagePrompt: 'portrait' }),
    ).toEqual({
      name: 'Ada',
      title: '',
      description: 'x'.repeat(1000),
      imagePrompt: 'portrait',
    });
  });
  it('has the kind-specific texts', () => {
    expect(ENTITY_TEXT.character.empty).toBe('No characters yet');
    expect(ENTITY_TEXT.location.empty).toBe('No locations yet');
    expect(ENTITY_TEXT.character.imageFailed).toBe(
      'Character created, but image generation failed. You can generate it manually.',
    );
    expect(ENTITY_TEXT.location.imageFailed).toBe(
      'Location created, but image generation failed. You can generate it manually.',
    );
    expect(ENTITY_TEXT.character.generateFailed).toBe('Failed to generate character.');
    expect(AI_MESSAGES.needsImagePrompt).toBe('Please enter an image generation prompt first');
  });
});

describe('elapsed timer', () => {
  it('reads m:ss', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(7.9)).toBe('0:07');
    expect(formatElapsed(65)).toBe('1:05');
    expect(formatElapsed(-3)).toBe('0:00');
  });
});
