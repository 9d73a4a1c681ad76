-- Download your data (issue #30): one row per export a person asks for (which also counts the limit of one a day),
-- with its archive, a ZIP of what Soundcheck holds about them, kept for its owner for 2 days once ready and then
-- deleted with the row (domain/own-data). The row goes with its account.
CREATE TABLE data_exports (
  id               uuid PRIMARY KEY,
  user_id          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status           text NOT NULL CHECK (status IN ('building', 'ready', 'failed')),
  created_at       timestamptz NOT NULL,
  -- When the latest build began, and how many began: a sweep takes over a build an instance left.
  build_started_at timestamptz NOT NULL,
  attempts         integer NOT NULL DEFAULT 1 CHECK (attempts >= 1),
  ready_at         timestamptz,
  expires_at       timestamptz,
  archive          bytea,
  size             integer CHECK (size >= 0),
  CONSTRAINT data_exports_ready_whole CHECK (
    (status = 'ready') = (ready_at IS NOT NULL AND expires_at IS NOT NULL AND archive IS NOT NULL AND size IS NOT NULL)
    AND (status = 'ready' OR (ready_at IS NULL AND expires_at IS NULL AND archive IS NULL AND size IS NULL))),
  CONSTRAINT data_exports_size_is_archive CHECK (size = length(archive))
);
-- A ZIP is compressed already: stored out of line as it is, without another compression attempt.
ALTER TABLE data_exports ALTER COLUMN archive SET STORAGE EXTERNAL;
-- A person's latest exports (the daily limit, the settings page) and the account's cascade.
CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at DESC);
-- The sweep: builds left by an instance, archives past their time, failed exports past theirs.
CREATE INDEX data_exports_building_idx ON data_exports (build_started_at) WHERE status = 'building';
CREATE INDEX data_exports_expiry_idx ON data_exports (expires_at) WHERE status = 'ready';
CREATE INDEX data_exports_failed_idx ON data_exports (created_at) WHERE status = 'failed';

-- A person's feedback, read for their export (feedback_requests had only the staff's newest-first index).
CREATE INDEX feedback_requests_user_idx ON feedback_requests (user_id, created_at DESC);

-- The person is told in the app when the archive is ready: a notification kind, and (as every kind) a mail topic.
-- Every kind is a mail topic (domain/notifications/kinds.ts `mailPolicy`, preferences.ts MAIL_TOPICS), the kinds of
-- issue #29 too (migration 0021 allowed them as notifications only): a person may choose any of them by e-mail on
-- /settings, and its mail carries an unsubscribe link for it.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'report_resolved', 'moderation_action', 'suggestion_reviewed',
  'data_export_ready'));
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_topic_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_topic_check CHECK (topic IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'report_resolved', 'moderation_action', 'suggestion_reviewed',
  'data_export_ready',
  'digest'));
ALTER TABLE unsubscribe_tokens DROP CONSTRAINT unsubscribe_tokens_topic_check;
ALTER TABLE unsubscribe_tokens ADD CONSTRAINT unsubscribe_tokens_topic_check CHECK (topic IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'report_resolved', 'moderation_action', 'suggestion_reviewed',
  'data_export_ready',
  'digest'));
