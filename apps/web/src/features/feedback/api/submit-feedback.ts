/** POST /api/feedback (signed in): the feedback is stored as pending for the admins. */
import { useMutation } from "@tanstack/react-query"
import { type FeedbackBody, FeedbackDto } from "../../../../../../domain/feedback/contract.ts"
import { sendJson } from "../../../app/api-client.ts"

export const submitFeedback = (body: FeedbackBody) => sendJson("POST", "/api/feedback", FeedbackDto, body)

export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback })
