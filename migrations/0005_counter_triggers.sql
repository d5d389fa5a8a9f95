-- Custom SQL migration file, put your code below! --
-- Stored counters and the automatic cover, kept by triggers so each moves in the same statement (and so the same
-- atomic batch or transaction) as the row it counts, whoever writes it. First the values for the rows already there.
UPDATE `stories` SET
  `like_count` = (SELECT count(*) FROM `likes` l WHERE l.target_type = 'story' AND l.target_id = `stories`.id),
  `remix_count` = (SELECT count(*) FROM `stories` r WHERE r.original_story_id = `stories`.id),
  `scene_count` = (SELECT count(*) FROM `scenes` c WHERE c.story_id = `stories`.id),
  `panel_count` = (SELECT count(*) FROM `panels` q WHERE q.story_id = `stories`.id),
  `cover_image` = (SELECT p.image_url FROM `panels` p JOIN `scenes` sc ON sc.id = p.scene_id
    WHERE p.story_id = `stories`.id AND p.image_url IS NOT NULL ORDER BY sc.scene_number, p.panel_number LIMIT 1);
--> statement-breakpoint
UPDATE `scenes` SET `like_count` = (SELECT count(*) FROM `likes` l WHERE l.target_type = 'scene' AND l.target_id = `scenes`.id);
--> statement-breakpoint
DELETE FROM `story_tags` WHERE `story_id` NOT IN (SELECT `id` FROM `stories` WHERE `status` = 'published');
--> statement-breakpoint
INSERT INTO `story_totals` (`tag`, `stories`) SELECT '', count(*) FROM `stories` WHERE `status` = 'published';
--> statement-breakpoint
INSERT INTO `story_totals` (`tag`, `stories`) SELECT `tag`, count(*) FROM `story_tags` GROUP BY `tag`;
--> statement-breakpoint
CREATE TRIGGER `likes_count_insert` AFTER INSERT ON `likes` BEGIN
  UPDATE `stories` SET `like_count` = `like_count` + 1 WHERE new.target_type = 'story' AND `id` = new.target_id;
  UPDATE `scenes` SET `like_count` = `like_count` + 1 WHERE new.target_type = 'scene' AND `id` = new.target_id;
END;
--> statement-breakpoint
CREATE TRIGGER `likes_count_delete` AFTER DELETE ON `likes` BEGIN
  UPDATE `stories` SET `like_count` = `like_count` - 1 WHERE old.target_type = 'story' AND `id` = old.target_id;
  UPDATE `scenes` SET `like_count` = `like_count` - 1 WHERE old.target_type = 'scene' AND `id` = old.target_id;
END;
--> statement-breakpoint
CREATE TRIGGER `scenes_count_insert` AFTER INSERT ON `scenes` BEGIN
  UPDATE `stories` SET `scene_count` = `scene_count` + 1 WHERE `id` = new.story_id;
END;
--> statement-breakpoint
CREATE TRIGGER `scenes_count_delete` AFTER DELETE ON `scenes` BEGIN
  UPDATE `stories` SET `scene_count` = `scene_count` - 1 WHERE `id` = old.story_id;
END;
--> statement-breakpoint
-- Renumbering (a scene deleted) can change which picture comes first.
CREATE TRIGGER `scenes_cover_renumber` AFTER UPDATE OF `scene_number` ON `scenes` BEGIN
  UPDATE `stories` SET `cover_image` = (SELECT p.image_url FROM `panels` p JOIN `scenes` sc ON sc.id = p.scene_id
    WHERE p.story_id = new.story_id AND p.image_url IS NOT NULL ORDER BY sc.scene_number, p.panel_number LIMIT 1)
  WHERE `id` = new.story_id;
END;
--> statement-breakpoint
CREATE TRIGGER `panels_count_insert` AFTER INSERT ON `panels` BEGIN
  UPDATE `stories` SET `panel_count` = `panel_count` + 1,
    `cover_image` = CASE WHEN new.image_url IS NULL THEN `cover_image` ELSE (SELECT p.image_url FROM `panels` p JOIN `scenes` sc ON sc.id = p.scene_id
      WHERE p.story_id = new.story_id AND p.image_url IS NOT NULL ORDER BY sc.scene_number, p.panel_number LIMIT 1) END
  WHERE `id` = new.story_id;
