/**
 * The story editor's dialogs, each self-contained: it makes its own tRPC calls and refreshes the story
 * (`stories.byId`) after a change, so the story page only keeps the open/closed state. All take `open` and `onClose`.
 *
 * - `<ArtStyleDialog story={story} open onClose onSaved?={(artStyle) => ...} />`: 'Choose Art Style'. Label the current
 *   style with `artStyleLabel(story.artStyle)` (src/lib/art-styles.ts).
 * - `<EditMediaDialog story={story} scene={scene} panel={panel} open onClose autoRegenerate?={bool} onSaved?={() => ...} />`:
 *   one panel's media. `autoRegenerate` starts Regenerate 200 ms after opening (the scene card's Regenerate image can
 *   open it this way). Mount it with `key={`${scene._id}:${panel.panelNumber}`}` when the panel can change while open.
 * - `<EntityListModal kind="character" | "location" story={story} open onClose />`: the Characters / Locations lists,
 *   with Add New, Regenerate, Edit, Upload and Delete; opens `EntityDialog` over itself.
 * - `<EntityDialog kind story={story} entity?={entity | null} open onClose onSaved?={(entity) => ...} />`: Add / Edit
 *   Character (or Location). For the 'Your Story World Just Grew!' notice's Edit buttons, pass the entity found by id in
 *   `story.characters` / `story.locations`.
 * - `<StorySettingsModal story={story} open onClose onDeleted?={() => ...} />`: title, description, tags, image model,
 *   status, and a two-step Delete story that navigates to `/` itself.
 *
 * The Edit Scene dialog and the world notice already live in ../story-page (edit-scene-dialog.tsx, world-notice.tsx).
 */
export { ArtStyleDialog, type ArtStyleDialogProps } from './art-style-dialog';
export { EditMediaDialog, type EditMediaDialogProps } from './edit-media-dialog';
export { EntityDialog, type EntityDialogProps } from './entity-dialog';
export { EntityListModal, type EntityListModalProps } from './entity-list-modal';
export { StorySettingsModal, type StorySettingsModalProps } from './story-settings-modal';
