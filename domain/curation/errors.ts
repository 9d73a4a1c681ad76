/** Expected failures of concert curation; the spec's prose lives in the API and CLI tables. */
import { Schema } from "effect"

export class ConcertNotFound extends Schema.TaggedError<ConcertNotFound>()("ConcertNotFound", {
  concertId: Schema.String
}) {}

/** The concert form refused the input; one issue per field, with the spec's messages. */
export class InvalidConcert extends Schema.TaggedError<InvalidConcert>()("InvalidConcert", {
  issues: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {}

export class CannotMergeIntoItself extends Schema.TaggedError<CannotMergeIntoItself>()("CannotMergeIntoItself", {
  concertId: Schema.String
}) {}

/** An import whose file has no valid row: nothing is written. */
export class NoValidRows extends Schema.TaggedError<NoValidRows>()("NoValidRows", {
  duplicate: Schema.Number,
  invalid: Schema.Number
}) {}

/** An upload whose name does not end in .csv. */
export class InvalidFileType extends Schema.TaggedError<InvalidFileType>()("InvalidFileType", {
  filename: Schema.String
}) {}

/** An upload over the size limit: nothing of it is imported. */
export class FileTooLarge extends Schema.TaggedError<FileTooLarge>()("FileTooLarge", {
  maxBytes: Schema.Number
}) {}

/** The file is not CSV that can be read (an unclosed quote, for one). */
export class CsvMalformed extends Schema.TaggedError<CsvMalformed>()("CsvMalformed", {
  line: Schema.Number,
  reason: Schema.String
}) {}

/** No concert suggestion has this id (issue #29). */
export class SuggestionNotFound extends Schema.TaggedError<SuggestionNotFound>()("SuggestionNotFound", {
  suggestionId: Schema.String
}) {}

/** The suggestion was approved, rejected or merged already: a decision is made once. */
export class SuggestionAlreadyDecided extends Schema.TaggedError<SuggestionAlreadyDecided>()("SuggestionAlreadyDecided", {
  suggestionId: Schema.String,
  status: Schema.Literals(["approved", "rejected", "merged"])
}) {}

/** A rejection's reason was blank or not plain text (the suggester reads it); one issue, with its message. */
export class InvalidSuggestionReason extends Schema.TaggedError<InvalidSuggestionReason>()("InvalidSuggestionReason", {
  issues: Schema.Array(Schema.Struct({ field: Schema.Literal("reason"), message: Schema.String }))
}) {}

/**
 * Deleting a concert that fans marked or made plans for (issue #31): refused unless forced, with what it would take.
 * Cancelling tells them; deleting does not.
 */
export class ConcertInUse extends Schema.TaggedError<ConcertInUse>()("ConcertInUse", {
  concertId: Schema.String,
  interests: Schema.Number,
  plans: Schema.Number
}) {}

/** A city's time zone refused (issue #31): a blank city, or a zone the runtime does not know; one issue, with its message. */
export class InvalidCityTimeZone extends Schema.TaggedError<InvalidCityTimeZone>()("InvalidCityTimeZone", {
  issues: Schema.Array(Schema.Struct({ field: Schema.Literals(["city", "timeZone"]), message: Schema.String }))
}) {}
