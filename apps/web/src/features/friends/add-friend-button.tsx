/** Add Friend: a friend request by user id (a profile, a search result). */
import { Button, type ButtonSize } from "../../ui/button.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useSendFriendRequest } from "./api/send-friend-request.ts"
import { failureMessage } from "./failure.ts"
import { useReturnFocus } from "./focus-home.tsx"
import { sentMessage } from "./sent-message.ts"

export function AddFriendButton({ userId, size = "medium" }: { readonly userId: string; readonly size?: ButtonSize }) {
  const send = useSendFriendRequest()
  const returnFocus = useReturnFocus()
  // The promise, not mutate's callbacks: the button is replaced (the relationship changed) before they would run.
  const add = () =>
    void send.mutateAsync({ userId }).then(
      (sent) => {
        toast.success(sentMessage(sent))
        returnFocus()
      },
      (error: unknown) => toast.error(failureMessage(error, "Failed to send friend request"))
    )
  return (
    <Button size={size} isBusy={send.isPending} onPress={add}>
      {send.isPending ? "Sending..." : "Add Friend"}
    </Button>
  )
}
