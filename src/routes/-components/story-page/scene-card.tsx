// A scene on the story page: its panel grid and side buttons. In edit mode: Edit media, Regenerate
// image, Add speech bubble, Edit scene and Delete scene (Edit media opens the media editor for the selected panel, or
// the first); otherwise the reader's Remix, Download and like.
import { useT } from '../../../lib/i18n-react';
import { useMutation, useMutationState } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LikeButton } from '../../../components/like-button';
import { RemixButton } from '../../../components/remix-button';
import { Spinner } from '../../../components/spinner';
import { PanelFrame } from '../../../editor/bubble-view';
import { aiErrorInfo, panelImageNotice } from '../../../lib/ai-errors';
import { describeError } from '../../../lib/errors';
import type { SceneData } from '../../../lib/story-types';
import { isOnline } from '../../../lib/online';
import { toast } from '../../../lib/toast';
import { settlePicture } from '../../../lib/picture-job';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import {
  DownloadSceneButton,
  NoPanels,
  ScenePanels,
  SceneTitle,
  panelLabel,
  sceneElementId,
  sortedPanels,
} from '../story-kit/scene-block';
import type { ReadingDirection } from '../../../shared/layout';
import { PageLayoutDialog } from './page-layout-dialog';
import { EditSceneDialog } from './edit-scene-dialog';
import { EditMediaDialog } from './lazy-dialogs';
import { EditablePanel } from './editable-panel';
import { BubbleTools } from './bubble-tools';
import { FocusView } from './focus-view';
import { PictureHistoryDialog, UndoRegeneration } from './picture-history';
import { PanelTools } from './panel-tools';
import { useStoryEditor } from './story-editor';
import { useInvalidateStoryLists } from './publish-button';
import { useGeneratingScene } from './use-scene-generation';
import { useRefreshStory } from '../../../lib/story-refresh';

import type { AspectRatio } from '../../../shared/stories';
import { LineIcon } from '../../../components/icons';

interface SceneCardProps {
  scene: SceneData;
  storyId: string;
  storyTitle: string;
  aspectRatio: AspectRatio;
  editMode: boolean;
  /** The story's cover picture (the author's pick, else its first picture). */
  coverImage?: string;
  direction?: ReadingDirection;
  /** In edit mode, the handle that moves the scene in the story (see scene-drag). */
  handle?: ReactNode;
}

export function SceneCard({
  scene,
  storyId,
  storyTitle,
  aspectRatio,
  editMode,
  coverImage = '',
  direction = 'left-to-right',
  handle,
}: SceneCardProps) {
  const t = useT();
  const panels = sortedPanels(scene);
  const editor = useStoryEditor();
  const { generating, progress } = useGeneratingScene(storyId, scene, editor.followedRegenerations.has(scene._id), () =>
    editor.followRegeneration(scene._id, false),
  );
  return (
    <section
      id={sceneElementId(scene.sceneNumber)}
      aria-labelledby={`scene-${scene.sceneNumber}-title`}
      aria-busy={generating || undefined}
      className="scroll-mt-40 rounded-2xl border-[3px] border-ink bg-white/85 p-4 shadow-comic sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        {handle}
        <SceneTitle scene={scene} />
        {generating && (
          <span
            role="status"
            className="flex items-center gap-2 rounded-full border-2 border-ink bg-sky-soft px-3 py-0.5 text-sm font-bold"
          >
            <Spinner className="size-4" /> {t('editor.scene.drawing', { progress })}
          </span>
        )}
        {editMode && editor.undoOffers.get(scene._id) && (
          <UndoRegeneration
            scene={scene}
            storyId={storyId}
            offer={editor.undoOffers.get(scene._id)!}
            disabled={generating}
          />
        )}
      </div>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start">
        {/* data-bubble-count: the bubbles the panels draw (from the story in the cache), for tests of optimistic saves. */}
        <div
          className="min-w-0 flex-1"
          data-bubble-count={panels.reduce((sum, panel) => sum + panel.textBubbles.length, 0)}
        >
          {panels.length === 0 ? (
            <NoPanels />
          ) : editMode ? (
            <EditablePanels scene={scene} aspectRatio={aspectRatio} direction={direction} waiting={generating} />
          ) : (
            <ScenePanels scene={scene} aspectRatio={aspectRatio} direction={direction}>
              {(panel, panelAspect) => (
                <PanelFrame
                  key={panel._id}
                  panelNumber={panel.panelNumber}
                  imageUrl={panel.imageUrl}
                  videoUrl={panel.videoUrl}
                  bubbles={panel.textBubbles}
                  aspectRatio={panelAspect}
                  label={panelLabel(scene, panel)}
                />
              )}
            </ScenePanels>
          )}
        </div>
        <aside
          aria-label={t('editor.scene.tools', { n: scene.sceneNumber })}
          data-scene-tools=""
          className="flex flex-wrap gap-2 lg:w-48 lg:flex-none lg:flex-col"
        >
          {editMode ? (
            <SceneEditTools
              scene={scene}
              storyId={storyId}
              aspectRatio={aspectRatio}
              direction={direction}
              generating={generating}
              coverImage={coverImage}
            />
          ) : (
            <>
              <span className="contents" data-i18n-area="common">
                <RemixButton
                  target={{ storyId, sceneNumber: scene.sceneNumber }}
                  title={storyTitle}
                  label={t('editor.scene.remix')}
                  size="small"
                />
              </span>
              <span className="contents" data-i18n-area="common">
                <DownloadSceneButton scene={scene} storyTitle={storyTitle} aspectRatio={aspectRatio} />
              </span>
              <span className="contents" data-i18n-area="common">
                <LikeButton target={{ targetType: 'scene', id: scene._id }} initial={scene.likeStats} size="small" />
              </span>
            </>
          )}
        </aside>
      </div>
    </section>
  );
}

