-- Custom SQL migration file, put your code below! --
-- Picture history: a panel's picture or video, once replaced, is kept as a version, by triggers so every
-- writer (API, engine, webhooks, a regenerated scene) keeps it in the same statement. A regenerated scene deletes and
-- re-inserts its panels, so a deleted panel with media is kept too (story deletion removes the versions with the story).
CREATE TRIGGER `panels_media_version_update` AFTER UPDATE OF `image_url`, `video_url` ON `panels`
WHEN (old.image_url IS NOT new.image_url OR old.video_url IS NOT new.video_url) AND (old.image_url IS NOT NULL OR old.video_url IS NOT NULL)
BEGIN
  INSERT INTO `panel_media_versions` (`id`, `story_id`, `scene_id`, `panel_number`, `image_url`, `video_url`, `image_prompt`, `alt_text`, `text_bubbles`, `replaced_by`, `created_at`)
  VALUES (lower(hex(randomblob(12))), old.story_id, old.scene_id, old.panel_number, old.image_url, old.video_url, old.image_prompt, old.alt_text,
    old.text_bubbles, 'picture', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `panels_media_version_delete` AFTER DELETE ON `panels`
WHEN old.image_url IS NOT NULL OR old.video_url IS NOT NULL
BEGIN
  INSERT INTO `panel_media_versions` (`id`, `story_id`, `scene_id`, `panel_number`, `image_url`, `video_url`, `image_prompt`, `alt_text`, `text_bubbles`, `replaced_by`, `created_at`)
  VALUES (lower(hex(randomblob(12))), old.story_id, old.scene_id, old.panel_number, old.image_url, old.video_url, old.image_prompt, old.alt_text,
    old.text_bubbles, 'scene', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
