// Scenes and panels: edit a scene's title and description, delete it (the rest renumbered), and
// change one panel's picture, video or bubbles. Each panel is its own row, so edits of different panels never race.
import { type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import type { TextBubble } from '../../../src/shared/bubbles';
import { panelUpdateInput, sceneLayoutInput, sceneUpdateInput } from '../../../src/shared/validation';
import {
  addPanelToLayout,
  pageAspect,
  removePanelFromLayout,
  splitPanelInLayout,
  templateLayout,
} from '../../../src/shared/layout';
import { addPanelInput, isPermutation, panelOrderInput } from '../../../src/shared/arrangement';
import { PANELS_PER_SCENE } from '../../../src/shared/stories';
import { codedError, DomainError } from '../../errors';
import { deleteScene, saveLayout, updatePanel, updateScene, type PanelChanges } from '../../data/scenes';
import { addPanel, orderPanels, removePanel } from '../../data/arrangement';
import { panelVersions, restorePanelVersions } from '../../data/panel-versions';
import { loadEditablePanels, loadEditableSceneRef, loadRestorableVersions } from '../../data/editable';
import { protectedProcedure } from '../init';
import { panelNumber, sceneId, storedMediaUrl } from '../inputs';

const panelNotFound = () => new DomainError('NOT_FOUND', 'panel_not_found');

export const scenesRouter = {
  /** Two requests: the session with the scene's access row, then the guarded update with its answer in one batch. */
  update: protectedProcedure.input(sceneUpdateInput.extend({ id: sceneId })).mutation(async ({ ctx, input }) => {
    const scene = await loadEditableSceneRef(ctx, input.id);
    const data = await updateScene(ctx.db, scene, input, ctx.clock.now());
    return { success: true as const, message: 'Scene updated successfully', data };
  }),

  /** Removes the scene with its panels, likes and jobs, and closes the gap in the numbering, in one atomic batch. */
  delete: protectedProcedure.input(z.object({ id: sceneId })).mutation(async ({ ctx, input }) => {
    await deleteScene(ctx.db, await loadEditableSceneRef(ctx, input.id), ctx.clock.now());
    return { success: true as const, message: 'Scene deleted successfully' };
  }),

  /**
   * One request: the session, the scene's access row, the panel's UPDATE (matching only the owner's or the
   * administrator's scene) and the scene read back ride in one batch; 404 or 403 is decided from the access row.
   */
  updatePanel: protectedProcedure
    .input(panelUpdateInput.extend({ sceneId, panelNumber }))
    .mutation(async ({ ctx, input }) => {
      const { sceneId: _scene, panelNumber: number, textBubbles, ...fields } = input;
      const changes: PanelChanges = { updatedAt: ctx.clock.now() };
      if (fields.imageUrl !== undefined) {
        changes.imageUrl = storedMediaUrl(fields.imageUrl, ctx.config.publicUrl);
        // A new picture replaces a failed one.
        if (changes.imageUrl) changes.imageGenerationError = null;
      }
      if (fields.imagePrompt !== undefined) changes.imagePrompt = fields.imagePrompt;
      if (fields.videoUrl !== undefined) changes.videoUrl = storedMediaUrl(fields.videoUrl, ctx.config.publicUrl);
      if (fields.videoPrompt !== undefined) changes.videoPrompt = fields.videoPrompt || null;
      if (textBubbles !== undefined) changes.textBubbles = textBubbles;
      if (fields.altText !== undefined) changes.altText = fields.altText;
      const data = await updatePanel(ctx, input.sceneId, number, changes);
      return { success: true as const, message: 'Panel updated successfully', data };
    }),

  /**
   * The scene's page layout. One request: the session, the access row with the panel numbers, the guarded UPDATE and
   * the scene read back ride in one batch; the UPDATE matches only the owner's scene whose panels the layout names.
   */
  setLayout: protectedProcedure.input(sceneLayoutInput.extend({ sceneId })).mutation(async ({ ctx, input }) => {
    const { sceneId: id, ...layout } = input;
    const data = await saveLayout(ctx, id, layout);
    return { success: true as const, message: 'Layout saved', data };
  }),

  /**
   * A new panel (empty, the second half of a split, or a removed one brought back), at most six. Two requests: the
   * session with the access row and the panels, then the renumbering insert with the scene in one batch.
   */
  addPanel: protectedProcedure.input(addPanelInput.safeExtend({ sceneId })).mutation(async ({ ctx, input }) => {
    const { scene, panels, layout, aspectRatio } = await loadEditablePanels(ctx, input.sceneId);
    if (panels.length >= PANELS_PER_SCENE.max) throw codedError('BAD_REQUEST', 'panel_limit');
    if (input.splitFrom !== undefined && input.splitFrom > panels.length) throw panelNotFound();
    const position =
      input.splitFrom !== undefined
        ? input.splitFrom + 1
        : Math.min(input.position ?? panels.length + 1, panels.length + 1);
    const content = {
      description: input.description,
      imagePrompt: input.imagePrompt,
      imageUrl: storedMediaUrl(input.imageUrl ?? null, ctx.config.publicUrl),
      videoUrl: storedMediaUrl(input.videoUrl ?? null, ctx.config.publicUrl),
      videoPrompt: input.videoPrompt || null,
      altText: input.altText,
      textBubbles: input.textBubbles,
    };
    // A stored layout keeps its page: a split halves the panel's cell, any other new panel takes half of the last cell
    // (the cells stay in reading order and the panels after the new one move through them).
    const nextLayout = !layout
      ? null
      : input.splitFrom !== undefined
        ? (splitPanelInLayout(layout, input.splitFrom, pageAspect(panels.length + 1, aspectRatio)) ??
          templateLayout('grid', panels.length + 1, aspectRatio, layout))
        : addPanelToLayout(layout, aspectRatio);
    const data = await addPanel(
      ctx.db,
      scene,
      { position, splitFrom: input.splitFrom, content, layout: nextLayout },
      ctx.clock.now(),
    );
    return { success: true as const, message: 'Panel added', data };
  }),

  /** Removes a panel and closes the gap (its picture stays among the versions; the answer carries it for an Undo). Two requests. */
  removePanel: protectedProcedure.input(z.object({ sceneId, panelNumber })).mutation(async ({ ctx, input }) => {
    const { scene, panels, layout, aspectRatio } = await loadEditablePanels(ctx, input.sceneId);
    const row = panels.find((panel) => Number(panel.panel_number) === input.panelNumber);
    if (!row) throw panelNotFound();
    if (panels.length <= PANELS_PER_SCENE.min) throw codedError('BAD_REQUEST', 'last_panel');
    // A stored layout gives the removed panel's cell to a neighbour (or the grid when none shares a side).
    const nextLayout = layout ? removePanelFromLayout(layout, input.panelNumber, aspectRatio) : null;
    const updated = await removePanel(
      ctx.db,
      scene,
      { id: String(row.id), number: input.panelNumber, layout: nextLayout },
      ctx.clock.now(),
    );
    const removed = {
      panelNumber: input.panelNumber,
      description: String(row.description ?? ''),
      imagePrompt: String(row.image_prompt ?? ''),
      imageUrl: row.image_url == null ? null : String(row.image_url),
      videoUrl: row.video_url == null ? null : String(row.video_url),
      videoPrompt: row.video_prompt == null ? null : String(row.video_prompt),
      altText: String(row.alt_text ?? ''),
      textBubbles: JSON.parse(String(row.text_bubbles ?? '[]')) as TextBubble[],
    };
    return { success: true as const, message: 'Panel removed', data: { scene: updated, removed } };
  }),

  /** The scene's panels in a new order (old numbers, new order); pictures, bubbles and versions follow. Two requests, the reorder one batch. */
  orderPanels: protectedProcedure.input(panelOrderInput.extend({ sceneId })).mutation(async ({ ctx, input }) => {
    const { scene, panels } = await loadEditablePanels(ctx, input.sceneId);
    if (!isPermutation(input.order, panels.length)) throw new DomainError('BAD_REQUEST', 'panel_order');
    const data = { scene: await orderPanels(ctx.db, scene, input.order, ctx.clock.now()) };
    return { success: true as const, message: 'Panels reordered', data };
  }),

  /** The earlier pictures and videos of the scene's panels, newest first: one request with the session and access check. */
  panelVersions: protectedProcedure.input(z.object({ sceneId })).query(async ({ ctx, input }) => ({
    success: true as const,
    data: await panelVersions(ctx, input.sceneId),
  })),

  /**
   * Puts earlier versions back (Undo after a regeneration: one per panel; the version picker: one). Two requests: the
   * session with the access row and the versions' check, then the swap with the scene and its versions in one batch.
   */
  restorePanelVersions: protectedProcedure
    .input(
      z.object({
        sceneId,
        versionIds: z.array(z.string().trim().min(1).max(64)).min(1, 'Choose a version to restore').max(20),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const versionIds = [...new Set(input.versionIds)];
      const scene = await loadRestorableVersions(ctx, input.sceneId, versionIds);
      const data = await restorePanelVersions(ctx.db, scene, versionIds, ctx.clock.now());
      return { success: true as const, message: 'Version restored', data };
    }),
} satisfies TRPCRouterRecord;