/** The scene's panels in edit mode; the selected panel (or the first) is the one the side buttons act on. */
function EditablePanels({
  scene,
  aspectRatio,
  direction,
  waiting,
}: {
  scene: SceneData;
  aspectRatio: string;
  direction: ReadingDirection;
  waiting: boolean;
}) {
  const regenerate = usePanelRegeneration(scene);
  return (
    <ScenePanels scene={scene} aspectRatio={aspectRatio} direction={direction}>
      {(panel, panelAspect) => (
        <EditablePanel
          key={panel._id}
          scene={scene}
          panel={panel}
          aspectRatio={panelAspect}
          waiting={waiting && !panel.imageUrl && !panel.imageGenerationError}
          regenerating={regenerate.running === panel.panelNumber}
          onRetry={() => void regenerate.run(panel.panelNumber)}
        />
      )}
    </ScenePanels>
  );
}

/** Regenerates one panel's picture (the spec's texts). Shared by the Retry button and the side button. */
function usePanelRegeneration(scene: SceneData) {
  const t = useT();
  const editor = useStoryEditor();
  const refresh = useRefreshStory(editor.storyId);
  const mutationKey = ['panelImage', scene._id];
  // A slow provider answers 'pending': the panel keeps its overlay until image-status has the picture.
  const client = useTRPCClient();
  const mutation = useMutation({
    mutationFn: async (input: { sceneId: string; panelNumber: number }) =>
      settlePicture(await client.ai.generatePanelImage.mutate(input)),
    mutationKey,
  });
  // The side button and a panel's Retry share the state, so the panel shows its overlay either way.
  const running = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (item) => (item.state.variables as { panelNumber: number } | undefined)?.panelNumber,
  })[0];
  async function run(panelNumber: number) {
    if (running !== undefined) return;
    if (!isOnline()) {
      toast.error(t('editor.msg.offline'));
      return;
    }
    try {
      const imageUrl = await mutation.mutateAsync({ sceneId: scene._id, panelNumber });
      if (!imageUrl) {
        toast.error(t('editor.msg.noImageUrl'));
        return;
      }
      const before = sortedPanels(scene).find((panel) => panel.panelNumber === panelNumber);
      const replaced = Boolean(before?.imageUrl || before?.videoUrl);
      editor.patchPanel({ sceneId: scene._id, panelNumber }, { imageUrl });
      // The replaced picture is kept as a version: Undo puts it back.
      if (replaced) editor.offerUndo(scene._id, { kind: 'picture', panelNumber });
      await refresh();
      toast.success(t('editor.msg.imageRegenerated'), 'saved');
    } catch (error) {
      const notice = panelImageNotice(aiErrorInfo(error));
      toast.error(notice.message, 'error', { durationMs: notice.durationMs });
      await refresh();
    }
  }
  return { run, running };
}

const toolClass = 'btn btn-plain w-full justify-start px-3 py-1.5 text-sm max-lg:w-auto';

function Tool({
  icon,
  children,
  ...button
}: { icon: ReactNode; children: ReactNode } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={toolClass} {...button}>
      <span aria-hidden="true" className="grid size-5 place-items-center">
        {icon}
      </span>
      {children}
    </button>
  );
}

const icon = (d: string) => (
  <LineIcon className="size-[1.1rem]">
    <path d={d} />
  </LineIcon>
);

