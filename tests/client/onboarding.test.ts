// The onboarding wizard's rules: description checks, AI Improve, seeds, entity extraction errors and the two phase
// machines with their polling limits.
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  CREATION_PHASES,
  EXTRACTION_PHASES,
  creationPollDone,
  descriptionNotes,
  descriptionProblem,
  entitiesWithoutImages,
  entityPollDone,
  extractionErrorInfo,
  extractionNotice,
  firstPanelReady,
  improveFailure,
  improveProblem,
  phaseSteps,
  seedDescription,
  shouldGenerateTitle,
  suggestionText,
} from '../../src/lib/onboarding';
import { WIZARD_MESSAGES, WIZARD_POLL_MAX, WIZARD_STEPS } from '../../src/shared/onboarding';

describe('wizard steps', () => {
  it('has the four titled steps', () => {
    expect(WIZARD_STEPS).toEqual([
      'Launch Your Story',
      'Choose Your Visual Style',
      'Build Your World',
      'Begin Your Adventure',
    ]);
  });
});

describe('story description', () => {
  it('is required and at most 1000 characters', () => {
    expect(descriptionProblem('   ')).toBe('Please provide a story description');
    expect(descriptionProblem('x'.repeat(1001))).toBe('Story description must be 1000 characters or less');
    expect(descriptionProblem('x'.repeat(1000))).toBe('');
  });
  it('hints at the entity limits above 600 and warns above 900 characters', () => {
    expect(descriptionNotes(600)).toEqual({});
    expect(descriptionNotes(601).hint).toContain('8 characters and 6 locations');
    expect(descriptionNotes(601).warning).toBeUndefined();
    expect(descriptionNotes(900).warning).toBeUndefined();
    expect(descriptionNotes(901).warning).toContain('99 characters left');
  });
});

describe('AI Improve', () => {
  it('needs 10 to 1000 characters', () => {
    expect(improveProblem('')).toBe('Please enter some text to improve');
    expect(improveProblem('too short')).toBe('Please enter at least 10 characters to improve');
    expect(improveProblem('x'.repeat(1001))).toBe('Text is too long for improvement (max 1000 characters)');
    expect(improveProblem('A robot opens a bakery')).toBe('');
  });
  it('explains a refusal with the server message, else the spec text', () => {
    expect(improveFailure({ message: 'Please enter at least 10 characters to improve', httpStatus: 400 })).toBe(
      'Please enter at least 10 characters to improve',
    );
    expect(improveFailure({ message: '', httpStatus: 400 })).toBe(
      'Text validation failed. Please ensure your text is meaningful and between 10-1000 characters.',
    );
    expect(improveFailure({ message: 'AI service is busy - please try again in a moment!', httpStatus: 429 })).toBe(
      'AI service is busy - please try again in a moment!',
    );
    expect(improveFailure({ message: '' })).toBe(WIZARD_MESSAGES.improveFailed);
  });
});

describe('seeds and ideas', () => {
  it('reads both suggestion shapes and cuts a seed to 1000 characters', () => {
    expect(suggestionText('plain')).toBe('plain');
    expect(suggestionText({ text: 'with emoji', emoji: '🚀' })).toBe('with emoji');
    expect(seedDescription({ text: 'y'.repeat(1200) })).toHaveLength(1000);
  });
});

describe('entity extraction errors', () => {
  const failure = (data: Record<string, unknown>, message: string) =>
    new TRPCClientError(message, {
      result: { error: { message, code: -32603, data: { code: 'BAD_GATEWAY', httpStatus: 502, ...data } } },
    });

  it('reports a format error with details and a suggestion for 8 s', () => {
    const info = extractionErrorInfo(
      failure(
        { details: 'Unexpected token', suggestion: 'Try again.', debug: { type: 'JSON_PARSE_ERROR' } },
        'AI response format error',
      ),
    );
    expect(info).toMatchObject({
      debugType: 'JSON_PARSE_ERROR',
      suggestion: 'Try again.',
      details: 'Unexpected token',
    });
    expect(extractionNotice(info)).toEqual({
      message: 'AI response format error: Unexpected token Try again.',
      durationMs: 8000,
    });
  });
  it('reports an error with details as "error: details" for 6 s', () => {
    expect(extractionNotice(extractionErrorInfo(failure({ details: 'quota used' }, 'OpenAI quota exceeded')))).toEqual({
      message: 'OpenAI quota exceeded: quota used',
      durationMs: 6000,
    });
  });
  it('falls back to a generic message', () => {
    expect(extractionNotice(extractionErrorInfo(new Error('boom')))).toEqual({
      message: WIZARD_MESSAGES.extractionFailed,
      durationMs: 4000,
    });
    expect(
      extractionNotice({
        message: 'Please provide a story description to generate characters and locations',
        httpStatus: 400,
      }).message,
    ).toBe(WIZARD_MESSAGES.entitiesNeedDescription);
  });
});

