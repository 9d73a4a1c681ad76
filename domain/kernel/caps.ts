/**
 * The maximum length of every string a person or a stranger sends: one list, read by the wire schemas (which
 * refuse more at decode), the domain rules (CSV, CLI), the database's CHECKs (migration 0006 repeats the
 * numbers) and the web client's fields (which stop typing at the cap). No imports, so the client bundles
 * only these numbers.
 */

/** RFC 5321's longest forward path. */
export const MAX_EMAIL_LENGTH = 254
/** Passwords: long passphrases welcome, megabytes are not. */
export const MAX_PASSWORD_LENGTH = 1024
export const MAX_DISPLAY_NAME_LENGTH = 80
export const MAX_BIO_LENGTH = 500

export const MAX_ARTIST_LENGTH = 200
export const MAX_VENUE_LENGTH = 200
export const MAX_CITY_LENGTH = 100
export const MAX_DESCRIPTION_LENGTH = 2000
export const MAX_IMAGE_URL_LENGTH = 2048
/** A date as typed (the rules accept several spellings, none longer than this). */
export const MAX_DATE_LENGTH = 32

export const MAX_TITLE_LENGTH = 200
export const MAX_FEEDBACK_DESCRIPTION_LENGTH = 5000
export const MAX_ADMIN_NOTES_LENGTH = 5000
/** Long enough for any honest reason, short enough to read. */
export const MAX_REASON_LENGTH = 1000

/** Ids on the wire (UUIDs are 36; room for other spellings, which the rules then refuse). */
export const MAX_ID_LENGTH = 64
/** Link tokens (32 random bytes in base64url are 43 characters). */
export const MAX_TOKEN_LENGTH = 256
/** Opaque page cursors (`date~uuid` in base64url is about 64). */
export const MAX_CURSOR_LENGTH = 256
/** Short machine words in a query (a file name, a filter). */
export const MAX_QUERY_WORD_LENGTH = 255

/** A waitlist note: a line or two about who one is and who one knows. */
export const MAX_WAITLIST_NOTE_LENGTH = 500

/** Plans (issue #22): a title, a meeting place, a ticket note ("Section 102, row F"), one message of the thread. */
export const MAX_PLAN_TITLE_LENGTH = 120
export const MAX_PLAN_MEET_PLACE_LENGTH = 200
export const MAX_PLAN_TICKET_NOTE_LENGTH = 200
export const MAX_PLAN_MESSAGE_LENGTH = 1000

/** Search words (issue #28): a band, a venue and a city with room to spare. */
export const MAX_SEARCH_QUERY_LENGTH = 100
