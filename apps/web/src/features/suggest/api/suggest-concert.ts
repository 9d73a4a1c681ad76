/** POST /api/concerts/suggestions (signed in): the suggestion becomes a concert created by the user. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { ConcertDto } from "../../../../../../domain/concerts/contract.ts"
import type { ConcertBody } from "../../../../../../domain/curation/contract.ts"
import { sendJson } from "../../../app/api-client.ts"

export const suggestConcert = (body: ConcertBody) => sendJson("POST", "/api/concerts/suggestions", ConcertDto, body)

export const useSuggestConcert = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: suggestConcert,
    // Every list that shows concerts (the concerts page, the dashboard, the admin table) is out of date.
    onSuccess: () => queryClient.invalidateQueries()
  })
}
