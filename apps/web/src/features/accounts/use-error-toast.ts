/** Shows a destructive toast once each time a query starts failing (the spec's "Failed to load …"). */
import { useEffect } from "react"
import { toast } from "../../ui/toast-queue.ts"

export function useErrorToast(isError: boolean, title: string): void {
  useEffect(() => {
    if (isError) toast.error(title)
  }, [isError, title])
}
