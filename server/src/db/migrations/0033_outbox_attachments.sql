-- A message may carry several stored files (issue 33): a morning site report's e-mail carries its PDF and the day's
-- signed checkpoints as JSON. attachments is a list of { path: '/files/<name>', name? } (name left out: the subject
-- and the file's extension, as before); a message waiting in the outbox keeps its one file.
ALTER TABLE "notification_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
UPDATE "notification_outbox" SET "attachments" = jsonb_build_array(jsonb_build_object('path', "attachment_path"))
  WHERE "attachment_path" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP COLUMN "attachment_path";
