/** The admin Invite Requests tables: pending ones with Approve and Reject, and the recently reviewed. */
import type { InviteRequestDto } from "../../../../../domain/invitations/contract.ts"
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../ui/table.tsx"
import { ReviewButtons } from "./review-buttons.tsx"

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" })
const statusLabel = { pending: "Pending", approved: "Approved", rejected: "Rejected" } as const

export function PendingRequestsTable({ requests }: { readonly requests: ReadonlyArray<InviteRequestDto> }) {
  return (
    <Table aria-label="Pending invite requests">
      <TableHeader>
        <Column isRowHeader>Requester</Column>
        <Column>Count</Column>
        <Column>Reason</Column>
        <Column>Requested</Column>
        <Column>Actions</Column>
      </TableHeader>
      <TableBody items={requests} emptyText="No pending requests.">
        {(request) => (
          <Row id={request.id}>
            <Cell>{request.displayName}</Cell>
            <Cell>{request.requestedCount}</Cell>
            <Cell>{request.reason ?? "—"}</Cell>
            <Cell>{dateFormat.format(request.createdAt)}</Cell>
            <Cell>
              <ReviewButtons request={request} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  )
}

export function ReviewedRequestsTable({ requests }: { readonly requests: ReadonlyArray<InviteRequestDto> }) {
  return (
    <Table aria-label="Reviewed invite requests">
      <TableHeader>
        <Column isRowHeader>Requester</Column>
        <Column>Count</Column>
        <Column>Reason</Column>
        <Column>Requested</Column>
        <Column>Status</Column>
        <Column>Reviewed</Column>
      </TableHeader>
      <TableBody items={requests.slice(0, 10)} emptyText="No reviewed requests yet.">
        {(request) => (
          <Row id={request.id}>
            <Cell>{request.displayName}</Cell>
            <Cell>{request.requestedCount}</Cell>
            <Cell>{request.reason ?? "—"}</Cell>
            <Cell>{dateFormat.format(request.createdAt)}</Cell>
            <Cell>{statusLabel[request.status]}</Cell>
            <Cell>{request.reviewedAt === null ? "—" : dateFormat.format(request.reviewedAt)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  )
}
