// The story page (/story/{id}): the header, the scenes as editable cards, the suggestion block
// and the fixed prompt bar that generates the next scene; a new story (no scenes, onboarding not completed) gets the
// onboarding wizard instead. Owners and the administrator only (the route's guard).
import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { NotFoundCard } from '../../../components/not-found';
import { FullPageLoading, Loading } from '../../../components/spinner';
import type { EntityData, EntityKind } from '../../../lib/entities';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/errors';
import { useDraft } from '../../../lib/drafts';
import { takeFirstScene } from '../../../lib/first-scene';
import { useT } from '../../../lib/i18n-react';
import { usePageTitle } from '../../../lib/page-title';
import { sceneElementId } from '../story-kit/scene-block';
import { StoryLoadError } from '../story-kit/story-states';
import { useStory } from '../story-kit/use-story';
import { BubbleEditor } from './bubble-editor';
import { StoryPageHeader, EditBar } from './story-page-header';
import { EntityDialog, OnboardingWizard } from './lazy-dialogs';
import { PromptBar, usePanelCount } from './prompt-bar';
import { SceneCard } from './scene-card';
import { SceneOrderButton } from './scene-order';
import { ArrangeableScenes } from './scene-drag';
import { SceneSuggestions } from './scene-suggestions';
import { StoryEditorProvider, useStoryEditor } from './story-editor';
import { useSceneGeneration } from './use-scene-generation';
import { StoryPageSkeleton } from './story-page-skeleton';
import { WorldGrewNotice } from './world-notice';
import { canEditStory, type StoryDetail } from '../../../lib/story-types';

// The editor's toasts and field errors show the spec's known messages in the reader's language.

export function StoryPage({ storyId, sceneNumber }: { storyId: string; sceneNumber?: number }) {
  const auth = useAuth();
  const query = useStory(storyId);
  const story = query.data?.data;
  const t = useT();
  usePageTitle(story ? t('editor.pageTitle', { title: story.title }) : t('editor.pageTitleLoading'));
  // The scenes are on the page once the story and the session are both known (see the returns below).
  const ready =
    Boolean(story) && !auth.isLoading && auth.isAuthenticated && Boolean(story && canEditStory(story, auth.user));

  useEffect(() => {
    if (!ready || sceneNumber === undefined) return;
    // After the router's own scroll-to-top on navigation (and the panels' first layout).
    const timer = setTimeout(
      () => document.getElementById(sceneElementId(sceneNumber))?.scrollIntoView({ block: 'start' }),
      120,
    );
    return () => clearTimeout(timer);
  }, [ready, sceneNumber]);

  // The guard decides once the session is known; signed out, its redirect is already on the way.
  if (auth.isLoading || !auth.isAuthenticated) return <FullPageLoading />;
  if (query.isPending) return <StoryPageSkeleton />;
  // Someone else's story: the guard's redirect to the reader is on the way. Nothing of the editor is drawn meanwhile,
  // so none of its owner-only requests (suggestions) is made and refused.
  if (story && !canEditStory(story, auth.user)) return <FullPageLoading />;
  if (query.isError || !story) {
    const problem = describeError(query.error, 'Story not found');
    if (!story && (problem.status === 404 || !query.isError)) return <StoryNotFound />;
    return <StoryLoadError message={problem.message} />;
  }
  return (
    <StoryEditorProvider storyId={storyId}>
      <StoryPageBody key={story._id} story={story} />
    </StoryEditorProvider>
  );
}

function StoryPageBody({ story }: { story: StoryDetail }) {
  // Decided once: the wizard stays mounted until it hands over, although its first scene lands in the story before
  // the wizard has finished waiting for the first picture.
  const [onboarding, setOnboarding] = useState(() => story.scenes.length === 0 && !story.onboardingCompleted);
  // The wizard handed over during this visit: the next suggestions are made for the author at once (see SceneSuggestions).
  const [justOnboarded, setJustOnboarded] = useState(false);
  if (onboarding)
    return (
      <OnboardingStoryPage
        story={story}
        onComplete={() => {
          setOnboarding(false);
          setJustOnboarded(true);
        }}
      />
    );
  return <EditingStoryPage story={story} justOnboarded={justOnboarded} />;
}

function OnboardingStoryPage({ story, onComplete }: { story: StoryDetail; onComplete: () => void }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-24 sm:px-6 sm:pt-12">
      <StoryPageHeader story={story} sceneCount={0} worldTools={false} />
      <div className="mt-10">
        <Suspense fallback={<Loading className="justify-center py-16">{t('editor.page.preparing')}</Loading>}>
          <OnboardingWizard story={story} onComplete={onComplete} />
        </Suspense>
      </div>
    </div>
  );
}

