/** How many upcoming concerts a followed artist has, as its row says it. */
export const upcomingText = (count: number): string =>
  count === 0 ? "No upcoming concerts yet" : count === 1 ? "1 upcoming concert" : `${count} upcoming concerts`
