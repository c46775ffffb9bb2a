CREATE TABLE "data_versions" (
	"name" varchar(63) PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "data_versions" ("name", "version") VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT ("name") DO UPDATE SET "version" = "data_versions"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "policies_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "policies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "pending_commissions_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pending_commissions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "settlement_payments_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settlement_payments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "commission_details_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "commission_details" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "concepts_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "concepts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "settlement_movements_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settlement_movements" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "debit_rejections_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "debit_rejections" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "premium_debts_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "premium_debts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
