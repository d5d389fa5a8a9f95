// The spec's fixed English messages the editor shows (shared constants, and the same words when the server sends them),
// mapped to catalogue ids, so a toast or field error reads in the reader's language while the server stays English.
import { ENTITY_TEXT } from './entities';
import { CREATION_PHASES, EXTRACTION_PHASES } from './onboarding';
import { i18n, type EditorId, type MessageValues } from './i18n';
import { DESCRIPTION_MAX, WIZARD_MESSAGES, WIZARD_STEPS } from '../shared/onboarding';

type Known = readonly [EditorId, MessageValues?];

let table: Map<string, Known> | null = null;

// Built on first use: the constants are English text, the ids say where each lives in the editor catalogue.
function known(): Map<string, Known> {
  if (table) return table;
  const pairs: [string, Known][] = [
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
  ];
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
  const found = known().get(text);
  if (!found || !(found[0] in i18n.messages)) return text;
  return i18n._(found[0], found[1]);
}