function SceneEditTools({
  scene,
  storyId,
  aspectRatio,
  direction,
  generating,
  coverImage,
}: {
  scene: SceneData;
  storyId: string;
  aspectRatio: AspectRatio;
  direction: ReadingDirection;
  generating: boolean;
  coverImage: string;
}) {
  const t = useT();
  const trpc = useTRPC();
  const editor = useStoryEditor();
  const refresh = useRefreshStory(storyId);
  const regenerate = usePanelRegeneration(scene);
  const [editing, setEditing] = useState(false);
  const [layoutOpen, setLayoutOpen] = useState(false);
  // The panel the media editor works on; kept after closing so the dialog can animate out.
  const [mediaPanel, setMediaPanel] = useState<number | null>(null);
  const [mediaOpen, setMediaOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [historyPanel, setHistoryPanel] = useState<number | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [focusPanel, setFocusPanel] = useState<number | null>(null);
  const remove = useMutation(trpc.scenes.delete.mutationOptions());
  const panels = sortedPanels(scene);
  const selected = editor.selection?.sceneId === scene._id ? editor.selection.panelNumber : undefined;
  const target = panels.find((panel) => panel.panelNumber === selected) ?? panels[0];
  const which = target && panels.length > 1 ? t('editor.scene.whichPanel', { n: target.panelNumber }) : '';

  function openMedia(panelNumber: number) {
    setMediaPanel(panelNumber);
    setMediaOpen(true);
  }
  const media = panels.find((panel) => panel.panelNumber === mediaPanel);

  async function deleteScene() {
    try {
      await remove.mutateAsync({ id: scene._id });
      editor.forgetScene(scene._id);
      if (editor.selection?.sceneId === scene._id) editor.select(null);
      toast.success(t('editor.scene.deleted'), 'swoosh');
      await refresh();
    } catch (error) {
      toast.error(describeError(error, t('editor.scene.deleteFailed')).message);
      setConfirmDelete(false);
    }
  }

  return (
    <>
      <Tool
        icon={icon('M4 16l4-4 3 3 5-6 4 5M4 5h16v14H4z')}
        disabled={!target}
        aria-label={`${t('editor.scene.editMedia')}${which}`}
        onClick={() => target && openMedia(target.panelNumber)}
      >
        {t('editor.scene.editMedia')}
      </Tool>
      <Tool
        icon={regenerate.running ? <Spinner className="size-4" /> : icon('M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6')}
        disabled={!target || regenerate.running !== undefined}
        aria-busy={regenerate.running !== undefined}
        aria-label={`${t('editor.scene.regenerateImage')}${which}`}
        onClick={() => target && void regenerate.run(target.panelNumber)}
      >
        {t(regenerate.running ? 'editor.scene.generatingImage' : 'editor.scene.regenerateImage')}
      </Tool>
      <Tool
        icon={icon('M12 8v4l3 2M3 12a9 9 0 1 0 3-6.7M3 4v4h4')}
        disabled={!target}
        aria-label={`${t('editor.scene.pictureHistory')}${which}`}
        onClick={() => {
          if (!target) return;
          setHistoryPanel(target.panelNumber);
          setHistoryOpen(true);
        }}
      >
        {t('editor.scene.pictureHistory')}
      </Tool>
      <UseAsCover
        storyId={storyId}
        imageUrl={target?.imageUrl ?? null}
        isCover={Boolean(target?.imageUrl && target.imageUrl === coverImage)}
        which={which}
      />
      {/* Names the panel it adds to, so a bubble never lands in a panel chosen out of sight. */}
      <Tool
        icon={icon('M4 5h16v10H9l-5 4z')}
        disabled={!target}
        onClick={() =>
          target &&
          editor.openBubbleEditor({
            panel: { sceneId: scene._id, panelNumber: target.panelNumber },
            bubbleId: null,
            aspectRatio,
          })
        }
      >
        {`${t('editor.scene.addBubble')}${which}`}
      </Tool>
      <Tool
        icon={icon('M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5')}
        disabled={!target}
        onClick={() => target && setFocusPanel(target.panelNumber)}
      >
        {`${t('editor.focus.open')}${which}`}
      </Tool>
      {target && (
        <BubbleTools panel={{ sceneId: scene._id, panelNumber: target.panelNumber }} label={t('editor.tools.group')} />
      )}
      <PanelTools
        scene={scene}
        storyId={storyId}
        target={target?.panelNumber}
        disabled={generating}
        tool={({ icon: glyph, label, ariaLabel, disabled, onClick }) => (
          <Tool
            key={label}
            icon={<span className="text-lg leading-none font-bold">{glyph}</span>}
            disabled={disabled}
            aria-label={ariaLabel}
            onClick={onClick}
          >
            {label}
          </Tool>
        )}
      />
      <Tool icon={icon('M14.5 4.5l5 5L9 20H4v-5z')} onClick={() => setEditing(true)}>
        {t('editor.scene.editScene')}
      </Tool>
      <Tool
        icon={icon('M4 4h7v16H4zM13 4h7v7h-7zM13 13h7v7h-7z')}
        disabled={!panels.length}
        onClick={() => setLayoutOpen(true)}
      >
        {t('editor.layout.open')}
      </Tool>
      {confirmDelete ? (
        <div
          role="group"
          aria-label={t('editor.scene.confirmDeleteGroup')}
          className="flex flex-wrap gap-2 rounded-xl border-2 border-dashed border-pop-deep bg-[#ffe6e8] p-2 lg:flex-col"
        >
          <p className="text-sm font-bold text-pop-deep">
            {t('editor.scene.deleteQuestion', { n: scene.sceneNumber })}
          </p>
          <button
            type="button"
            onClick={() => void deleteScene()}
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            className="btn btn-primary px-3 py-1 text-sm"
          >
            {remove.isPending && <Spinner className="size-4" />}
            {t('editor.scene.confirmDelete')}
          </button>
          <button
            type="button"
            onClick={() => setConfirmDelete(false)}
            disabled={remove.isPending}
            className="btn btn-plain px-3 py-1 text-sm"
          >
            {t('editor.scene.cancel')}
          </button>
        </div>
      ) : (
        <Tool
          icon={icon('M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13')}
          className={`${toolClass} text-pop-deep`}
          onClick={() => setConfirmDelete(true)}
        >
          {t('editor.scene.deleteScene')}
        </Tool>
      )}
      {focusPanel !== null && (
        <FocusView
          scene={scene}
          aspectRatio={aspectRatio}
          panelNumber={focusPanel}
          onPanel={setFocusPanel}
          onClose={() => setFocusPanel(null)}
        />
      )}
      <EditSceneDialog scene={scene} storyId={storyId} open={editing} onClose={() => setEditing(false)} />
      {layoutOpen && (
        <PageLayoutDialog
          scene={scene}
          storyId={storyId}
          aspectRatio={aspectRatio}
          direction={direction}
          open={layoutOpen}
          onClose={() => setLayoutOpen(false)}
        />
      )}
      {historyPanel !== null && (
        <PictureHistoryDialog
          scene={scene}
          storyId={storyId}
          panelNumber={historyPanel}
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
        />
      )}
      {media && (
        <EditMediaDialog
          key={`${scene._id}:${media.panelNumber}`}
          story={{ _id: storyId, aspectRatio }}
          scene={scene}
          panel={media}
          open={mediaOpen}
          onClose={() => setMediaOpen(false)}
          // A panel without a picture opens on Generate and starts drawing it from its own prompt (not while the
          // scene's own generation is still drawing it).
          autoRegenerate={!media.imageUrl && !generating}
        />
      )}
    </>
  );
}

/** 'Use as cover': the selected panel's picture (or the first) becomes the story's cover on every card. */
function UseAsCover({
  storyId,
  imageUrl,
  isCover,
  which,
}: {
  storyId: string;
  imageUrl: string | null;
  isCover: boolean;
  which: string;
}) {
  const t = useT();
  const trpc = useTRPC();
  const update = useMutation(trpc.stories.update.mutationOptions());
  const invalidate = useInvalidateStoryLists(storyId);
  async function makeCover() {
    if (!imageUrl) return;
    try {
      await update.mutateAsync({ id: storyId, changes: { previewImage: imageUrl } });
      await invalidate();
      toast.success(t('editor.scene.coverUpdated'), 'saved');
    } catch (error) {
      toast.error(describeError(error, t('editor.scene.coverFailed')).message);
    }
  }
  return (
    <Tool
      icon={update.isPending ? <Spinner className="size-4" /> : icon('M5 3h14v18l-7-5-7 5z')}
      disabled={!imageUrl || isCover || update.isPending}
      aria-busy={update.isPending}
      aria-label={`${t(isCover ? 'editor.scene.storyCoverLabel' : 'editor.scene.useAsCover')}${which}`}
      onClick={() => void makeCover()}
    >
      {t(isCover ? 'editor.scene.storyCover' : 'editor.scene.useAsCover')}
    </Tool>
  );
}
