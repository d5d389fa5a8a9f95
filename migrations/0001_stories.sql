CREATE TABLE `entities` (
	`id` text PRIMARY KEY NOT NULL,
	`story_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image_prompt` text DEFAULT '' NOT NULL,
	`primary_image_url` text,
	`image_urls` text DEFAULT '[]' NOT NULL,
	`first_appearance` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`story_id`) REFERENCES `stories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `entities_story_idx` ON `entities` (`story_id`,`kind`,`first_appearance`);--> statement-breakpoint
CREATE TABLE `likes` (
	`user_id` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `likes_user_target` ON `likes` (`user_id`,`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `likes_target_idx` ON `likes` (`target_type`,`target_id`);--> statement-breakpoint
CREATE TABLE `panels` (
	`id` text PRIMARY KEY NOT NULL,
	`scene_id` text NOT NULL,
	`story_id` text NOT NULL,
	`panel_number` integer NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image_prompt` text DEFAULT '' NOT NULL,
	`image_url` text,
	`video_url` text,
	`video_prompt` text,
	`image_generation_error` text,
	`text_bubbles` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`scene_id`) REFERENCES `scenes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `panels_scene_number` ON `panels` (`scene_id`,`panel_number`);--> statement-breakpoint
CREATE INDEX `panels_story_idx` ON `panels` (`story_id`);--> statement-breakpoint
CREATE TABLE `read_events` (
	`id` text PRIMARY KEY NOT NULL,
	`story_id` text NOT NULL,
	`user_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `read_events_story_idx` ON `read_events` (`story_id`);--> statement-breakpoint
CREATE TABLE `scenes` (
	`id` text PRIMARY KEY NOT NULL,
	`story_id` text NOT NULL,
	`scene_number` integer NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`prompt` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'completed' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`story_id`) REFERENCES `stories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scenes_story_number` ON `scenes` (`story_id`,`scene_number`);--> statement-breakpoint
CREATE TABLE `stories` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`aspect_ratio` text DEFAULT '3:4' NOT NULL,
	`panels` integer DEFAULT 1 NOT NULL,
	`default_panels` integer DEFAULT 1 NOT NULL,
	`art_style` text DEFAULT '' NOT NULL,
	`image_generation_model` text DEFAULT 'flux-kontext-pro' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`preview_image` text,
	`is_remix` integer DEFAULT false NOT NULL,
	`original_story_id` text,
	`original_scene_id` text,
	`original_story_title` text,
	`original_story_deleted` integer DEFAULT false NOT NULL,
	`onboarding_completed` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `stories_created_idx` ON `stories` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `stories_user_idx` ON `stories` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `stories_original_idx` ON `stories` (`original_story_id`);--> statement-breakpoint
CREATE TABLE `story_tags` (
	`story_id` text NOT NULL,
	`tag` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`story_id`) REFERENCES `stories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `story_tags_story_tag` ON `story_tags` (`story_id`,`tag`);--> statement-breakpoint
CREATE INDEX `story_tags_feed_idx` ON `story_tags` (`tag`,`created_at`,`story_id`);