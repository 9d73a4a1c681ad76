/** Whether a failed query is worth another try: a 4xx (not found, refused) is the server's answer, not a fault. */
import { ApiError } from "../app/api-error.ts"

export const retryUnlessAnswered = (failures: number, error: unknown): boolean =>
  failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500)
