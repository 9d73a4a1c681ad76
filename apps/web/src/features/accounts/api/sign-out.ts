/** POST /api/auth/sign-out: clears the cookies and revokes the refresh family. */
import { sendEmpty } from "../../../app/api-request.ts"

export const signOutRequest = (): Promise<void> => sendEmpty("POST", "/api/auth/sign-out")
