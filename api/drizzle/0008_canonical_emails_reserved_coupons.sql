ALTER TABLE "coupons" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
-- Addresses stored as typed take their one spelling: the ASCII letters lower-cased (lower() would also map
-- other letters, the Kelvin sign to "k", making one address out of two). Accounts, sign-ups and tokens were
-- already stored lower-cased; an address the rule now refuses is left as it was, and matches no link.
UPDATE "orders" SET "contact_email" = translate("contact_email", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') WHERE "contact_email" ~ '[A-Z]';--> statement-breakpoint
UPDATE "contact_messages" SET "email" = translate("email", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') WHERE "email" ~ '[A-Z]';--> statement-breakpoint
UPDATE "coupons" SET "email" = translate("email", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') WHERE "email" ~ '[A-Z]';
