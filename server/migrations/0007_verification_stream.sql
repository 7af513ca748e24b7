-- Business verification requests become the first event-sourced aggregate: the stream
-- `verification-<business_id>` is the truth, and verification_requests / verification_documents are its
-- projection (server/src/verification/projector.ts), rebuilt from the log on demand. Each row now says the
-- version of the stream it was projected at; clients send that version back (If-Match) to change the request.
alter table verification_requests add column version integer;

-- Every existing request gets its stream, written from its row: the rows were the truth until now (the older
-- `v1.VerificationRequested` / `v1.VerificationDecided` events on `business-<id>` streams dropped the notes and
-- stay there untouched, as history). Version 1 is the request as it stands; version 2 the decision, if any.
-- The events are written without hashes; the start-up backfill (server/src/events/backfill.ts) chains them.
insert into events (stream, version, type, payload, actor, occurred_at)
select
  'verification-' || r.business_id,
  1,
  'v1.VerificationRequested',
  jsonb_build_object(
    'applicantName', r.applicant_name,
    'applicantPosition', r.applicant_position,
    'notes', r.notes,
    'documents', coalesce(
      (select jsonb_agg(d.file_id order by d.position) from verification_documents d where d.business_id = r.business_id),
      '[]'::jsonb),
    'by', 'member:' || b.member_id),
  'member:' || b.member_id,
  r.submitted_at
from verification_requests r
join businesses b on b.id = r.business_id
order by r.submitted_at, r.business_id;

insert into events (stream, version, type, payload, actor, occurred_at)
select
  'verification-' || r.business_id,
  2,
  case r.status when 'approved' then 'v1.VerificationApproved' else 'v1.VerificationRejected' end,
  case r.status
    when 'approved' then jsonb_build_object('by', coalesce('staff:' || r.decided_by, 'system:migration'))
    else jsonb_build_object('by', coalesce('staff:' || r.decided_by, 'system:migration'), 'reason', r.reason)
  end,
  coalesce('staff:' || r.decided_by, 'system:migration'),
  r.decided_at
from verification_requests r
where r.status <> 'pending'
order by r.decided_at, r.business_id;

insert into streams (stream, version)
select 'verification-' || business_id, case status when 'pending' then 1 else 2 end from verification_requests;

update verification_requests set version = case status when 'pending' then 1 else 2 end;
alter table verification_requests alter column version set not null;