END;
--> statement-breakpoint
CREATE TRIGGER `panels_count_delete` AFTER DELETE ON `panels` BEGIN
  UPDATE `stories` SET `panel_count` = `panel_count` - 1,
    `cover_image` = CASE WHEN old.image_url IS NULL THEN `cover_image` ELSE (SELECT p.image_url FROM `panels` p JOIN `scenes` sc ON sc.id = p.scene_id
      WHERE p.story_id = old.story_id AND p.image_url IS NOT NULL ORDER BY sc.scene_number, p.panel_number LIMIT 1) END
  WHERE `id` = old.story_id;
END;
--> statement-breakpoint
CREATE TRIGGER `panels_cover_update` AFTER UPDATE OF `image_url` ON `panels` WHEN new.image_url IS NOT old.image_url BEGIN
  UPDATE `stories` SET `cover_image` = (SELECT p.image_url FROM `panels` p JOIN `scenes` sc ON sc.id = p.scene_id
    WHERE p.story_id = new.story_id AND p.image_url IS NOT NULL ORDER BY sc.scene_number, p.panel_number LIMIT 1)
  WHERE `id` = new.story_id;
END;
--> statement-breakpoint
CREATE TRIGGER `stories_remix_insert` AFTER INSERT ON `stories` WHEN new.original_story_id IS NOT NULL BEGIN
  UPDATE `stories` SET `remix_count` = `remix_count` + 1 WHERE `id` = new.original_story_id;
END;
--> statement-breakpoint
CREATE TRIGGER `stories_remix_delete` AFTER DELETE ON `stories` WHEN old.original_story_id IS NOT NULL BEGIN
  UPDATE `stories` SET `remix_count` = `remix_count` - 1 WHERE `id` = old.original_story_id;
END;
--> statement-breakpoint
-- Only published stories are in story_tags and the totals: a draft is in no list and no count.
CREATE TRIGGER `stories_publish_insert` AFTER INSERT ON `stories` WHEN new.status = 'published' BEGIN
  INSERT INTO `story_tags` (`story_id`, `tag`, `created_at`) SELECT DISTINCT new.id, value, new.created_at FROM json_each(new.tags) WHERE true
    ON CONFLICT DO NOTHING;
  INSERT INTO `story_totals` (`tag`, `stories`) VALUES ('', 1) ON CONFLICT (`tag`) DO UPDATE SET `stories` = `stories` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stories_publish_update` AFTER UPDATE OF `status`, `tags` ON `stories` BEGIN
  DELETE FROM `story_tags` WHERE old.status = 'published' AND `story_id` = old.id;
  INSERT INTO `story_tags` (`story_id`, `tag`, `created_at`) SELECT DISTINCT new.id, value, new.created_at FROM json_each(new.tags)
    WHERE new.status = 'published' ON CONFLICT DO NOTHING;
  INSERT INTO `story_totals` (`tag`, `stories`) SELECT '', (new.status = 'published') - (old.status = 'published')
    WHERE (new.status = 'published') <> (old.status = 'published') ON CONFLICT (`tag`) DO UPDATE SET `stories` = `stories` + excluded.stories;
END;
--> statement-breakpoint
CREATE TRIGGER `stories_publish_delete` AFTER DELETE ON `stories` WHEN old.status = 'published' BEGIN
  DELETE FROM `story_tags` WHERE `story_id` = old.id;
  UPDATE `story_totals` SET `stories` = `stories` - 1 WHERE `tag` = '';
END;
--> statement-breakpoint
CREATE TRIGGER `story_tags_count_insert` AFTER INSERT ON `story_tags` BEGIN
  INSERT INTO `story_totals` (`tag`, `stories`) VALUES (new.tag, 1) ON CONFLICT (`tag`) DO UPDATE SET `stories` = `stories` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `story_tags_count_delete` AFTER DELETE ON `story_tags` BEGIN
  UPDATE `story_totals` SET `stories` = `stories` - 1 WHERE `tag` = old.tag;
END;
