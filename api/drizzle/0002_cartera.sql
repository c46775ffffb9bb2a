CREATE TABLE "invoice_rejections" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"movement_date" date NOT NULL,
	"payment_method" varchar(50) NOT NULL,
	"cause" varchar(100) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"coupon" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payrolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"policy_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tomador" varchar(200),
	"observaciones" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" integer NOT NULL,
	"producer_code" varchar(20) NOT NULL,
	"producer_description" varchar(200) NOT NULL,
	"core" varchar(5) NOT NULL,
	"policy_number" varchar(20) NOT NULL,
	"certificate_number" integer NOT NULL,
	"policy_type" varchar(20) NOT NULL,
	"show_certificados" boolean DEFAULT false NOT NULL,
	"show_asegurados" boolean DEFAULT false NOT NULL,
	"product_code" varchar(20) NOT NULL,
	"product_description" varchar(100) NOT NULL,
	"plan_code" varchar(20) NOT NULL,
	"plan_description" varchar(100) NOT NULL,
	"branch_code" varchar(10) NOT NULL,
	"branch_description" varchar(100) NOT NULL,
	"billing_type" varchar(20) NOT NULL,
	"holder_first_name" varchar(100) NOT NULL,
	"holder_last_name" varchar(100) NOT NULL,
	"holder_name" varchar(201) NOT NULL,
	"holder_dni" varchar(8) NOT NULL,
	"holder_cuit" varchar(11),
	"premium" numeric(14, 2) NOT NULL,
	"reward" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"issue_date" date NOT NULL,
	"status" smallint NOT NULL,
	"last_status_date" date,
	"last_billed_period" integer,
	"payment_method" varchar(50) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"sys_date" date NOT NULL,
	"company" varchar(5) NOT NULL,
	"agre_base_key" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"address" varchar(200) NOT NULL,
	"postal_code" varchar(10) NOT NULL,
	"locality" varchar(100) NOT NULL,
	"province" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_beneficiaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"birth_date" date NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"position" smallint NOT NULL,
	"relationship" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"certificate" integer NOT NULL,
	"insured" varchar(200) NOT NULL,
	"dni" varchar(8) NOT NULL,
	"group_description" varchar(100) NOT NULL,
	"birth_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_coverages" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"insured_sum" numeric(16, 2) NOT NULL,
	"effective_from" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"number" varchar(20) NOT NULL,
	"issue_date" date NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"last_application" date,
	"due_date" date NOT NULL,
	"premium" numeric(14, 2) NOT NULL,
	"pending_balance" numeric(14, 2) NOT NULL,
	"status" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"role" varchar(30) NOT NULL,
	"name" varchar(200) NOT NULL,
	"birth_date" date NOT NULL,
	"document" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"card_type" varchar(30),
	"card_last4" varchar(4),
	"card_expiry" varchar(7),
	"bank" varchar(100),
	"cbu" varchar(22)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"description" varchar(100) NOT NULL,
	"branch_code" varchar(10) NOT NULL,
	"branch_description" varchar(100) NOT NULL,
	"core" varchar(5) NOT NULL,
	"plan_code" varchar(20) NOT NULL,
	"plan_description" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" varchar(50) NOT NULL,
	"entity_id" integer,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_key" varchar(100) NOT NULL,
	"user_id" integer,
	"producer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "column_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"report" varchar(50) NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "column_views_user_report_uq" UNIQUE("user_id","report")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" varchar(50) NOT NULL,
	"type" varchar(50) NOT NULL,
	"description" varchar(200) NOT NULL,
	"text" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"finish_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"url_api" varchar(100) NOT NULL,
	"period" smallint NOT NULL,
	"enabled" boolean NOT NULL,
	"executions" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"last_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_user_url_uq" UNIQUE("user_id","url_api")
);
--> statement-breakpoint
ALTER TABLE "invoice_rejections" ADD CONSTRAINT "invoice_rejections_invoice_id_policy_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."policy_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_addresses" ADD CONSTRAINT "policy_addresses_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_beneficiaries" ADD CONSTRAINT "policy_beneficiaries_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_certificates" ADD CONSTRAINT "policy_certificates_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_coverages" ADD CONSTRAINT "policy_coverages_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_invoices" ADD CONSTRAINT "policy_invoices_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_members" ADD CONSTRAINT "policy_members_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_payment_methods" ADD CONSTRAINT "policy_payment_methods_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_views" ADD CONSTRAINT "column_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_rejections_invoice_idx" ON "invoice_rejections" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "policies_producer_issue_idx" ON "policies" USING btree ("producer_id","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policies_producer_code_issue_idx" ON "policies" USING btree ("producer_code","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policies_policy_number_idx" ON "policies" USING btree ("policy_number");--> statement-breakpoint
CREATE INDEX "policies_agre_base_key_idx" ON "policies" USING btree ("agre_base_key");--> statement-breakpoint
CREATE INDEX "policy_addresses_policy_idx" ON "policy_addresses" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policy_beneficiaries_policy_idx" ON "policy_beneficiaries" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policy_certificates_policy_idx" ON "policy_certificates" USING btree ("policy_id","certificate");--> statement-breakpoint
CREATE INDEX "policy_coverages_policy_idx" ON "policy_coverages" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policy_invoices_policy_idx" ON "policy_invoices" USING btree ("policy_id","issue_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "policy_members_policy_idx" ON "policy_members" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policy_payment_methods_policy_idx" ON "policy_payment_methods" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "stored_files_entity_idx" ON "stored_files" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "stored_files_producer_idx" ON "stored_files" USING btree ("producer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "labels_section_type_idx" ON "labels" USING btree ("section","type");