/** The 'Your Story World Just Grew!' notice's Edit: the character or location editor, over the notice. */
function useNoticeEntityEditor(story: StoryDetail) {
  const [target, setTarget] = useState<{ kind: EntityKind; entity: EntityData } | null>(null);
  const [open, setOpen] = useState(false);
  function edit(kind: EntityKind, entityId: string) {
    const entity = (kind === 'character' ? story.characters : story.locations).find((item) => item._id === entityId);
    if (!entity) return;
    setTarget({ kind, entity });
    setOpen(true);
  }
  const dialog = target && (
    <EntityDialog kind={target.kind} story={story} entity={target.entity} open={open} onClose={() => setOpen(false)} />
  );
  return { edit, dialog };
}

function EditingStoryPage({ story, justOnboarded = false }: { story: StoryDetail; justOnboarded?: boolean }) {
  const t = useT();
  const scenes = [...story.scenes].sort((a, b) => a.sceneNumber - b.sceneNumber);
  const { editMode, setEditMode } = useStoryEditor();
  // Kept in the tab's session: a reload (say, after a part of the page failed to load) gives the typed scene back.
  const [prompt, setPrompt] = useDraft(`prompt:${story._id}`);
  const generation = useSceneGeneration(story);
  const [panels, setPanels] = usePanelCount(story._id, story.defaultPanels);
  const chosen = useRef<string | null>(null);
  const entityEditor = useNoticeEntityEditor(story);

  async function submit(text: string, panels: number) {
    if (await generation.generate(text, panels)) setPrompt('');
  }

  // Home → Play: its prompt is this story's first scene, sent as the page opens (kept in the bar if it is refused).
  // Once, on arrival (the hand-over is taken, so a second run finds nothing).
  const sendFirstScene = useEffectEvent(() => {
    const first = takeFirstScene(story._id);
    if (!first || story.scenes.length > 0) return;
    setPrompt(first);
    void submit(first, panels);
  });
  useEffect(() => sendFirstScene(), []);

  function chooseSuggestion(text: string) {
    // A chosen idea is sent once, however often it is clicked.
    if (chosen.current === text || generation.phase !== 'idle') return;
    chosen.current = text;
    setPrompt(text);
    void submit(text, panels).finally(() => {
      chosen.current = null;
    });
  }

  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-52 sm:px-6 sm:pt-12">
      <StoryPageHeader story={story} sceneCount={scenes.length} />
      {scenes.length === 0 ? (
        <div className="mt-10 rounded-2xl border-[3px] border-dashed border-ink/40 bg-white/70 px-6 py-12 text-center">
          <p className="font-display text-3xl tracking-wide">{t('editor.page.firstScene')}</p>
          <p className="mt-2 text-lg text-ink-soft">{t('editor.page.firstSceneHint')}</p>
        </div>
      ) : (
        <div className="mt-10 space-y-10">
          {editMode && scenes.length > 1 && (
            <div className="-mb-4 flex justify-end">
              <SceneOrderButton storyId={story._id} scenes={scenes} />
            </div>
          )}
          <ArrangeableScenes storyId={story._id} scenes={scenes} editMode={editMode}>
            {(scene, handle) => (
              <SceneCard
                scene={scene}
                storyId={story._id}
                storyTitle={story.title}
                aspectRatio={story.aspectRatio}
                direction={story.readingDirection}
                editMode={editMode}
                coverImage={story.previewImage}
                handle={handle}
              />
            )}
          </ArrangeableScenes>
        </div>
      )}
      <SceneSuggestions
        storyId={story._id}
        disabled={generation.phase !== 'idle'}
        onChoose={chooseSuggestion}
        fresh={justOnboarded}
      />
      <PromptBar
        storyId={story._id}
        panels={panels}
        onPanelsChange={setPanels}
        phase={generation.phase}
        progress={generation.progress}
        prompt={prompt}
        onPromptChange={setPrompt}
        onSubmit={(text, panels) => void submit(text, panels)}
        panelStates={generation.panels}
        tools={<EditBar editMode={editMode} onEditModeChange={setEditMode} />}
      />
      <BubbleEditor />
      <WorldGrewNotice notice={generation.notice} onClose={generation.dismissNotice} onEdit={entityEditor.edit} />
      {entityEditor.dialog}
    </div>
  );
}

function StoryNotFound() {
  const t = useT();
  return (
    <NotFoundCard
      title={t('editor.page.notFoundTitle')}
      message={t('editor.page.notFoundText')}
      homeLabel={t('editor.page.goHome')}
    />
  );
}
