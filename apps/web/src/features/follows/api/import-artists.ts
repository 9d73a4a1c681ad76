/** POST /api/follows/artists/import: preview a pasted list or a file's text, then follow every artist in it at once. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { ImportArtistsDto } from "../../../../../../domain/follows/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { artistQueryKeyRoot, followsQueryKey } from "./keys.ts"

export const postImportArtists = ({ text, preview }: { readonly text: string; readonly preview: boolean }) =>
  sendJson("POST", "/api/follows/artists/import", ImportArtistsDto, preview ? { text, preview: true } : { text })

export const usePreviewArtistImport = () => useMutation({ mutationFn: (text: string) => postImportArtists({ text, preview: true }) })

export function useImportArtists() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (text: string) => postImportArtists({ text, preview: false }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: followsQueryKey }), queryClient.invalidateQueries({ queryKey: artistQueryKeyRoot })])
  })
}
