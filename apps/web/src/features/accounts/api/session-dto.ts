/**
 * The session answer (GET /api/auth/session, sign-in, refresh) decoded without Effect: the shell checks
 * the session on every page load, and Effect's Schema would add ~40 KB to the JavaScript every first paint
 * waits for. It accepts and returns exactly what the contract's SessionDto does (session-dto.test.ts
 * compares the two on generated answers), so the contract stays the one definition.
 */
import type { Role, SessionDto, SessionUser } from "../../../../../../domain/accounts/contract.ts"

/** Thrown for an answer that is not a session (a broken proxy, say); the callers treat it as any failure. */
export class InvalidSessionAnswer extends Error {
  override readonly name = "InvalidSessionAnswer"
  /** Where the answer went wrong ("user.role"). */
  readonly path: string

  constructor(path: string) {
    super(`The session answer is not a session (at ${path})`)
    this.path = path
  }
}

type Fields = Readonly<Record<string, unknown>>

const roles: ReadonlyArray<unknown> = ["user", "moderator", "admin"] satisfies ReadonlyArray<Role>

const fields = (value: unknown, path: string): Fields => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new InvalidSessionAnswer(path)
  return value as Fields
}

const check = <T>(value: unknown, valid: (value: unknown) => boolean, path: string): T => {
  if (!valid(value)) throw new InvalidSessionAnswer(path)
  return value as T
}

const isString = (value: unknown): boolean => typeof value === "string"
const isNumber = (value: unknown): boolean => typeof value === "number"

const decodeUser = (value: unknown): SessionUser => {
  const user = fields(value, "user")
  return {
    id: check(user.id, isString, "user.id"),
    email: check(user.email, isString, "user.email"),
    role: check(user.role, (role) => roles.includes(role), "user.role"),
    displayName: check(user.displayName, (name) => name === null || isString(name), "user.displayName")
  }
}

/** The session in `body`, with only the contract's fields; throws InvalidSessionAnswer when it is not one. */
export const decodeSession = (body: unknown): SessionDto => {
  const session = fields(body, "session")
  return {
    user: decodeUser(session.user),
    expiresAt: check(session.expiresAt, isNumber, "expiresAt"),
    expiresIn: check(session.expiresIn, isNumber, "expiresIn")
  }
}
