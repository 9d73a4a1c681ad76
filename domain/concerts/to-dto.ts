/** From the Concert entity to its wire form. */
import type { Concert } from "./concert.ts"
import type { ConcertDto } from "./contract.ts"

export const toConcertDto = (concert: Concert): ConcertDto => ({
  id: concert.id,
  artist: concert.artist,
  venue: concert.venue,
  city: concert.city,
  date: concert.date,
  description: concert.description,
  imageUrl: concert.imageUrl,
  status: concert.status,
  statusReason: concert.statusReason,
  previousDate: concert.previousDate,
  previousVenue: concert.previousVenue,
  startTime: concert.startTime,
  doorsTime: concert.doorsTime,
  timeZone: concert.timeZone
})
