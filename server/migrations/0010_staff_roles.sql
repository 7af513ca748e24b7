-- Staff hold one or more roles (officer, evaluator, final-approver, administrator) instead of one; the old
-- 'chief-evaluator' becomes 'evaluator' (chief evaluators proper are outside staff and reach their forms through
-- token links). Staff choose or reset their password through a mailed link: staff_password_resets, the same shape
-- as the members' table (tokens stored as SHA-256 hashes, used once, with an expiry).
alter table staff add column roles text[];
update staff set roles = array[case role when 'chief-evaluator' then 'evaluator' else role end];
alter table staff alter column roles set not null;
alter table staff drop column role;
alter table staff add constraint staff_roles_valid check (
  cardinality(roles) between 1 and 4
  and roles <@ array['officer', 'evaluator', 'final-approver', 'administrator']::text[]
);

create table staff_password_resets (
  token_hash text primary key,
  staff_id uuid not null references staff (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index staff_password_resets_staff_idx on staff_password_resets (staff_id);
