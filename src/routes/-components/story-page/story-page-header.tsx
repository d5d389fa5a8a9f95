// The story page's header: title, description with Read more, like, Settings, the remix line, the
// author and date, and Read Story once there is a scene; the story world's Characters, Locations and Art Style; then
// the editing bar (edit mode, undo, redo).
import { T, useT } from '../../../lib/i18n-react';
import type { EditorId } from '../../../lib/i18n';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Icon, LineIcon } from '../../../components/icons';
import { DownloadMenu } from '../../../components/download-menu';
import { LikeButton } from '../../../components/like-button';
import { MoreMenu, type MoreMenuItem } from '../../../components/more-menu';
import { ShareButton } from '../../../components/share-button';
import { artStyleName } from '../../../lib/art-styles';
import type { StoryDetail } from '../../../lib/story-types';
import { Byline, Description, HeaderFrame, OriginLine, PHONE_ACTIONS } from '../story-kit/story-header';
import { ArtStyleDialog, EntityListModal, StorySettingsModal } from './lazy-dialogs';
import { PublishButton, StatusChip, useStoryStatus } from './publish-button';
import { useStoryEditor } from './story-editor';

type HeaderDialog = 'settings' | 'characters' | 'locations' | 'artStyle';

interface StoryPageHeaderProps {
  story: StoryDetail;
  sceneCount: number;
  /** Characters, Locations and Art Style (hidden while the onboarding wizard edits them itself). */
  worldTools?: boolean;
}

