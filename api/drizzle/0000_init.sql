CREATE TABLE "parameters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"telephone" varchar(15),
	"email" varchar(100) NOT NULL,
	"avatar" text
);
--> statement-breakpoint
CREATE TABLE "producers" (
	"id" serial PRIMARY KEY NOT NULL,
	"cuit" varchar(11) NOT NULL,
	"name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"email" varchar(100),
	"telephone" varchar(15),
	"telephone_company" smallint,
	"street" text,
	"number" varchar(10),
	"city" text,
	"province" text,
	"postal_code" varchar(10),
	"unregistered" boolean DEFAULT false NOT NULL,
	"account_manager_id" integer,
	CONSTRAINT "producers_cuit_unique" UNIQUE("cuit"),
	CONSTRAINT "producers_telephone_company_range" CHECK ("producers"."telephone_company" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"cuit" varchar(11),
	"email" varchar(100) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" smallint NOT NULL,
	"rol" varchar(50),
	"report_to_cuit" varchar(11),
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"producer_id" integer,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_user_type_valid" CHECK ("users"."user_type" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "producers" ADD CONSTRAINT "producers_account_manager_id_account_managers_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."account_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_cuit_idx" ON "users" USING btree ("cuit");--> statement-breakpoint
CREATE INDEX "users_report_to_cuit_idx" ON "users" USING btree ("report_to_cuit");--> statement-breakpoint
CREATE INDEX "users_producer_id_idx" ON "users" USING btree ("producer_id");