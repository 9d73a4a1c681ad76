/** What deleting a concert would take with it, as the Delete dialog says it (issue #31). */
import type { ConcertUsageDto } from "../../../../../../domain/curation/contract.ts"

/** Whether fans marked the concert or made plans for it: then Delete offers Cancel Concert Instead. */
export const isInUse = (usage: ConcertUsageDto): boolean => usage.interests > 0 || usage.plans > 0

const fans = (n: number): string => (n === 1 ? "1 fan marked this concert" : `${n} fans marked this concert`)
const plans = (n: number): string => (n === 1 ? "1 plan is made for it" : `${n} plans are made for it`)

/** "3 fans marked this concert and 2 plans are made for it." */
export const usageText = (usage: ConcertUsageDto): string => `${fans(usage.interests)} and ${plans(usage.plans)}.`
