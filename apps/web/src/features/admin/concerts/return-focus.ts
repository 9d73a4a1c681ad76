/**
 * Where focus goes when the row that held it is gone (its concert deleted or merged away): the Concerts
 * table, so keyboard and screen-reader users carry on from the list instead of the top of the page.
 */
export const focusConcertsTable = (): void => {
  // Two frames: after the list re-renders and after the closing dialog has tried to restore focus to its
  // (removed) trigger; and only when focus was lost, never taken from where the user has since moved it.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (document.activeElement !== null && document.activeElement !== document.body) return
      document.querySelector<HTMLElement>('[role="grid"][aria-label="Concerts"]')?.focus()
    })
  )
}
