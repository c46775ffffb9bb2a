CREATE TABLE "debit_rejections" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_rejection_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"producer_id" integer NOT NULL,
	"producer_code" varchar(20) NOT NULL,
	"producer_name" varchar(200) NOT NULL,
	"rejection_date" date NOT NULL,
	"rejection_reason_code" varchar(10) NOT NULL,
	"rejection_reason_desc" varchar(100) NOT NULL,
	"insured" varchar(201) NOT NULL,
	"insured_doc_type" varchar(10) NOT NULL,
	"insured_doc_number" varchar(11) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"premium" numeric(14, 2) NOT NULL,
	"policy_balance" numeric(14, 2) NOT NULL,
	"policy_number" varchar(20) NOT NULL,
	"certificate_number" integer NOT NULL,
	"product_code" varchar(20) NOT NULL,
	"product_description" varchar(100) NOT NULL,
	"branch_code" varchar(10) NOT NULL,
	"branch_description" varchar(100) NOT NULL,
	"company" varchar(5) NOT NULL,
	"payment_method" varchar(50) NOT NULL,
	"card_last4" varchar(4),
	"cbu_last4" varchar(4),
	"emission_date" date,
	"start_date" date,
	"end_date" date,
	"reference" varchar(50) NOT NULL,
	"settlement" varchar(20) NOT NULL,
	"receipt_charged" varchar(20) NOT NULL,
	"receipt_rejected" varchar(20) NOT NULL,
	"last_contribution_date" date,
	"last_contribution_amount" numeric(14, 2),
	CONSTRAINT "debit_rejections_invoice_rejection_id_unique" UNIQUE("invoice_rejection_id")
);
--> statement-breakpoint
CREATE TABLE "debt_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" integer NOT NULL,
	"day" date NOT NULL,
	"policies" integer NOT NULL,
	"notification_id" integer
);
--> statement-breakpoint
CREATE TABLE "premium_debts" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"producer_id" integer NOT NULL,
	"producer_code" varchar(20) NOT NULL,
	"producer_description" varchar(200) NOT NULL,
	"year_month" integer NOT NULL,
	"cut_date" date NOT NULL,
	"receipt_number" varchar(20) NOT NULL,
	"expiration_date" date,
	"days_expired" integer NOT NULL,
	"outstanding_balance" numeric(14, 2) NOT NULL,
	"to_expire" numeric(14, 2) NOT NULL,
	"expired_30_days" numeric(14, 2) NOT NULL,
	"expired_60_days" numeric(14, 2) NOT NULL,
	"expired_90_days" numeric(14, 2) NOT NULL,
	"expired_more_than_90_days" numeric(14, 2) NOT NULL,
	"last_payment_date" date,
	"change_factor" numeric(10, 4) NOT NULL,
	"state_certificate" varchar(30) NOT NULL,
	"recruiter_name" varchar(201) NOT NULL,
	"recruiter_dni" varchar(8) NOT NULL,
	"policy_number" varchar(20) NOT NULL,
	"certificate_number" integer NOT NULL,
	"product_code" varchar(20) NOT NULL,
	"product_description" varchar(100) NOT NULL,
	"branch_code" varchar(10) NOT NULL,
	"branch_description" varchar(100) NOT NULL,
	"payment_method" varchar(50) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"premium" numeric(14, 2) NOT NULL,
	"reward" numeric(14, 2) NOT NULL,
	"issue_date" date,
	"start_date" date,
	"end_date" date,
	"init_certificate_date" date,
	"init_annuity_date" date,
	"reference" varchar(50) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debit_rejections" ADD CONSTRAINT "debit_rejections_invoice_rejection_id_invoice_rejections_id_fk" FOREIGN KEY ("invoice_rejection_id") REFERENCES "public"."invoice_rejections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_rejections" ADD CONSTRAINT "debit_rejections_invoice_id_policy_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."policy_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_rejections" ADD CONSTRAINT "debit_rejections_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_rejections" ADD CONSTRAINT "debit_rejections_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_alerts" ADD CONSTRAINT "debt_alerts_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_debts" ADD CONSTRAINT "premium_debts_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_debts" ADD CONSTRAINT "premium_debts_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debit_rejections_producer_date_idx" ON "debit_rejections" USING btree ("producer_id","rejection_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "debit_rejections_code_date_idx" ON "debit_rejections" USING btree ("producer_code","rejection_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "debit_rejections_policy_idx" ON "debit_rejections" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debt_alerts_producer_day_idx" ON "debt_alerts" USING btree ("producer_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_debts_policy_period_idx" ON "premium_debts" USING btree ("policy_id","year_month");--> statement-breakpoint
CREATE INDEX "premium_debts_producer_period_days_idx" ON "premium_debts" USING btree ("producer_id","year_month","days_expired" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "premium_debts_code_period_days_idx" ON "premium_debts" USING btree ("producer_code","year_month","days_expired" DESC NULLS LAST,"id" DESC NULLS LAST);