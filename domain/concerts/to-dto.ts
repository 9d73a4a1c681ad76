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
  imageUrl: concert.imageUrl
})
