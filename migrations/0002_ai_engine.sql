CREATE TABLE `generation_events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`prompt_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `generation_events_user_idx` ON `generation_events` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `generation_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text NOT NULL,
	`story_id` text,
	`scene_id` text,
	`panel_id` text,
	`entity_id` text,
	`provider` text NOT NULL,
	`external_id` text,
	`status` text NOT NULL,
	`request` text DEFAULT '{}' NOT NULL,
	`result_url` text,
	`error` text,
	`error_code` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `generation_jobs_external` ON `generation_jobs` (`provider`,`external_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `generation_jobs_active_panel` ON `generation_jobs` (`panel_id`) WHERE status in ('starting', 'pending') and panel_id is not null;--> statement-breakpoint
CREATE INDEX `generation_jobs_scene_idx` ON `generation_jobs` (`scene_id`,`status`);--> statement-breakpoint
CREATE INDEX `generation_jobs_story_idx` ON `generation_jobs` (`story_id`,`status`);--> statement-breakpoint
CREATE TABLE `scene_entities` (
	`scene_id` text NOT NULL,
	`entity_id` text NOT NULL,
	FOREIGN KEY (`scene_id`) REFERENCES `scenes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entity_id`) REFERENCES `entities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scene_entities_pair` ON `scene_entities` (`scene_id`,`entity_id`);--> statement-breakpoint
CREATE INDEX `scene_entities_entity_idx` ON `scene_entities` (`entity_id`);