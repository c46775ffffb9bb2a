CREATE TABLE "file_blobs" (
	"key" varchar(36) PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"committed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "idempotency_key" varchar(200);--> statement-breakpoint
CREATE INDEX "file_blobs_uncommitted_idx" ON "file_blobs" USING btree ("created_at") WHERE not committed;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_idempotency_key_unique" UNIQUE("idempotency_key");