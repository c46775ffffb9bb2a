-- A producer's payment type and permitted pending invoices (000 §3 login sysData): a direct-payment producer
-- is shown the pending invoice counts (001 §6).
ALTER TABLE "producers" ADD COLUMN "payment_type" varchar(50);--> statement-breakpoint
ALTER TABLE "producers" ADD COLUMN "permitted_pending_invoices" smallint DEFAULT 0 NOT NULL;