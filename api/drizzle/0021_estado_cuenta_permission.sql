-- Issue 39 §2: the statement of account's menu permission, held by every producer with 'CuentaCorriente'.
-- A database seeded before it gets the row here; an empty one gets it from the seed (the guard keeps this a no-op there).
INSERT INTO "permissions" ("name", "scope")
SELECT 'EstadoCuenta', "scope" FROM "permissions" WHERE "name" = 'CuentaCorriente'
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "user_permissions" ("user_id", "permission")
SELECT "user_id", 'EstadoCuenta' FROM "user_permissions" WHERE "permission" = 'CuentaCorriente'
ON CONFLICT DO NOTHING;
