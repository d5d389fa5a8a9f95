ALTER TABLE `entities` ADD `origin_id` text;--> statement-breakpoint
ALTER TABLE `scenes` ADD `layout` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `reading_direction` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `text_styles` text DEFAULT '[]' NOT NULL;