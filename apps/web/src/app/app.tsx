/** The composition root of the web client: the query cache, the session, the notifications and the router. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { RouterProvider } from "react-router"
import { AuthProvider } from "../features/accounts/auth-provider.tsx"
import { ToastRegion } from "../ui/toast.tsx"
import { router } from "./router.tsx"

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } }
})

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <ToastRegion />
    </QueryClientProvider>
  )
}