export function StoryPageHeader({ story, sceneCount, worldTools = true }: StoryPageHeaderProps) {
  const t = useT();
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  const close = () => setDialog(null);
  // On phones the header is one compact row: Settings and the story world's tools wait in "More".
  // A published story's Unpublish (rarely wanted) waits there too; a draft's Publish stays in the row.
  const status = useStoryStatus(story);
  const published = story.status === 'published';
  const more: MoreMenuItem[] = [
    { label: t('editor.header.settings'), icon: <SettingsIcon />, onSelect: () => setDialog('settings') },
  ];
  if (published)
    more.push({
      label: t('editor.publish.unpublish'),
      icon: (
        <span aria-hidden="true" className="w-5 text-center">
          🔒
        </span>
      ),
      onSelect: () => void status.setStatus('draft'),
    });
  if (worldTools)
    more.push(
      {
        label: t('editor.header.characters'),
        name: t('editor.header.charactersCount', { n: story.characters.length }),
        icon: <Icon name="person" className="size-5" />,
        onSelect: () => setDialog('characters'),
      },
      {
        label: t('editor.header.locations'),
        name: t('editor.header.locationsCount', { n: story.locations.length }),
        icon: <Icon name="place" className="size-5" />,
        onSelect: () => setDialog('locations'),
      },
      {
        label: t('editor.header.artStyleLabel', { style: artStyleName(story.artStyle) }),
        icon: <Icon name="palette" className="size-5" />,
        onSelect: () => setDialog('artStyle'),
      },
    );
  return (
    <HeaderFrame halftone="text-sky/25">
      <p className="relative inline-block -rotate-1 rounded-lg border-[3px] border-ink bg-sun px-3 py-0.5 text-sm font-bold tracking-wide uppercase shadow-comic-sm">
        {t('editor.header.yourStory')}
      </p>
      <StatusChip status={story.status} />
      <h1
        dir="auto"
        data-user-content=""
        className="relative mt-3 text-[2.4rem] leading-[0.95] break-words text-ink sm:text-6xl"
      >
        {story.title}
      </h1>
      <span className="contents" data-i18n-area="common">
        <OriginLine story={story} />
      </span>
      {story.description && (
        <span className="contents" data-i18n-area="common">
          <Description text={story.description} />
        </span>
      )}
      <div
        role="toolbar"
        aria-label={t('editor.header.actions')}
        className={`relative mt-4 flex flex-wrap items-center gap-2 sm:mt-5 sm:gap-3 ${PHONE_ACTIONS}`}
      >
        <span className="contents" data-i18n-area="common">
          <LikeButton target={{ targetType: 'story', id: story._id }} initial={story.likeStats} />
        </span>
        <button type="button" onClick={() => setDialog('settings')} className="btn btn-plain max-sm:hidden">
          <SettingsIcon />
          {t('editor.header.settings')}
        </button>
        <PublishButton story={story} className={published ? 'max-sm:hidden' : ''} />
        {sceneCount > 0 && (
          <Link to="/story/$storyId/read" params={{ storyId: story._id }} className="btn btn-primary max-sm:px-3">
            <LineIcon className="size-5" strokeLinecap="butt">
              <path d="M3 5h7a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H3zM21 5h-7a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h7z" />
            </LineIcon>
            <span className="max-sm:sr-only">{t('editor.header.readStory')}</span>
          </Link>
        )}
        <span className="contents" data-i18n-area="common">
          <ShareButton story={story} compact className="btn btn-plain max-sm:px-3" />
        </span>
        {sceneCount > 0 && <DownloadMenu story={story} compact className="btn btn-plain max-sm:px-3" />}
        <MoreMenu label={t('editor.header.more')} items={more} compact className="sm:hidden" />
      </div>
      {story.status !== 'published' && (
        <p className="relative mt-3 text-sm font-bold text-ink-soft max-sm:font-normal">
          {t('editor.header.draftNote')}
        </p>
      )}
      {worldTools && (
        <div
          role="group"
          aria-label={t('editor.header.storyWorld')}
          className="relative mt-4 flex flex-wrap gap-2 max-sm:hidden"
        >
          {CAST_BUTTONS.map(({ dialog: opens, icon, label, countLabel }) => {
            const count = story[opens].length;
            return (
              <button
                key={opens}
                type="button"
                onClick={() => setDialog(opens)}
                className="btn btn-sun px-3 py-1.5 text-sm"
                aria-label={t(countLabel, { n: count })}
              >
                <Icon name={icon} />
                {t(label)}
                <Count value={count} />
              </button>
            );
          })}
          <button
            type="button"
            onClick={() => setDialog('artStyle')}
            className="btn btn-plain max-w-full px-3 py-1.5 text-sm"
            aria-label={t('editor.header.artStyleLabel', { style: artStyleName(story.artStyle) })}
          >
            <Icon name="palette" />
            <span className="truncate">
              <T
                id="editor.header.artStyle"
                values={{ style: artStyleName(story.artStyle) }}
                components={{ 0: <span className="font-normal" /> }}
              />
            </span>
          </button>
        </div>
      )}
      <span className="contents" data-i18n-area="common">
        <Byline story={story} />
      </span>
      <StorySettingsModal story={story} open={dialog === 'settings'} onClose={close} />
      <EntityListModal kind="character" story={story} open={dialog === 'characters'} onClose={close} />
      <EntityListModal kind="location" story={story} open={dialog === 'locations'} onClose={close} />
      <ArtStyleDialog story={story} open={dialog === 'artStyle'} onClose={close} />
    </HeaderFrame>
  );
}

function SettingsIcon() {
  return (
    <LineIcon className="size-5 shrink-0">
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </LineIcon>
  );
}

/** The story world's buttons for its characters and its locations, each with its count. */
const CAST_BUTTONS = [
  {
    dialog: 'characters',
    icon: 'person',
    label: 'editor.header.characters',
    countLabel: 'editor.header.charactersCount',
  },
  { dialog: 'locations', icon: 'place', label: 'editor.header.locations', countLabel: 'editor.header.locationsCount' },
] as const satisfies readonly { dialog: HeaderDialog; icon: string; label: EditorId; countLabel: EditorId }[];

