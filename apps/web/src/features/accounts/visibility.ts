/** The four concert-activity visibility settings (spec section 6) as people read them. */
import type { Visibility } from "../../../../../domain/accounts/contract.ts"
import type { RadioOption } from "../../ui/radio-group.tsx"

export const visibilityOptions: ReadonlyArray<RadioOption<Visibility>> = [
  { value: "public", label: "Public", description: "Anyone on Soundcheck can see your concert activity." },
  {
    value: "friends_of_friends",
    label: "Friends of friends",
    description: "Your friends and their friends can see your concert activity. This is the default."
  },
  { value: "friends_only", label: "Friends only", description: "Only your friends can see your concert activity." },
  { value: "private", label: "Private", description: "Only you can see your concert activity." }
]

export const visibilityLabel = (visibility: Visibility): string => visibilityOptions.find((option) => option.value === visibility)?.label ?? visibility
