/** Expected failures of search. */
import { Schema } from "effect"

/** A query with no word to search for: empty, blank, or nothing but punctuation. */
export class EmptySearch extends Schema.TaggedError<EmptySearch>()("EmptySearch", {}) {}
