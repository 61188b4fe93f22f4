-- 'Datos de contacto': an e-mail change link carries the new address, its undo link the old one.
ALTER TABLE "email_tokens" ADD COLUMN "payload" text;
