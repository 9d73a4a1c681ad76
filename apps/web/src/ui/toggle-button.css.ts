/** The on/off look of a toggle button (Follow / Following), on top of the secondary button's. */
import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const toggle = style({
  // Keeps the width from jumping between "Follow" and "Following".
  minWidth: "7rem",
  selectors: {
    "&[data-selected]": { background: vars.color.badge, color: vars.color.onBadge, borderColor: vars.color.onBadge },
    "&[data-selected][data-hovered]": { background: vars.color.surfaceMuted },
    // Saving is shown at once (optimistic): the new state keeps its full colour while presses wait.
    '&[aria-disabled="true"][aria-pressed]': { opacity: 1, cursor: "progress" }
  }
})
