-- A Business's optional "Public e-mail" (issue 16): what EmployerContact.email shows on its vacancies, projects and
-- business detail, never the e-mail it signs in with. Null = none; a Talent's row never has one.
alter table contact_details add column public_email text;
