/** The route table. A route's `handle` may set the footer's copyright year (the landing page shows 2024). */
import { createBrowserRouter } from "react-router"
import { AuthPage } from "../features/accounts/auth-page.tsx"
import { LandingPage } from "../features/landing/landing-page.tsx"
import { NotFoundPage } from "../features/not-found/not-found-page.tsx"
import { AppLayout, type RouteHandle } from "./app-layout.tsx"

const landingHandle: RouteHandle = { copyrightYear: 2024 }

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage />, handle: landingHandle },
      { path: "auth", element: <AuthPage /> },
      { path: "*", element: <NotFoundPage /> }
    ]
  }
])
