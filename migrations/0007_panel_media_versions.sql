CREATE TABLE `panel_media_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`story_id` text NOT NULL,
	`scene_id` text NOT NULL,
	`panel_number` integer NOT NULL,
	`image_url` text,
	`video_url` text,
	`image_prompt` text DEFAULT '' NOT NULL,
	`alt_text` text DEFAULT '' NOT NULL,
	`text_bubbles` text DEFAULT '[]' NOT NULL,
	`replaced_by` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `panel_media_versions_panel_idx` ON `panel_media_versions` (`scene_id`,`panel_number`,`created_at`);--> statement-breakpoint
CREATE INDEX `panel_media_versions_story_idx` ON `panel_media_versions` (`story_id`);