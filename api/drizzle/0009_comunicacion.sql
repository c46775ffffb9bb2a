CREATE TABLE "communication_reads" (
	"communication_id" integer NOT NULL,
	"cuit" varchar(11) NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "communication_reads_communication_id_cuit_pk" PRIMARY KEY("communication_id","cuit")
);
--> statement-breakpoint
CREATE TABLE "communications" (
	"id" serial PRIMARY KEY NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"title" varchar(1000) NOT NULL,
	"description" varchar(1000) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"confirmation_required" boolean DEFAULT false NOT NULL,
	"confirmation_text" varchar(1000),
	"body_embedded" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"send_mail" boolean DEFAULT false NOT NULL,
	"send_mail_date" date,
	"mail_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"cuit" varchar(11),
	"sector_id" integer NOT NULL,
	"reason_id" integer,
	"motive" varchar(200) NOT NULL,
	"detail" varchar(2000) NOT NULL,
	"send_copy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"sector_id" integer NOT NULL,
	"value" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_sectors" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" varchar(200) NOT NULL,
	"message" varchar(1000),
	"mailbox" varchar(200) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communication_reads" ADD CONSTRAINT "communication_reads_communication_id_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."communications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_sector_id_enquiry_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."enquiry_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_reason_id_enquiry_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."enquiry_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_reasons" ADD CONSTRAINT "enquiry_reasons_sector_id_enquiry_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."enquiry_sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communication_reads_cuit_idx" ON "communication_reads" USING btree ("cuit");--> statement-breakpoint
CREATE INDEX "communications_start_idx" ON "communications" USING btree ("start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "communications_mail_due_idx" ON "communications" USING btree ("send_mail_date") WHERE "communications"."send_mail" and "communications"."mail_sent_at" is null;--> statement-breakpoint
CREATE INDEX "enquiries_cuit_idx" ON "enquiries" USING btree ("cuit","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiry_reasons_sector_idx" ON "enquiry_reasons" USING btree ("sector_id");