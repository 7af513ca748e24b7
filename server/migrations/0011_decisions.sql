-- The staff's decisions on an application (issue 11). The decisions themselves are facts on the application's
-- stream; these are what the board, the listings and the chief evaluators' links read.

-- The decision kinds a workflow step allows (core's DECISION_KINDS; the seed writes WORK_PERMIT_STEPS' own, and the
-- server brings the default workflow's rows up to core's definition at start).
alter table workflow_steps add column decisions text[] not null default '{}';

-- The final approval as the card and the listings show it (permits/projector.ts, from v1.FinalApprovalSet/Reset).
alter table permit_applications add column final_approval_at timestamptz;
alter table permit_applications add column final_approval_remarks text;

-- Chief-evaluator links by their token's hash: how a token finds its application (decisions/chief-projector.ts). Whether a
-- link is open (used, revoked, expired) is decided from the stream, never from here.
create table chief_evaluation_links (
  id uuid primary key,
  application_id uuid not null,
  token_hash text not null,
  chief_staff_id uuid not null,
  expires_at timestamptz not null,
  created_at timestamptz not null,
  constraint chief_evaluation_links_token_unique unique (token_hash)
);
create index chief_evaluation_links_application_idx on chief_evaluation_links (application_id);

-- The evaluation statuses staff choose from (spec §3 "expat permit evaluation statuses"; the values are ours).
alter table reference_items drop constraint reference_items_list_check;
alter table reference_items add constraint reference_items_list_check check (list in (
  'business-types', 'brunei-ic-colours', 'lpa-application-types', 'salary-intervals', 'districts', 'employment-types',
  'contact-channel-types', 'expat-permit-evaluation-statuses'
));
insert into reference_items (list, key, name, position) values
  ('expat-permit-evaluation-statuses', 'recommended', 'Recommended', 1),
  ('expat-permit-evaluation-statuses', 'recommended-with-conditions', 'Recommended with conditions', 2),
  ('expat-permit-evaluation-statuses', 'not-recommended', 'Not recommended', 3),
  ('expat-permit-evaluation-statuses', 'more-information-needed', 'More information needed', 4);
