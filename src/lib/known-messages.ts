// The spec's fixed English messages the editor shows (shared constants, and the same words when the server sends them),
// mapped to catalogue ids, so a toast or field error reads in the reader's language while the server stays English.
import { SCENE_MESSAGES } from './ai-errors';
import { ART_STYLE_PRESETS, ART_STYLE_SAVE_FAILED, CUSTOM_STYLE_LABEL } from './art-styles';
import { ENTITY_TEXT } from './entities';
import { EXPORT_FORMATS } from './export/formats';
import { mediaCaption } from './media-thread';
import { OFFLINE_ACTION } from './online';
import { EMPTY_PROMPT } from './scene-prompt';
import { AI_MESSAGES } from '../shared/ai-errors';
import { ARRANGE_MESSAGES } from '../shared/arrangement';
import { BUBBLES_PER_PANEL_MAX } from '../shared/bubbles';
import { MEDIA_MESSAGES } from '../shared/media-editing';
import { MAX_UPLOAD_MB, UPLOAD_MESSAGES } from '../shared/upload';
import { ALT_TEXT_MAX, MAX_TAG_LENGTH, MAX_TAGS, TAG_MESSAGES } from '../shared/validation';
import { CREATION_PHASES, EXTRACTION_PHASES } from './onboarding';
import { translateKnown, type EditorId, type MessageValues } from './i18n';
import { DESCRIPTION_MAX, WIZARD_MESSAGES, WIZARD_STEPS } from '../shared/onboarding';

type Known = readonly [EditorId, MessageValues?];

let table: Map<string, Known> | null = null;

