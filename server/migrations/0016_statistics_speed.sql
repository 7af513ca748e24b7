-- The statistics at ten thousand applications on PGlite (issue 13, tests/bench/statistics.ts): a step visit says
-- whether it opened its application's journey (the card placed on the board), so the journey's transitions count
-- placements in the same scan as the moves, without comparing every visit with its application's earlier ones.
-- Set by the visit projector (server/src/statistics/visit-projector.ts: true when the application has no visit yet)
-- and by the bulk writer; backfilled here by the same rule (no visit of the application with a smaller id: the
-- projector's ids follow the log).
alter table permit_step_visits add column placed boolean not null default false;
update permit_step_visits v set placed = true
where not exists (select 1 from permit_step_visits earlier where earlier.application_id = v.application_id and earlier.id < v.id);
