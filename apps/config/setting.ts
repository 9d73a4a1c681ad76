/** One environment variable: its Effect `Config`, its default and meaning as the README shows them, and its rule. */
import { Config, Schema } from "effect"

export interface Setting<A> {
  readonly name: string
  /** The README's default column: a value in backticks, `—` for none, or prose. */
  readonly default: string
  /** The README's meaning column. */
  readonly meaning: string
  /** The one-line error for a value it refuses, naming the variable (and the value, unless it may hold a password). */
  readonly refusal: (value: string) => string
  readonly config: Config.Config<A>
}

const code = (value: string | number) => `\`${value}\``

/** "NAME must be <rule>, not "<value>"": the value cut short, and left out when it may hold a password. */
const mustBe =
  (name: string, rule: string, secret = false) =>
  (value: string) =>
    `${name} must be ${rule}${secret ? "" : `, not ${JSON.stringify(value.slice(0, 40))}`}`

/** A string value that passes `accepts`; anything else fails with the setting's rule. */
const checked = (name: string, accepts: (value: string) => boolean): Config.Config<string> =>
  Config.schema(Schema.String.check(Schema.makeFilter(accepts)), name)

export const wholeNumber = (name: string, o: { min: number; max?: number; default: number; meaning: string }): Setting<number> => ({
  name,
  default: code(o.default),
  meaning: o.meaning,
  refusal: mustBe(name, o.max === undefined ? `a whole number of at least ${o.min}` : `a whole number from ${o.min} to ${o.max}`),
  config: checked(name, (value) => /^\d{1,15}$/.test(value) && Number(value) >= o.min && Number(value) <= (o.max ?? Infinity)).pipe(
    Config.map(Number),
    Config.withDefault(o.default)
  )
})

export const text = (name: string, o: { default: string; shown?: string; meaning: string }): Setting<string> => ({
  name,
  default: o.shown ?? code(o.default),
  meaning: o.meaning,
  refusal: mustBe(name, "a non-empty text"),
  config: Config.NonEmptyString(name).pipe(Config.withDefault(o.default))
})

export const oneOf = <const L extends ReadonlyArray<string>, const D extends L[number] | undefined>(
  name: string,
  o: { values: L; default: D; meaning: string }
): Setting<L[number] | D> => ({
  name,
  default: o.default === undefined ? "—" : code(o.default),
  meaning: o.meaning,
  refusal: mustBe(name, `one of ${o.values.join(", ")}`),
  config: Config.Literals(o.values, name).pipe(Config.withDefault(o.default))
})

/** An address with one of the given schemes, e.g. `postgres:`; unset is `undefined`. */
export const optionalUrl = (
  name: string,
  o: { schemes: ReadonlyArray<string>; example: string; meaning: string; secret?: boolean }
): Setting<string | undefined> => ({
  name,
  default: "—",
  meaning: o.meaning,
  refusal: mustBe(name, `a URL such as ${o.example}`, o.secret),
  config: checked(name, (value) => URL.canParse(value) && o.schemes.includes(new URL(value).protocol)).pipe(Config.withDefault(undefined))
})

/** The message `parse` throws for a value, or `undefined` when it takes it. */
const problemOf = (parse: (value: string) => unknown, value: string): string | undefined => {
  try {
    parse(value)
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/** A value read by `parse`, which throws on what it refuses; its message is the one line. */
export const parsed = <A>(name: string, o: { parse: (value: string) => A; unset: A; meaning: string }): Setting<A> => ({
  name,
  default: "—",
  meaning: o.meaning,
  refusal: (value) => problemOf(o.parse, value) ?? `${name} is not understood`,
  config: checked(name, (value) => problemOf(o.parse, value) === undefined).pipe(Config.map(o.parse), Config.withDefault(o.unset))
})
