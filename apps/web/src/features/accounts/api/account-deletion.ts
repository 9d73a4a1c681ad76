/**
 * POST /api/account/deletion (issue #30): the password and the word DELETE; 202 with when the account is purged.
 * Every session of the account has ended by then, this one included.
 */
import { useMutation } from "@tanstack/react-query"
import { type DeletionBody, DeletionScheduled } from "../../../../../../domain/accounts/deletion-contract.ts"
import { sendJson } from "../../../app/api-client.ts"

export const useDeleteAccount = () => useMutation({ mutationFn: (body: DeletionBody) => sendJson("POST", "/api/account/deletion", DeletionScheduled, body) })
