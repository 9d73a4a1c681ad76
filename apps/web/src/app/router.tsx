/** The route table. A route's `handle` may set the footer's copyright year (the landing page shows 2024). */
import { createBrowserRouter } from "react-router"
import { AdminRoute } from "../features/accounts/admin-route.tsx"
import { ProtectedRoute } from "../features/accounts/protected-route.tsx"
import { AppLayout, type RouteHandle } from "./app-layout.tsx"
import { lazyPage } from "./lazy-page.tsx"

// Every page is its own chunk, loaded on first visit: the initial bundle is the shell and the router.
const AuthPage = lazyPage(() => import("../features/accounts/auth-page.tsx"), "AuthPage")
const ConfirmEmailPage = lazyPage(() => import("../features/accounts/confirm-email-page.tsx"), "ConfirmEmailPage")
const ConfirmTokenPage = lazyPage(() => import("../features/accounts/confirm-token-page.tsx"), "ConfirmTokenPage")
const ProfileEditPage = lazyPage(() => import("../features/accounts/profile-edit-page.tsx"), "ProfileEditPage")
const ProfilePage = lazyPage(() => import("../features/accounts/profile-page.tsx"), "ProfilePage")
const PublicProfilePage = lazyPage(() => import("../features/accounts/public-profile-page.tsx"), "PublicProfilePage")
const ResetPasswordPage = lazyPage(() => import("../features/accounts/reset-password-page.tsx"), "ResetPasswordPage")
const SettingsPage = lazyPage(() => import("../features/accounts/settings-page.tsx"), "SettingsPage")
const AdminPage = lazyPage(() => import("../features/admin/admin-page.tsx"), "AdminPage")
const AdminSettingsPage = lazyPage(() => import("../features/admin/admin-settings-page.tsx"), "AdminSettingsPage")
const AnalyticsPage = lazyPage(() => import("../features/admin/analytics-page.tsx"), "AnalyticsPage")
const AuditPage = lazyPage(() => import("../features/admin/audit/audit-page.tsx"), "AuditPage")
const EditConcertPage = lazyPage(() => import("../features/admin/concerts/concert-form-page.tsx"), "EditConcertPage")
const NewConcertPage = lazyPage(() => import("../features/admin/concerts/concert-form-page.tsx"), "NewConcertPage")
const ConcertsPage = lazyPage(() => import("../features/admin/concerts/concerts-page.tsx"), "ConcertsPage")
const AdminFeedbackPage = lazyPage(() => import("../features/admin/feedback/feedback-page.tsx"), "AdminFeedbackPage")
const AdminLayout = lazyPage(() => import("../features/admin/layout/admin-layout.tsx"), "AdminLayout")
const ReportsPage = lazyPage(() => import("../features/admin/reports/reports-page.tsx"), "ReportsPage")
const AdminSuggestionsPage = lazyPage(() => import("../features/admin/suggestions/suggestions-page.tsx"), "AdminSuggestionsPage")
const UsersPage = lazyPage(() => import("../features/admin/users/users-page.tsx"), "UsersPage")
const ConcertPage = lazyPage(() => import("../features/concerts/concert-page.tsx"), "ConcertPage")
const DiscoverConcertsPage = lazyPage(() => import("../features/concerts/concerts-page.tsx"), "ConcertsPage")
const SearchPage = lazyPage(() => import("../features/concerts/search-page.tsx"), "SearchPage")
const DashboardPage = lazyPage(() => import("../features/dashboard/dashboard-page.tsx"), "DashboardPage")
const FeedbackPage = lazyPage(() => import("../features/feedback/feedback-page.tsx"), "FeedbackPage")
const ArtistPage = lazyPage(() => import("../features/follows/artist-page.tsx"), "ArtistPage")
const FriendsPage = lazyPage(() => import("../features/friends/friends-page.tsx"), "FriendsPage")
const AdminInviteRequestsPage = lazyPage(() => import("../features/invitations/admin-invite-requests-page.tsx"), "AdminInviteRequestsPage")
const InvitePage = lazyPage(() => import("../features/invitations/invite-page.tsx"), "InvitePage")
const LandingPage = lazyPage(() => import("../features/landing/landing-page.tsx"), "LandingPage")
const NotificationsPage = lazyPage(() => import("../features/notifications/notifications-page.tsx"), "NotificationsPage")
const UnsubscribePage = lazyPage(() => import("../features/notifications/unsubscribe-page.tsx"), "UnsubscribePage")
const PlanPage = lazyPage(() => import("../features/plans/plan-page.tsx"), "PlanPage")
const PlansPage = lazyPage(() => import("../features/plans/plans-page.tsx"), "PlansPage")
const NotFoundPage = lazyPage(() => import("../features/not-found/not-found-page.tsx"), "NotFoundPage")
const SuggestConcertPage = lazyPage(() => import("../features/suggest/suggest-concert-page.tsx"), "SuggestConcertPage")
const AdminWaitlistPage = lazyPage(() => import("../features/waitlist/admin-waitlist-page.tsx"), "AdminWaitlistPage")

// The same routes as data (path, access, title) for the accessibility sweep, which checks the two agree.
export { routeTable, type RouteAccess, type RouteEntry } from "./route-table.ts"

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
      // Public: a mail's unsubscribe link works signed out.
      { path: "unsubscribe", element: <UnsubscribePage /> },
      // Public: a shared concert link opens the teaser signed out, the whole page signed in.
      { path: "concerts/:id", element: <ConcertPage /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: "dashboard", element: <DashboardPage /> },
          { path: "concerts", element: <DiscoverConcertsPage /> },
          { path: "concerts/suggest", element: <SuggestConcertPage /> },
          { path: "artists/:key", element: <ArtistPage /> },
          { path: "feedback", element: <FeedbackPage /> },
          { path: "friends", element: <FriendsPage /> },
          { path: "notifications", element: <NotificationsPage /> },
          { path: "plans", element: <PlansPage /> },
          { path: "plans/:id", element: <PlanPage /> },
          { path: "profile", element: <ProfilePage /> },
          { path: "profile/edit", element: <ProfileEditPage /> },
          { path: "profile/:userId", element: <PublicProfilePage /> },
          { path: "search", element: <SearchPage /> },
          { path: "settings", element: <SettingsPage /> }
        ]
      },
      {
        path: "admin",
        element: <AdminRoute />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { index: true, element: <AdminPage /> },
              { path: "concerts", element: <ConcertsPage /> },
              { path: "concerts/new", element: <NewConcertPage /> },
              { path: "concerts/edit/:id", element: <EditConcertPage /> },
              { path: "users", element: <UsersPage /> },
              { path: "invite-requests", element: <AdminInviteRequestsPage /> },
              { path: "waitlist", element: <AdminWaitlistPage /> },
              { path: "feedback", element: <AdminFeedbackPage /> },
              { path: "reports", element: <ReportsPage /> },
              { path: "suggestions", element: <AdminSuggestionsPage /> },
              { path: "audit", element: <AuditPage /> },
              { path: "analytics", element: <AnalyticsPage /> },
              { path: "settings", element: <AdminSettingsPage /> }
            ]
          }
        ]
      },
      { path: "*", element: <NotFoundPage /> }
    ]
  }
])
