-- The notification kinds of issue #29 (migration 0021 allowed them as notifications) are mail topics too, as every
-- kind is (domain/notifications/kinds.ts `mailPolicy`, preferences.ts MAIL_TOPICS): a person may choose one of them
-- by e-mail on /settings, and its mail carries an unsubscribe link for it.
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_topic_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_topic_check CHECK (topic IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'report_resolved', 'moderation_action', 'suggestion_reviewed',
  'digest'));
ALTER TABLE unsubscribe_tokens DROP CONSTRAINT unsubscribe_tokens_topic_check;
ALTER TABLE unsubscribe_tokens ADD CONSTRAINT unsubscribe_tokens_topic_check CHECK (topic IN (
  'friend_request_received', 'friend_request_accepted', 'invitation_accepted',
  'invite_request_reviewed', 'friend_has_tickets', 'ready_to_go',
  'plan_invited', 'plan_meeting_changed', 'plan_spare_offered', 'plan_spare_requested', 'plan_spare_answered', 'plan_message',
  'report_resolved', 'moderation_action', 'suggestion_reviewed',
  'digest'));
