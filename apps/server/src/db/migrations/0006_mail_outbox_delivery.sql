ALTER TABLE "outbox_mail" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "last_error" text;--> statement-breakpoint
-- Rows written before this migration were mail kept for /dev/mailbox, which was its delivery:
-- they are sent, never to be sent again over SMTP.
UPDATE "outbox_mail" SET "status" = 'sent', "sent_at" = coalesce("sent_at", "created_at");--> statement-breakpoint
CREATE INDEX "outbox_mail_due_idx" ON "outbox_mail" USING btree ("next_attempt_at") WHERE "outbox_mail"."status" = 'pending';