/** Undo and redo: what each calls, when it can, its keys, its arrow and its name. */
const HISTORY_BUTTONS = [
  { action: 'undo', can: 'canUndo', keys: 'Control+Z Meta+Z', arrow: '↶', label: 'editor.editBar.undo' },
  { action: 'redo', can: 'canRedo', keys: 'Control+Shift+Z Meta+Shift+Z', arrow: '↷', label: 'editor.editBar.redo' },
] as const satisfies readonly {
  action: 'undo' | 'redo';
  can: 'canUndo' | 'canRedo';
  keys: string;
  arrow: string;
  label: EditorId;
}[];

/** Undo or redo: its arrow (mirrored right to left), and its name beside it from 400 px (for screen readers below). */
function HistoryButton({
  onClick,
  disabled,
  keys,
  arrow,
  label,
}: {
  onClick: () => void;
  disabled: boolean;
  keys: string;
  arrow: string;
  label: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts={keys}
      className="btn btn-plain px-3 py-1 text-sm"
    >
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        {arrow}
      </span>
      <span className="max-[399.98px]:sr-only">{label}</span>
    </button>
  );
}

function Count({ value }: { value: number }) {
  return (
    <span
      aria-hidden="true"
      className="min-w-6 rounded-full border-2 border-ink bg-white px-1.5 text-xs leading-5 tabular-nums"
    >
      {value}
    </span>
  );
}

/** Edit mode on or off (off previews the scenes as readers see them), with undo and redo of bubble edits. */
export function EditBar({
  editMode,
  onEditModeChange,
}: {
  editMode: boolean;
  onEditModeChange: (on: boolean) => void;
}) {
  const t = useT();
  const editor = useStoryEditor();
  return (
    // Docked with the prompt bar at the bottom: a bar stuck at the top would sit over the panels' captions while scrolling.
    <div
      role="toolbar"
      aria-label={t('editor.editBar.label')}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:gap-x-4"
    >
      <button
        type="button"
        role="switch"
        aria-checked={editMode}
        onClick={() => onEditModeChange(!editMode)}
        className="flex items-center gap-2.5 font-bold"
      >
        <span
          className={`relative h-6 w-11 rounded-full border-[3px] border-ink transition ${editMode ? 'bg-mint' : 'bg-paper-deep'}`}
        >
          <span
            className={`absolute top-0.5 size-4 rounded-full border-2 border-ink bg-white transition-all ${editMode ? 'start-[1.2rem]' : 'start-0.5'}`}
          />
        </span>
        {t('editor.editBar.editMode')}
      </button>
      {editMode && (
        <>
          <div className="flex gap-2">
            {/* Under 400 px only the arrows show (the names stay for screen readers), so the bar is one row. */}
            {HISTORY_BUTTONS.map(({ action, can, keys, arrow, label }) => (
              <HistoryButton
                key={action}
                onClick={editor[action]}
                disabled={!editor[can]}
                keys={keys}
                arrow={arrow}
                label={t(label)}
              />
            ))}
          </div>
          <SaveStatus />
          <p className="hidden text-sm text-ink-soft lg:block">{t('editor.editBar.hint')}</p>
        </>
      )}
    </div>
  );
}

/** Whether the editor's changes are on the server: Saving… / Saved / Couldn't save — Retry. */
function SaveStatus() {
  const t = useT();
  const { saveState, retrySaves } = useStoryEditor();
  if (saveState === 'idle') return null;
  return (
    <p
      role="status"
      data-testid="save-state"
      data-state={saveState}
      className="flex items-center gap-2 text-sm font-bold"
    >
      {saveState === 'saving' && <span className="text-ink-soft">{t('editor.save.saving')}</span>}
      {saveState === 'saved' && <span className="text-mint">{t('editor.save.saved')}</span>}
      {saveState === 'failed' && (
        <>
          <span className="text-pop-deep">{t('editor.save.failed')}</span>
          <button type="button" onClick={retrySaves} className="btn btn-plain px-2 py-0 text-sm">
            {t('editor.save.retry')}
          </button>
        </>
      )}
    </p>
  );
}
