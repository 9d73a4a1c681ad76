/** POST /api/reports: report a profile, a plan message or a concert to the moderators. */
import { useMutation } from "@tanstack/react-query"
import { ReportCreated, type ReportBody } from "../../../../../../domain/moderation/contract.ts"
import { sendJson } from "../../../app/api-client.ts"

export const sendReport = (body: ReportBody) => sendJson("POST", "/api/reports", ReportCreated, body)

export const useSendReport = () => useMutation({ mutationFn: sendReport })
