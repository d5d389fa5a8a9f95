// Characters and locations (spec 02 sections 3, 5, 7): create, update and delete, owner or administrator only. An entity a
// scene shows cannot be deleted (409), so no scene loses who or where it is about. Each is two database requests: the
// session with the access row, then one guarded write batch that also reads the answer.
import { type TRPCRouterRecord } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { runBatch } from '../../../db/client';
import { entities } from '../../../db/schema';
import { characterInput, locationInput } from '../../../src/shared/validation';
import { DomainError } from '../../errors';
import { randomId } from '../../platform/ids';
import { assertEditableRow, entityAccessStatement } from '../../stories/access';
import { entitiesFromRows, storyAccessStatement } from '../../stories/read';
import { nextSceneNumberSql } from '../../stories/write';
import { signedInProcedure, signedInRead } from '../init';
import { entityId, storedMediaUrl, storyId } from '../inputs';

const entityStatement = (id: string) => sql`
  select id, kind, name, title, description, image_prompt, primary_image_url, image_urls, first_appearance, created_at
  from entities where id = ${id}`;

function entityRouter(kind: 'character' | 'location') {
  const fields = kind === 'character' ? characterInput : locationInput;
  const label = kind === 'character' ? 'Character' : 'Location';
  return {
    create: signedInProcedure.input(fields.extend({ storyId })).mutation(async ({ ctx, input }) => {
      const { user, results } = await signedInRead(ctx, [storyAccessStatement(input.storyId)]);
      const story = assertEditableRow({ config: ctx.config, user }, results[0]![0], 'Story not found');
      const primaryImageUrl = storedMediaUrl(input.primaryImageUrl ?? null, ctx.config.publicUrl);
      const id = randomId();
      const now = ctx.clock.now().getTime();
      const storyIdValue = String(story.id);
      // A hand-made entity belongs to the next scene to be written; a name the story has (any case) is refused.
      const [inserted, created] = await runBatch(
        ctx.db,
        [
          sql`insert into entities (id, story_id, kind, name, title, description, image_prompt, primary_image_url, image_urls, first_appearance, created_at)
              select ${id}, ${storyIdValue}, ${kind}, ${input.name}, ${input.title ?? ''}, ${input.description}, ${input.imagePrompt}, ${primaryImageUrl},
                ${JSON.stringify(primaryImageUrl ? [primaryImageUrl] : [])}, ${nextSceneNumberSql(storyIdValue)}, ${now}
              where not exists (select 1 from entities where story_id = ${storyIdValue} and kind = ${kind} and lower(name) = ${input.name.toLowerCase()})`,
          entityStatement(id),
        ],
        'write',
      );
      if (!inserted!.rowsAffected) throw new DomainError('CONFLICT', `A ${kind} named ${input.name} already exists in this story`);
      return { success: true as const, message: `${label} created successfully`, data: entitiesFromRows(created!.rows)[0]! };
    }),

    // Only the fields sent change: the schema has no defaults, so a missing title is not an empty one.
    update: signedInProcedure.input(fields.partial().extend({ id: entityId })).mutation(async ({ ctx, input }) => {
      const { user, results } = await signedInRead(ctx, [entityAccessStatement(kind, input.id)]);
      const row = assertEditableRow({ config: ctx.config, user }, results[0]![0], `${label} not found`);
      const imageUrls = JSON.parse(String(row.image_urls)) as string[];
      const { id: _id, primaryImageUrl: requested, ...changes } = input;
      const primaryImageUrl = requested === undefined ? undefined : (storedMediaUrl(requested, ctx.config.publicUrl) ?? '');
      const images =
        primaryImageUrl && !imageUrls.includes(primaryImageUrl)
          ? { primaryImageUrl, imageUrls: [...imageUrls, primaryImageUrl] }
          : primaryImageUrl !== undefined
            ? { primaryImageUrl: primaryImageUrl || null }
            : {};
      const set = Object.fromEntries(Object.entries({ ...changes, ...images }).filter(([, value]) => value !== undefined));
      const statements = Object.keys(set).length ? [ctx.db.update(entities).set(set).where(sql`id = ${input.id}`).getSQL()] : [];
      const answers = await runBatch(ctx.db, [...statements, entityStatement(input.id)], statements.length ? 'write' : 'read');
      return { success: true as const, message: `${label} updated successfully`, data: entitiesFromRows(answers.at(-1)!.rows)[0]! };
    }),

    delete: signedInProcedure.input(z.object({ id: entityId })).mutation(async ({ ctx, input }) => {
      const { user, results } = await signedInRead(ctx, [
        entityAccessStatement(kind, input.id),
        sql`select sc.scene_number from scene_entities se join scenes sc on sc.id = se.scene_id where se.entity_id = ${input.id} order by sc.scene_number`,
      ]);
      const row = assertEditableRow({ config: ctx.config, user }, results[0]![0], `${label} not found`);
      const inUse = (numbers: number[]) =>
        new DomainError('CONFLICT', `${String(row.name)} appears in scene${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')} and cannot be deleted`);
      const used = results[1]!.map((scene) => Number(scene.scene_number));
      if (used.length) throw inUse(used);
      // Guarded: a scene that starts showing it meanwhile keeps it.
      const [deleted] = await runBatch(
        ctx.db,
        [sql`delete from entities where id = ${input.id} and not exists (select 1 from scene_entities where entity_id = ${input.id})`],
        'write',
      );
      if (!deleted!.rowsAffected) throw new DomainError('CONFLICT', `${String(row.name)} appears in a scene and cannot be deleted`);
      return { success: true as const, message: `${label} deleted successfully` };
    }),
  } satisfies TRPCRouterRecord;
}

export const charactersRouter = entityRouter('character');
export const locationsRouter = entityRouter('location');
