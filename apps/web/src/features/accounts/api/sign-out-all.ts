/** POST /api/auth/sign-out-all: revokes every session of the user, this one included, and clears the cookies. */
import { sendEmpty } from "../../../app/api-client.ts"

export const signOutAllRequest = (): Promise<void> => sendEmpty("POST", "/api/auth/sign-out-all")
