/**
 * The rule of a display name a person types: no control characters (line breaks, C0/C1, bidi overrides),
 * because the name is shown to others in pages, mail subjects and terminals, where such characters would
 * forge lines, links or reading order.
 */
import { Result, Schema } from "effect"
import { hasControlCharacters } from "../kernel/limits.ts"

export class InvalidDisplayName extends Schema.TaggedError<InvalidDisplayName>()("InvalidDisplayName", {}) {}

/** The name as given (the length is the contract's cap); refused when it holds a control character. */
export const checkDisplayName = (name: string): Result.Result<string, InvalidDisplayName> =>
  hasControlCharacters(name) ? Result.fail(new InvalidDisplayName()) : Result.succeed(name)
