/**
 * The onboarding wizard.
 *
 * `<OnboardingWizard story={story} onComplete={() => ...} />` renders in place of the story page's scene list when
 * `story.scenes.length === 0 && !story.onboardingCompleted`. Decide that once and keep the wizard mounted until
 * `onComplete` is called: the first scene appears in the story before the wizard has finished waiting for its first
 * picture, and unmounting early would drop the loading screen. By the time `onComplete` runs, the story is updated with
 * `onboardingCompleted: true`, the new scene is in the `stories.byId` cache and the 'newScene' sound has played.
 */
export { OnboardingWizard, type OnboardingWizardProps } from './onboarding-wizard';
