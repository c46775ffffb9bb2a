CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"sub_title" varchar(200) NOT NULL,
	"text" text NOT NULL,
	"url" varchar(500) DEFAULT '' NOT NULL,
	"background_size" varchar(10) DEFAULT 'cover' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "news_valid_idx" ON "news" USING btree ("valid_from","valid_to");