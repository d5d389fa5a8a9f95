// The story page's issue-6 dialogs and the onboarding wizard, loaded on first use so a story page that never opens them
// does not download them. A dialog mounts the first time it opens and then stays mounted (its closing animation).
import { lazy, Suspense, useState, type ComponentProps, type ExoticComponent } from 'react';

const storyModals = () => import('../story-modals');

const LazyArtStyleDialog = lazy(() => storyModals().then((module) => ({ default: module.ArtStyleDialog })));
const LazyEditMediaDialog = lazy(() => storyModals().then((module) => ({ default: module.EditMediaDialog })));
const LazyEntityDialog = lazy(() => storyModals().then((module) => ({ default: module.EntityDialog })));
const LazyEntityListModal = lazy(() => storyModals().then((module) => ({ default: module.EntityListModal })));
const LazyStorySettingsModal = lazy(() => storyModals().then((module) => ({ default: module.StorySettingsModal })));

export const OnboardingWizard = lazy(() => import('../onboarding').then((module) => ({ default: module.OnboardingWizard })));

/** Renders `Dialog` from the first time `open` is true; nothing (and no download) before that. */
function onFirstOpen<P extends { open: boolean }>(Dialog: ExoticComponent<P>) {
  return function DialogOnFirstOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

export const ArtStyleDialog = onFirstOpen<ComponentProps<typeof LazyArtStyleDialog>>(LazyArtStyleDialog);
export const EditMediaDialog = onFirstOpen<ComponentProps<typeof LazyEditMediaDialog>>(LazyEditMediaDialog);
export const EntityDialog = onFirstOpen<ComponentProps<typeof LazyEntityDialog>>(LazyEntityDialog);
export const EntityListModal = onFirstOpen<ComponentProps<typeof LazyEntityListModal>>(LazyEntityListModal);
export const StorySettingsModal = onFirstOpen<ComponentProps<typeof LazyStorySettingsModal>>(LazyStorySettingsModal);
