CREATE TABLE "commission_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"linea_negocio" varchar(100) NOT NULL,
	"numero_poliza" varchar(20) NOT NULL,
	"fecha_emision" date NOT NULL,
	"codigo_movimiento" varchar(10) NOT NULL,
	"fecha_cobro" date NOT NULL,
	"asegurado" varchar(201) NOT NULL,
	"provincia" varchar(100) NOT NULL,
	"endoso" varchar(10) NOT NULL,
	"certificado" integer NOT NULL,
	"premio_facturado" numeric(14, 2) NOT NULL,
	"premio_cobrado" numeric(14, 2) NOT NULL,
	"prima_neta" numeric(14, 2) NOT NULL,
	"porc_comision_prima" numeric(5, 2) NOT NULL,
	"excedente" numeric(14, 2) NOT NULL,
	"porc_comision_excedente" numeric(5, 2) NOT NULL,
	"comision_total" numeric(14, 2) NOT NULL,
	"codigo_intermediario" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concepts" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"periodo" integer NOT NULL,
	"rubro" smallint NOT NULL,
	"concepto" varchar(200) NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"iva21" numeric(14, 2) NOT NULL,
	"iva3" numeric(14, 2) NOT NULL,
	"percepcion" numeric(14, 2) NOT NULL,
	"total_br" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"month" integer NOT NULL,
	"company" varchar(5) NOT NULL,
	"department" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"invoice_number" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"poliza" varchar(20) NOT NULL,
	"asegurado" varchar(201) NOT NULL,
	"grupo" varchar(100) NOT NULL,
	"certificado" integer NOT NULL,
	"endoso" varchar(10) NOT NULL,
	"descripcion" varchar(200) NOT NULL,
	"producto" varchar(100) NOT NULL,
	"jurisdiccion" varchar(100) NOT NULL,
	"fecha_aplicacion" date NOT NULL,
	"prima_neta" numeric(14, 2) NOT NULL,
	"premio_cobrado" numeric(14, 2) NOT NULL,
	"comision_bruto" numeric(14, 2) NOT NULL,
	"comision_total" numeric(14, 2) NOT NULL,
	"aporte_extraordinario" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" integer NOT NULL,
	"producer_code" varchar(20) NOT NULL,
	"producer_description" varchar(200) NOT NULL,
	"policy_id" integer NOT NULL,
	"policy_number" varchar(20) NOT NULL,
	"certificate_number" integer NOT NULL,
	"branch_code" varchar(10) NOT NULL,
	"branch_description" varchar(100) NOT NULL,
	"product_code" varchar(20) NOT NULL,
	"product_description" varchar(100) NOT NULL,
	"holder_first_name" varchar(100) NOT NULL,
	"holder_last_name" varchar(100) NOT NULL,
	"recruiter_name" varchar(201) NOT NULL,
	"recruiter_dni" varchar(8) NOT NULL,
	"base_calculation" numeric(14, 2) NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"commission_amount" numeric(14, 2) NOT NULL,
	"premium_supplement" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"imputation_date" date NOT NULL,
	"start_date" date NOT NULL,
	"reference_number" varchar(30) NOT NULL,
	"source" varchar(5) NOT NULL,
	"estado" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_id" integer NOT NULL,
	"tipo_registro" smallint NOT NULL,
	"numero" integer NOT NULL,
	"fecha" date NOT NULL,
	"referencia" varchar(50) NOT NULL,
	"tipo_pago" varchar(50) NOT NULL,
	"importe_pagado" numeric(14, 2) NOT NULL,
	"comision_total" numeric(14, 2) NOT NULL,
	"comision_neto" numeric(14, 2) NOT NULL,
	"iva3" numeric(14, 2) NOT NULL,
	"iva21" numeric(14, 2) NOT NULL,
	"ib_os_municip" numeric(14, 2) NOT NULL,
	"ganancias" numeric(14, 2) NOT NULL,
	"percepcion" numeric(14, 2) NOT NULL,
	"cuit" varchar(11) NOT NULL,
	"settlement_id" integer,
	"devengo" integer,
	"fecha_factura" date,
	"comprobante_tipo" varchar(20),
	"factura_tipo" varchar(5),
	"punto_venta" integer,
	"factura_numero" varchar(20),
	"banco" varchar(50)
);
--> statement-breakpoint
ALTER TABLE "commission_details" ADD CONSTRAINT "commission_details_settlement_id_settlement_payments_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlement_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_details" ADD CONSTRAINT "commission_details_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_submissions" ADD CONSTRAINT "invoice_submissions_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_submissions" ADD CONSTRAINT "invoice_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_commissions" ADD CONSTRAINT "pending_commissions_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_commissions" ADD CONSTRAINT "pending_commissions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_movements" ADD CONSTRAINT "settlement_movements_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_movements" ADD CONSTRAINT "settlement_movements_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_details_settlement_cobro_idx" ON "commission_details" USING btree ("settlement_id","fecha_cobro" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "concepts_producer_periodo_idx" ON "concepts" USING btree ("producer_id","periodo" DESC NULLS LAST,"rubro");--> statement-breakpoint
CREATE INDEX "invoice_submissions_producer_idx" ON "invoice_submissions" USING btree ("producer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pending_commissions_producer_fecha_idx" ON "pending_commissions" USING btree ("producer_id","fecha_aplicacion" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "settlement_movements_producer_imputation_idx" ON "settlement_movements" USING btree ("producer_id","imputation_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "settlement_movements_code_imputation_idx" ON "settlement_movements" USING btree ("producer_code","source","imputation_date");--> statement-breakpoint
CREATE INDEX "settlement_payments_producer_fecha_idx" ON "settlement_payments" USING btree ("producer_id","fecha" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_payments_numero_idx" ON "settlement_payments" USING btree ("tipo_registro","numero");