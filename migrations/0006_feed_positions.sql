ALTER TABLE `stories` ADD `feed_position` integer;--> statement-breakpoint
CREATE INDEX `stories_feed_position_idx` ON `stories` (`feed_position`) WHERE status = 'published';--> statement-breakpoint
ALTER TABLE `story_tags` ADD `position` integer;--> statement-breakpoint
CREATE INDEX `story_tags_position_idx` ON `story_tags` (`tag`,`position`);--> statement-breakpoint
-- Feed positions: each published story's place in the feed (and each tag row's in its tag), oldest first, 1 … n with
-- no gaps, so page N newest first is the positions below total - (N - 1) * limit: one index seek, whatever N. A story
-- entering the feed moves the stories after it (usually none: it is the newest) one place up; one leaving moves them
-- one down.
UPDATE `stories` SET `feed_position` = r.p FROM (
  SELECT `id`, row_number() OVER (ORDER BY `created_at`, `id`) AS p FROM `stories` WHERE `status` = 'published'
) AS r WHERE r.id = `stories`.`id`;
--> statement-breakpoint
UPDATE `story_tags` SET `position` = r.p FROM (
  SELECT `story_id`, `tag`, row_number() OVER (PARTITION BY `tag` ORDER BY `created_at`, `story_id`) AS p FROM `story_tags`
) AS r WHERE r.story_id = `story_tags`.`story_id` AND r.tag = `story_tags`.`tag`;
--> statement-breakpoint
CREATE TRIGGER `stories_feed_position_insert` AFTER INSERT ON `stories` WHEN new.status = 'published' BEGIN
  UPDATE `stories` SET `feed_position` = `feed_position` + 1 WHERE `status` = 'published' AND (`created_at`, `id`) > (new.created_at, new.id);
  UPDATE `stories` SET `feed_position` = 1 + coalesce((SELECT `feed_position` FROM `stories` WHERE `status` = 'published'
    AND (`created_at`, `id`) < (new.created_at, new.id) ORDER BY `created_at` DESC, `id` DESC LIMIT 1), 0) WHERE `id` = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `stories_feed_position_update` AFTER UPDATE OF `status` ON `stories`
WHEN (new.status = 'published') <> (old.status = 'published') BEGIN
  UPDATE `stories` SET `feed_position` = `feed_position` + (CASE WHEN new.status = 'published' THEN 1 ELSE -1 END)
    WHERE `status` = 'published' AND (`created_at`, `id`) > (new.created_at, new.id);
  UPDATE `stories` SET `feed_position` = CASE WHEN new.status = 'published' THEN 1 + coalesce((SELECT `feed_position` FROM `stories`
    WHERE `status` = 'published' AND (`created_at`, `id`) < (new.created_at, new.id) ORDER BY `created_at` DESC, `id` DESC LIMIT 1), 0) END
    WHERE `id` = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `stories_feed_position_delete` AFTER DELETE ON `stories` WHEN old.status = 'published' BEGIN
  UPDATE `stories` SET `feed_position` = `feed_position` - 1 WHERE `status` = 'published' AND (`created_at`, `id`) > (old.created_at, old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `story_tags_position_insert` AFTER INSERT ON `story_tags` BEGIN
  UPDATE `story_tags` SET `position` = `position` + 1 WHERE `tag` = new.tag AND (`created_at`, `story_id`) > (new.created_at, new.story_id);
  UPDATE `story_tags` SET `position` = 1 + coalesce((SELECT `position` FROM `story_tags` WHERE `tag` = new.tag
    AND (`created_at`, `story_id`) < (new.created_at, new.story_id) ORDER BY `created_at` DESC, `story_id` DESC LIMIT 1), 0)
    WHERE `tag` = new.tag AND `story_id` = new.story_id;
END;
--> statement-breakpoint
CREATE TRIGGER `story_tags_position_delete` AFTER DELETE ON `story_tags` BEGIN
  UPDATE `story_tags` SET `position` = `position` - 1 WHERE `tag` = old.tag AND (`created_at`, `story_id`) > (old.created_at, old.story_id);
END;
