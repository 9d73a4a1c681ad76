/** The route table. A route's `handle` may set the footer's copyright year (the landing page shows 2024). */
import { createBrowserRouter } from "react-router"
import { AdminRoute } from "../features/accounts/admin-route.tsx"
import { AuthPage } from "../features/accounts/auth-page.tsx"
import { ConfirmEmailPage } from "../features/accounts/confirm-email-page.tsx"
import { ConfirmTokenPage } from "../features/accounts/confirm-token-page.tsx"
import { ProfileEditPage } from "../features/accounts/profile-edit-page.tsx"
import { ProfilePage } from "../features/accounts/profile-page.tsx"
import { ProtectedRoute } from "../features/accounts/protected-route.tsx"
import { PublicProfilePage } from "../features/accounts/public-profile-page.tsx"
import { ResetPasswordPage } from "../features/accounts/reset-password-page.tsx"
import { SettingsPage } from "../features/accounts/settings-page.tsx"
import { AdminPage } from "../features/admin/admin-page.tsx"
import { AdminSettingsPage } from "../features/admin/admin-settings-page.tsx"
import { AnalyticsPage } from "../features/admin/analytics-page.tsx"
import { EditConcertPage, NewConcertPage } from "../features/admin/concerts/concert-form-page.tsx"
import { ConcertsPage } from "../features/admin/concerts/concerts-page.tsx"
import { AdminFeedbackPage } from "../features/admin/feedback/feedback-page.tsx"
import { AdminLayout } from "../features/admin/layout/admin-layout.tsx"
import { UsersPage } from "../features/admin/users/users-page.tsx"
import { ConcertsPage as DiscoverConcertsPage } from "../features/concerts/concerts-page.tsx"
import { DashboardPage } from "../features/dashboard/dashboard-page.tsx"
import { FeedbackPage } from "../features/feedback/feedback-page.tsx"
import { FriendsPage } from "../features/friends/friends-page.tsx"
import { AdminInviteRequestsPage } from "../features/invitations/admin-invite-requests-page.tsx"
import { InvitePage } from "../features/invitations/invite-page.tsx"
import { LandingPage } from "../features/landing/landing-page.tsx"
import { NotFoundPage } from "../features/not-found/not-found-page.tsx"
import { SuggestConcertPage } from "../features/suggest/suggest-concert-page.tsx"
import { AppLayout, type RouteHandle } from "./app-layout.tsx"

const landingHandle: RouteHandle = { copyrightYear: 2024 }

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage />, handle: landingHandle },
      { path: "auth", element: <AuthPage /> },
      { path: "auth/confirm", element: <ConfirmTokenPage /> },
      { path: "auth/reset", element: <ResetPasswordPage /> },
      // The reset mail of the accounts API links here; /auth/reset is the documented address.
      { path: "auth/reset-password", element: <ResetPasswordPage /> },
      { path: "confirm-email", element: <ConfirmEmailPage /> },
      // Public: an invitation link works signed out; without one, the page itself sends visitors to /auth.
      { path: "invite", element: <InvitePage /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: "dashboard", element: <DashboardPage /> },
          { path: "concerts", element: <DiscoverConcertsPage /> },
          { path: "concerts/suggest", element: <SuggestConcertPage /> },
          { path: "feedback", element: <FeedbackPage /> },
          { path: "friends", element: <FriendsPage /> },
          { path: "profile", element: <ProfilePage /> },
          { path: "profile/edit", element: <ProfileEditPage /> },
          { path: "profile/:userId", element: <PublicProfilePage /> },
          { path: "settings", element: <SettingsPage /> }
        ]
      },
      {
        path: "admin",
        element: <AdminRoute />,
        children: [{
          element: <AdminLayout />,
          children: [
            { index: true, element: <AdminPage /> },
            { path: "concerts", element: <ConcertsPage /> },
            { path: "concerts/new", element: <NewConcertPage /> },
            { path: "concerts/edit/:id", element: <EditConcertPage /> },
            { path: "users", element: <UsersPage /> },
            { path: "invite-requests", element: <AdminInviteRequestsPage /> },
            { path: "feedback", element: <AdminFeedbackPage /> },
            { path: "analytics", element: <AnalyticsPage /> },
            { path: "settings", element: <AdminSettingsPage /> }
          ]
        }]
      },
      { path: "*", element: <NotFoundPage /> }
    ]
  }
])