describe('phases', () => {
  it('lists the extraction and creation phases in order', () => {
    expect(EXTRACTION_PHASES.map((phase) => phase.id)).toEqual(['extracting', 'generating-images', 'complete']);
    expect(CREATION_PHASES.map((phase) => phase.id)).toEqual([
      'processing',
      'creating-scene',
      'generating-images',
      'waiting-for-panel-images',
      'complete',
    ]);
  });
  it('marks phases done, active or pending', () => {
    expect(phaseSteps(CREATION_PHASES, 'idle').map((step) => step.state)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(phaseSteps(CREATION_PHASES, 'generating-images').map((step) => step.state)).toEqual([
      'done',
      'done',
      'active',
      'pending',
      'pending',
    ]);
    expect(phaseSteps(CREATION_PHASES, 'complete').map((step) => step.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'done',
    ]);
  });
});

describe('entity picture polling', () => {
  const story = {
    characters: [
      { _id: 'c1', primaryImageUrl: '/media/c1.png' },
      { _id: 'c2', primaryImageUrl: '' },
    ],
    locations: [{ _id: 'l1', primaryImageUrl: null }],
  };
  it('waits only for new entities without a picture that still exist', () => {
    expect(entitiesWithoutImages(story, ['c1', 'c2', 'l1', 'gone'])).toEqual(['c2', 'l1']);
  });
  it('stops when all have pictures or after 40 polls', () => {
    expect(entityPollDone(0, 1)).toBe(true);
    expect(entityPollDone(2, WIZARD_POLL_MAX - 1)).toBe(false);
    expect(entityPollDone(2, WIZARD_POLL_MAX)).toBe(true);
  });
});

describe('story creation', () => {
  it('replaces an empty or default title when there is a description', () => {
    expect(shouldGenerateTitle('My New Story', 'A robot bakery')).toBe(true);
    // The default title of any interface language is no title yet.
    expect(shouldGenerateTitle('新しいストーリー', 'ロボットのパン屋')).toBe(true);
    expect(shouldGenerateTitle('قصتي الجديدة', 'مخبز الروبوت')).toBe(true);
    expect(shouldGenerateTitle('  ', 'A robot bakery')).toBe(true);
    expect(shouldGenerateTitle('My New Story', '  ')).toBe(false);
    expect(shouldGenerateTitle('Moon Bakery', 'A robot bakery')).toBe(false);
  });
  it('is ready when the first panel has its picture', () => {
    const scene = (urls: (string | null)[]) => ({
      status: 'generating',
      panels: urls.map((imageUrl, i) => ({ panelNumber: urls.length - i, imageUrl })),
    });
    // Panels arrive in any order: the first is panel 1.
    expect(firstPanelReady(scene([null, '/media/p1.png']))).toBe(true);
    expect(firstPanelReady(scene(['/media/p2.png', null]))).toBe(false);
    expect(firstPanelReady(undefined)).toBe(false);
  });
  it('needs both hasImage (when the answer has it) and an image URL', () => {
    const first = (panel: { imageUrl: string | null; hasImage?: boolean }) => ({
      status: 'generating',
      panels: [{ panelNumber: 1, ...panel }],
    });
    expect(firstPanelReady(first({ imageUrl: '/media/p1.png', hasImage: true }))).toBe(true);
    expect(firstPanelReady(first({ imageUrl: '/media/p1.png', hasImage: false }))).toBe(false);
    expect(firstPanelReady(first({ imageUrl: null, hasImage: true }))).toBe(false);
    expect(firstPanelReady(first({ imageUrl: '', hasImage: true }))).toBe(false);
    expect(creationPollDone({ scene: first({ imageUrl: '/media/p1.png', hasImage: false }) }, 1)).toBe(false);
  });
  it('stops polling on the first picture, a failed scene, or after 40 polls', () => {
    const waiting = { scene: { status: 'generating', panels: [{ panelNumber: 1, imageUrl: null }] } };
    expect(creationPollDone(undefined, 0)).toBe(false);
    expect(creationPollDone(waiting, 39)).toBe(false);
    expect(creationPollDone(waiting, 40)).toBe(true);
    expect(creationPollDone({ ...waiting, hasError: true }, 1)).toBe(true);
    expect(
      creationPollDone({ scene: { status: 'generating', panels: [{ panelNumber: 1, imageUrl: '/media/p.png' }] } }, 1),
    ).toBe(true);
  });
});
