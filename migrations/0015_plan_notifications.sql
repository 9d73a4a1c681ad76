-- A plan's notifications go with the plan (issue #22's leftover: a deleted plan's news linked to a page that
-- no longer exists). plan_id repeats the plan of the notification's data (kinds.ts PlanFacts) as a foreign
-- key: deleting a plan, or its concert, or its maker's account, deletes its notifications in the same
-- statement; a member removed from a plan loses theirs (PlanRepo.removeMember). News of plans already gone
-- is deleted here.

ALTER TABLE notifications ADD COLUMN plan_id uuid REFERENCES plans (id) ON DELETE CASCADE;

DELETE FROM notifications n
WHERE n.data ? 'plan' AND NOT EXISTS (SELECT 1 FROM plans p WHERE p.id::text = n.data -> 'plan' ->> 'planId');
UPDATE notifications SET plan_id = (data -> 'plan' ->> 'planId')::uuid WHERE data ? 'plan';

ALTER TABLE notifications ADD CONSTRAINT notifications_plan_matches_data
  CHECK (plan_id IS NOT DISTINCT FROM (data -> 'plan' ->> 'planId')::uuid);

-- The cascade from plans, and a removed member's news of that plan.
CREATE INDEX notifications_plan_idx ON notifications (plan_id, recipient_id) WHERE plan_id IS NOT NULL;
