/** POST /api/waitlist (public): list an address; the answer is the same whoever it belongs to (the mail says the rest). */
import { useMutation } from "@tanstack/react-query"
import { WaitlistJoined, type WaitlistJoinBody } from "../../../../../../domain/waitlist/contract.ts"
import { sendJson } from "../../../app/api-client.ts"

export const joinWaitlist = (body: WaitlistJoinBody) => sendJson("POST", "/api/waitlist", WaitlistJoined, body)

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist })
