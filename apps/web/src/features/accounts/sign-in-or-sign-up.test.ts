import { describe, expect, it } from "vitest"
import { ApiError } from "../../app/api-client.ts"
import { accountExistsMessage, inviteOnlyMessage, signInOrSignUp, type AuthActions } from "./sign-in-or-sign-up.ts"

const credentials = { email: "fan@example.com", password: "secret1" }
const refuse = (status: number, code: string, message: string) => () => Promise.reject(new ApiError(status, code, message))
const accept = () => Promise.resolve()

/** Actions that answer each call from a script, and record what was called. */
const scripted = (signIns: Array<() => Promise<unknown>>, signUps: Array<() => Promise<unknown>> = []) => {
  const calls: Array<string> = []
  const actions: AuthActions = {
    signIn: () => {
      calls.push("signIn")
      return signIns.shift()!()
    },
    signUp: () => {
      calls.push("signUp")
      return signUps.shift()!()
    }
  }
  return { actions, calls }
}

const invalid = refuse(400, "InvalidCredentials", "Invalid login credentials")
const unconfirmed = refuse(400, "EmailNotConfirmed", "Email not confirmed")

describe("the /auth flow of spec section 8", () => {
  it("signs in when the credentials are right", async () => {
    const { actions, calls } = scripted([accept])
    expect(await signInOrSignUp(credentials, "open", actions)).toEqual({ kind: "signedIn" })
    expect(calls).toEqual(["signIn"])
  })

  it("turns invalid credentials into a sign-up and the confirmation screen", async () => {
    const { actions, calls } = scripted([invalid], [accept])
    expect(await signInOrSignUp(credentials, "open", actions)).toEqual({ kind: "confirmationPending", email: credentials.email })
    expect(calls).toEqual(["signIn", "signUp"])
  })

  it("tolerates 'User already registered' and signs in again; a wrong password then says the account exists", async () => {
    const { actions, calls } = scripted([invalid, invalid], [refuse(409, "UserAlreadyRegistered", "User already registered")])
    expect(await signInOrSignUp(credentials, "open", actions)).toEqual({ kind: "failed", title: "Sign in failed", message: accountExistsMessage })
    expect(calls).toEqual(["signIn", "signUp", "signIn"])
  })

  it("shows Authentication failed with the original sign-in message when the sign-up fails otherwise", async () => {
    const { actions } = scripted([invalid], [refuse(400, "PasswordTooShort", "Password must be at least 6 characters long.")])
    expect(await signInOrSignUp(credentials, "open", actions)).toEqual({ kind: "failed", title: "Authentication failed", message: "Invalid login credentials" })
  })

  it("shows Authentication failed with the server's message for any other sign-in error, without signing up", async () => {
    const { actions, calls } = scripted([refuse(429, "RateLimited", "Too many attempts.")])
    expect(await signInOrSignUp(credentials, "open", actions)).toEqual({ kind: "failed", title: "Authentication failed", message: "Too many attempts." })
    expect(calls).toEqual(["signIn"])
  })

  it("never signs up when registration is invite-only: refused credentials, whoever typed them, lead to the waitlist", async () => {
    const stranger = scripted([invalid])
    expect(await signInOrSignUp(credentials, "invite-only", stranger.actions)).toEqual({ kind: "inviteOnly", email: credentials.email })
    expect(stranger.calls).toEqual(["signIn"])
    const pending = scripted([unconfirmed])
    expect(await signInOrSignUp(credentials, "invite-only", pending.actions)).toEqual({ kind: "confirmationPending", email: credentials.email })
  })

  it("keeps other sign-in errors as a toast in invite-only mode (a rate limit is not a reason to join the waitlist)", async () => {
    const { actions } = scripted([refuse(429, "RateLimited", "Too many attempts.")])
    expect(await signInOrSignUp(credentials, "invite-only", actions)).toEqual({ kind: "failed", title: "Authentication failed", message: "Too many attempts." })
  })

  it("shows a suspended account's refusal as the server words it (with its end date), in either mode, without signing up", async () => {
    const message = "This account is suspended until Aug 1, 2027."
    for (const mode of ["open", "invite-only"] as const) {
      const { actions, calls } = scripted([refuse(403, "AccountSuspended", message)])
      expect(await signInOrSignUp(credentials, mode, actions)).toEqual({ kind: "failed", title: "Authentication failed", message })
      expect(calls).toEqual(["signIn"])
    }
  })

  it("says Soundcheck is invite-only when registration closed behind a page that still offered sign-up", async () => {
    const { actions, calls } = scripted([invalid], [refuse(403, "RegistrationClosed", "Soundcheck is invite-only.")])
    expect(await signInOrSignUp(credentials, "open", actions)).toEqual({ kind: "failed", title: "Sign in failed", message: inviteOnlyMessage })
    expect(calls).toEqual(["signIn", "signUp"])
  })

  it("offers to restore an account pending deletion whose password was right, in either mode, with the server's words (issue #30)", async () => {
    const message = "This account is scheduled for deletion on 17 May 2026. Restore it to sign in."
    for (const mode of ["open", "invite-only"] as const) {
      const { actions, calls } = scripted([refuse(403, "AccountPendingDeletion", message)])
      expect(await signInOrSignUp(credentials, mode, actions)).toEqual({ kind: "pendingDeletion", email: credentials.email, message })
      expect(calls).toEqual(["signIn"])
    }
  })
})
