-- Mail may carry files (issue 11: the final approval letters go to the immigration department as PDFs). Each is
-- kept with its mail until it is sent: a JSON array of { filename, contentType, contentBase64 }; null for a mail
-- without files. Cleared with the bodies once the mail has left (mail/deliverer.ts).
alter table outbox add column attachments jsonb;
