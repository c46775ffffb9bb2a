CREATE TABLE "notification_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_api" varchar(1000) DEFAULT '' NOT NULL,
	"description" varchar(1000) NOT NULL,
	"edit_message" boolean DEFAULT true NOT NULL,
	"edit_destination" boolean DEFAULT true NOT NULL,
	"edit_scheduler" boolean DEFAULT true NOT NULL,
	"web_use" boolean DEFAULT false NOT NULL,
	"web_title" varchar(1000),
	"web_text" text,
	"web_link" varchar(1000),
	"mail_use" boolean DEFAULT false NOT NULL,
	"mail_subject" varchar(1000),
	"mail_body" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"definition_id" integer NOT NULL,
	"group_id" integer,
	"cuit" varchar(11)
);
--> statement-breakpoint
CREATE TABLE "notification_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"notifications" integer DEFAULT 0 NOT NULL,
	"mails" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_runs_process_slot_uq" UNIQUE("process_id","slot")
);
--> statement-breakpoint
CREATE TABLE "producer_group_members" (
	"group_id" integer NOT NULL,
	"producer_id" integer NOT NULL,
	CONSTRAINT "producer_group_members_group_id_producer_id_pk" PRIMARY KEY("group_id","producer_id")
);
--> statement-breakpoint
CREATE TABLE "producer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" varchar(200) NOT NULL,
	"kind" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduler_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"definition_id" integer NOT NULL,
	"url_api" varchar(200) DEFAULT '' NOT NULL,
	"user_id" integer,
	"period" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"type" varchar(50) DEFAULT 'NotificationGeneration' NOT NULL,
	"executions" jsonb NOT NULL,
	"planned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "labels" ALTER COLUMN "description" SET DATA TYPE varchar(250);--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "image" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "url" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "url" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "default_image" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "order" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "user_name" varchar(100);--> statement-breakpoint
ALTER TABLE "notification_destinations" ADD CONSTRAINT "notification_destinations_definition_id_notification_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."notification_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_destinations" ADD CONSTRAINT "notification_destinations_group_id_producer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."producer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_runs" ADD CONSTRAINT "notification_runs_process_id_scheduler_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."scheduler_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_group_members" ADD CONSTRAINT "producer_group_members_group_id_producer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."producer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_group_members" ADD CONSTRAINT "producer_group_members_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_processes" ADD CONSTRAINT "scheduler_processes_definition_id_notification_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."notification_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduler_processes" ADD CONSTRAINT "scheduler_processes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_destinations_definition_idx" ON "notification_destinations" USING btree ("definition_id");--> statement-breakpoint
CREATE INDEX "producer_group_members_producer_idx" ON "producer_group_members" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "scheduler_processes_definition_idx" ON "scheduler_processes" USING btree ("definition_id");