-- Mail under a flood (issue #35): account mail is sent ahead of notifications, notification mail is capped per
-- recipient, old outbox and unsubscribe rows are deleted after their retention, and being added to a plan is told
-- once per person and plan.

-- The queue a mail waits in (domain/kernel/mail.ts MAIL_PRIORITIES): 0 account mail (confirmation, reset,
-- invitation, waitlist, admin set-up), 1 notifications, 2 the weekly digest. Adding it with a constant default
-- rewrites no row. Mail still queued that carries an unsubscribe link is a notification or a digest.
ALTER TABLE mail_outbox ADD COLUMN priority smallint NOT NULL DEFAULT 0 CHECK (priority BETWEEN 0 AND 2);
UPDATE mail_outbox SET priority = 1 WHERE sent_at IS NULL AND headers ? 'List-Unsubscribe';

-- The delivery's claim (adapters/mail/delivery.ts): unsent rows in `ORDER BY priority, id`, read in index order,
-- so the first batch is found without sorting the backlog; it replaces the index on next_attempt_at.
DROP INDEX mail_outbox_due_idx;
CREATE INDEX mail_outbox_queue_idx ON mail_outbox (priority, id) WHERE sent_at IS NULL;
-- The cap on notification mail per recipient and hour: one address's recent rows.
CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (to_address, created_at);
-- Retention: rows queued more than 30 days ago go (domain/notifications/retention.ts).
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at);
-- Retention: unsubscribe links expire (domain/notifications/unsubscribe.ts) and their rows go.
CREATE INDEX unsubscribe_tokens_created_idx ON unsubscribe_tokens (created_at);

-- plan_invited is keyed once per recipient and plan (kinds.ts ONCE_KINDS; rules.ts notificationKey): the actor and
-- the UTC day leave the key, `kind|recipient|concert|actor|day|plan` becomes `kind|recipient|concert|||plan`. Removal
-- deleted a member's news, so each pair has one row; a pair with more (none is expected) keeps its keys.
UPDATE notifications n
SET dedupe_key = concat_ws('|', split_part(n.dedupe_key, '|', 1), split_part(n.dedupe_key, '|', 2), split_part(n.dedupe_key, '|', 3), '', '',
                           split_part(n.dedupe_key, '|', 6))
WHERE n.kind = 'plan_invited'
  AND NOT EXISTS (
    SELECT 1 FROM notifications o
    WHERE o.kind = 'plan_invited' AND o.recipient_id = n.recipient_id AND o.plan_id = n.plan_id AND o.id <> n.id);
