-- The approved and archived listings (issue 13). Staff archive an approved application and unarchive it with
-- v1.ApprovedApplicationArchived / v1.ApprovedApplicationUnarchived on its `permit-<id>` stream (core's
-- archive/events.ts); these columns are the permits projector's (server/src/permits/projector.ts), rebuilt from
-- the facts like the rest of the row.

-- When and by whom (an actor: `staff:<uuid>`) staff archived it; both null when it is not archived by staff. The
-- status column stays the Business's view ('submitted': its approved application is not hidden like a withdrawn
-- draft); archived_at takes it off the board and the approved listing and onto the archived one.
alter table permit_applications add column archived_at timestamptz;
alter table permit_applications add column archived_by text;
-- Who gave the final approval now in force (an actor), as the listings name it: set with final_approval_at.
alter table permit_applications add column final_approval_by text;
-- What the listings' search reads of the personnel besides the business name and the reference: every person's
-- full name and passport number (core's personsOf), space-separated, kept by the projector on every section save
-- so a search never reads the content.
alter table permit_applications add column listing_persons text not null default '';

-- Backfilled from the rows' content (the personnel list of each type: pvv's expatPersonnel, sawp's and lpa's
-- nonLocalPersonnel) and from the streams' last final approval; a rebuild recomputes both from the facts.
update permit_applications p set listing_persons = coalesce((
  select string_agg(f.value, ' ' order by e.position, f.field)
  from jsonb_array_elements(case when jsonb_typeof(p.content -> 'personnel' -> (case p.permit_type when 'pvv' then 'expatPersonnel' else 'nonLocalPersonnel' end)) = 'array'
      then p.content -> 'personnel' -> (case p.permit_type when 'pvv' then 'expatPersonnel' else 'nonLocalPersonnel' end) else '[]'::jsonb end)
    with ordinality as e(item, position)
  cross join lateral (values
    (1, case when jsonb_typeof(e.item -> 'fullName') = 'string' then btrim(e.item ->> 'fullName') else '' end),
    (2, case when jsonb_typeof(e.item -> 'passportNumber') = 'string' then btrim(e.item ->> 'passportNumber') else '' end)) as f(field, value)
  where f.value <> ''), '');
update permit_applications p set final_approval_by = (
  select e.payload ->> 'by' from events e
  where e.stream = 'permit-' || p.id::text and e.type = 'v1.FinalApprovalSet'
  order by e.version desc limit 1)
where p.final_approval_at is not null;

-- The listings' orders: approved applications by their final approval, archived ones by their archiving, newest
-- first, ties by the newer reference (each list, and each page of an export, is a walk of its index, filtered by
-- the rest of its rule).
create index permit_applications_approved_idx on permit_applications (final_approval_at desc, reference desc)
  where status = 'submitted' and archived_at is null and final_approval_at is not null;
create index permit_applications_archived_idx on permit_applications (archived_at desc, reference desc)
  where archived_at is not null;
