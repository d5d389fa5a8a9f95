CREATE TABLE `story_totals` (
	`tag` text PRIMARY KEY NOT NULL,
	`stories` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `story_totals_count_idx` ON `story_totals` (`stories`,`tag`);--> statement-breakpoint
ALTER TABLE `scenes` ADD `like_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `stories` ADD `cover_image` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `like_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `stories` ADD `remix_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `stories` ADD `scene_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `stories` ADD `panel_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `stories_published_feed_idx` ON `stories` (`created_at`,`id`) WHERE status = 'published';