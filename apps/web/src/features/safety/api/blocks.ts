/** GET /api/blocks: the people the viewer blocked, newest first (private: nobody else reads them). */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { BlocksList } from "../../../../../../domain/safety/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getBlocks = () => fetchJson("/api/blocks", BlocksList)

export const blocksQueryOptions = () => queryOptions({ queryKey: ["safety", "blocks"], queryFn: getBlocks })

export const useBlocks = () => useQuery(blocksQueryOptions())