// Built on first use: the constants are English text, the ids say where each lives in the editor catalogue.
function known(): Map<string, Known> {
  if (table) return table;
  const pairs: [string, Known][] = [
    [ARRANGE_MESSAGES.publishNeedsScene, ['editor.publish.needsScene']],
    [ARRANGE_MESSAGES.panelLimit, ['editor.panels.full']],
    [ARRANGE_MESSAGES.lastPanel, ['editor.panels.lastPanel']],
    [ARRANGE_MESSAGES.changedMeanwhile, ['editor.reorder.changed']],
    [WIZARD_STEPS[0], ['editor.wizard.step1']],
    [WIZARD_STEPS[1], ['editor.wizard.step2']],
    [WIZARD_STEPS[2], ['editor.wizard.step3']],
    [WIZARD_STEPS[3], ['editor.wizard.step4']],
    [WIZARD_MESSAGES.descriptionRequired, ['editor.msg.descriptionRequired']],
    [WIZARD_MESSAGES.descriptionTooLong, ['editor.msg.descriptionTooLong', { max: DESCRIPTION_MAX }]],
    [WIZARD_MESSAGES.customStyleRequired, ['editor.msg.customStyleRequired']],
    [WIZARD_MESSAGES.entitiesNeedDescription, ['editor.msg.entitiesNeedDescription']],
    [WIZARD_MESSAGES.improveRejected, ['editor.msg.improveRejected']],
    [WIZARD_MESSAGES.improveFailed, ['editor.msg.improveFailed']],
    [WIZARD_MESSAGES.seedsFailed, ['editor.msg.seedsFailed']],
    [WIZARD_MESSAGES.ideasFailed, ['editor.msg.ideasFailed']],
    [WIZARD_MESSAGES.extractionFailed, ['editor.msg.extractionFailed']],
    [WIZARD_MESSAGES.openingRequired, ['editor.msg.openingRequired']],
    [WIZARD_MESSAGES.worldDuration, ['editor.msg.worldDuration']],
    [WIZARD_MESSAGES.storyDuration, ['editor.msg.storyDuration']],
    [WIZARD_MESSAGES.staysPrivate, ['editor.msg.staysPrivate']],
    [MEDIA_MESSAGES.promptRequired, ['editor.msg.promptRequired']],
    [MEDIA_MESSAGES.editNeedsImage, ['editor.msg.editNeedsImage']],
    [MEDIA_MESSAGES.animateNeedsImage, ['editor.msg.animateNeedsImage']],
    [MEDIA_MESSAGES.noOriginalPrompt, ['editor.msg.noOriginalPrompt']],
    [MEDIA_MESSAGES.noImageUrl, ['editor.msg.noImageUrl']],
    [MEDIA_MESSAGES.videoTimeout, ['editor.msg.videoTimeout']],
    [MEDIA_MESSAGES.videoFailed, ['editor.msg.videoFailed']],
    [MEDIA_MESSAGES.videoStartFailed, ['editor.msg.videoStartFailed']],
    [MEDIA_MESSAGES.regenerated, ['editor.msg.imageRegenerated']],
    [AI_MESSAGES.sensitive, ['editor.msg.sensitive']],
    [AI_MESSAGES.sensitiveThread, ['editor.msg.sensitiveThread']],
    [AI_MESSAGES.rateLimited, ['editor.msg.rateLimited']],
    [AI_MESSAGES.busy, ['editor.msg.busy']],
    [AI_MESSAGES.duplicate, ['editor.msg.duplicate']],
    [AI_MESSAGES.imagesFailed, ['editor.msg.imagesFailed']],
    [AI_MESSAGES.badResponse, ['editor.msg.badResponse']],
    [AI_MESSAGES.needsImagePrompt, ['editor.msg.needsImagePrompt']],
    [SCENE_MESSAGES.quotaService, ['editor.msg.quotaService']],
    [SCENE_MESSAGES.aiFailed, ['editor.msg.aiFailed']],
    [SCENE_MESSAGES.generic, ['editor.msg.sceneGeneric']],
    [SCENE_MESSAGES.partial, ['editor.msg.scenePartial']],
    [OFFLINE_ACTION, ['editor.msg.offline']],
    [EMPTY_PROMPT, ['editor.msg.emptyPrompt']],
    [UPLOAD_MESSAGES.noFile, ['editor.msg.noFile']],
    [UPLOAD_MESSAGES.badType, ['editor.msg.badType']],
    [UPLOAD_MESSAGES.tooLargeUnknown, ['editor.msg.tooLargeUnknown', { max: MAX_UPLOAD_MB }]],
    [UPLOAD_MESSAGES.failed, ['editor.msg.uploadFailed']],
    [UPLOAD_MESSAGES.network, ['editor.msg.uploadNetwork']],
    [UPLOAD_MESSAGES.done, ['editor.msg.uploaded']],
    // The validation messages of src/shared/validation.ts the editor's forms can show (the server sends the same words).
    ['Prompt should be at least 10 characters', ['editor.msg.promptTooShort']],
    ['Prompt too long (max 1000 characters)', ['editor.msg.promptTooLong']],
    ['Scene prompt is required', ['editor.msg.emptyPrompt']],
    ['Title is required', ['editor.msg.titleRequired']],
    ['Title must be at most 200 characters', ['editor.msg.titleMax']],
    ['Title must be less than 200 characters', ['editor.msg.titleLess']],
    ['Description is required', ['editor.msg.descriptionRequiredShort']],
    ['Description must be at most 1000 characters', ['editor.msg.descriptionMax']],
    ['Description must be less than 1000 characters', ['editor.msg.descriptionLess']],
    ['Description must be at least 10 characters', ['editor.msg.descriptionMin10']],
    ['Description must be at least 5 characters', ['editor.msg.descriptionMin5']],
    ['Scene description is required for regeneration', ['editor.msg.sceneDescriptionRequired']],
    ['Character name is required', ['editor.msg.characterNameRequired']],
    ['Location name is required', ['editor.msg.locationNameRequired']],
    ['Name must be less than 100 characters', ['editor.msg.nameLess']],
    ['Image prompt is required', ['editor.msg.imagePromptRequired']],
    ['Image prompt must be at least 10 characters', ['editor.msg.imagePromptMin']],
    ['Image prompt must be less than 1000 characters', ['editor.msg.imagePromptLess']],
    ['Please enter a character description', ['editor.msg.characterDescription']],
    ['Please enter a location description', ['editor.msg.locationDescription']],
    [`Alt text must be less than ${ALT_TEXT_MAX} characters`, ['editor.msg.altTextLess', { max: ALT_TEXT_MAX }]],
    [`At most ${BUBBLES_PER_PANEL_MAX} text bubbles per panel`, ['editor.msg.bubblesMax', { max: BUBBLES_PER_PANEL_MAX }]],
    [TAG_MESSAGES.tooMany, ['editor.tags.tooMany', { max: MAX_TAGS }]],
    [TAG_MESSAGES.tooLong, ['editor.tags.tooLong', { max: MAX_TAG_LENGTH }]],
    [TAG_MESSAGES.duplicate, ['editor.tags.duplicate']],
    ['Cancel', ['editor.common.cancel']],
    ['Close', ['editor.common.close']],
    [CUSTOM_STYLE_LABEL, ['editor.art.custom']],
    [ART_STYLE_SAVE_FAILED, ['editor.art.saveFailed']],
    ['Art style presets', ['editor.art.presets']],
    [mediaCaption({ type: 'video' }), ['editor.media.caption.currentVideo']],
    [mediaCaption({ type: 'image' }), ['editor.media.caption.currentImage']],
    [mediaCaption({ type: 'image', origin: 'refine' }), ['editor.media.caption.refine']],
    [mediaCaption({ type: 'video', origin: 'animate' }), ['editor.media.caption.animate']],
    [mediaCaption({ type: 'image', origin: 'generate' }), ['editor.media.caption.generate']],
    [mediaCaption({ type: 'image', origin: 'upload' }), ['editor.media.caption.upload']],
  ];
  const formats: Record<string, [EditorId | null, EditorId]> = {
    pdf: [null, 'editor.download.pdfHint'],
    cbz: ['editor.download.cbz', 'editor.download.cbzHint'],
    webtoon: ['editor.download.webtoon', 'editor.download.webtoonHint'],
  };
  for (const { format, label, hint } of EXPORT_FORMATS) {
    const [labelId, hintId] = formats[format]!;
    if (labelId) pairs.push([label, [labelId]]);
    pairs.push([hint, [hintId]]);
  }
  pairs.push(['Download story', ['editor.download.button']], ['Download story as', ['editor.download.menu']]);
  for (const preset of ART_STYLE_PRESETS) {
    pairs.push([preset.name, [`editor.art.${preset.id}.name` as EditorId]]);
    pairs.push([preset.description, [`editor.art.${preset.id}.description` as EditorId]]);
  }
  const phases: Record<string, EditorId> = {
    extracting: 'editor.phase.extracting',
    'generating-images': 'editor.phase.portraits',
    complete: 'editor.phase.worldReady',
  };
  for (const phase of EXTRACTION_PHASES) pairs.push([phase.label, [phases[phase.id]!]]);
  const creation: Record<string, EditorId> = {
    processing: 'editor.phase.processing',
    'creating-scene': 'editor.phase.creatingScene',
    'generating-images': 'editor.phase.panelArtwork',
    'waiting-for-panel-images': 'editor.phase.firstPanel',
    complete: 'editor.phase.ready',
  };
  for (const phase of CREATION_PHASES) pairs.push([phase.label, [creation[phase.id]!]]);
  for (const kind of ['character', 'location'] as const) {
    for (const [key, text] of Object.entries(ENTITY_TEXT[kind])) pairs.push([text, [`editor.entity.${kind}.${key}` as EditorId]]);
  }
  table = new Map(pairs);
  return table;
}

/** `text` in the active language when it is one of the spec's known messages (and its catalogue is loaded), else as is. */
export function localize(text: string): string {
  return translateKnown(text, known().get(text));
}
