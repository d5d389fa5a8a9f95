// The onboarding wizard: its steps, the story description's limits, how many ideas each picker
// asks for, how long it polls, and its messages (the server refuses entity extraction in the same words).
export const WIZARD_STEPS = [
  'Launch Your Story',
  'Choose Your Visual Style',
  'Build Your World',
  'Begin Your Adventure',
] as const;

export const DESCRIPTION_MAX = 1000;
export const DESCRIPTION_WARN_AT = 900;
export const DESCRIPTION_HINT_AT = 600;

export const WIZARD_POLL_MS = 3000;
export const WIZARD_POLL_MAX = 40;
export const SEED_COUNT = 5;
export const OPENING_IDEA_COUNT = 4;

export const WIZARD_MESSAGES = {
  descriptionRequired: 'Please provide a story description',
  descriptionTooLong: `Story description must be ${DESCRIPTION_MAX} characters or less`,
  customStyleRequired: 'Please describe your custom art style',
  entitiesNeedDescription: 'Please provide a story description to generate characters and locations',
  improveRejected: 'Text validation failed. Please ensure your text is meaningful and between 10-1000 characters.',
  improveFailed: 'Failed to improve text. Please try again.',
  seedsFailed: 'Failed to refresh story seeds',
  ideasFailed: "Couldn't fetch new ideas right now",
  extractionFailed: 'Failed to generate characters and locations. Please try again.',
  openingRequired: 'Please describe how your story begins',
  worldDuration: 'This usually takes 15-40 seconds',
  storyDuration: 'This usually takes 30-60 seconds',
  staysPrivate: 'Your story stays private until you publish it.',
} as const;
