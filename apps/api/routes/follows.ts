/**
 * Follow routes (issue #32), signed in: what the viewer follows and their cities, following and unfollowing artists
 * (one, or an imported list) and venues, picking their cities, and an artist's page. Private to the viewer.
 */
import { Schema } from "effect"
import type { FastifyInstance } from "fastify"
import {
  ArtistPageDto,
  FanCitiesBody,
  FanCitiesDto,
  FollowArtistBody,
  FollowedArtistDto,
  FollowedVenueDto,
  FollowsDto,
  FollowVenueBody,
  ImportArtistsBody,
  ImportArtistsDto,
  MAX_FAN_CITIES,
  MAX_IMPORT_TEXT_LENGTH,
  MAX_IMPORTED_ARTISTS
} from "../../../domain/follows/contract.ts"
import { artistPage, followArtist, followVenue, importArtists, listFollows, setCities, unfollowArtist, unfollowVenue } from "../../../domain/follows/follows.ts"
import { MAX_ARTIST_LENGTH, MAX_CITY_LENGTH, MAX_VENUE_LENGTH } from "../../../domain/kernel/caps.ts"
import { BoundedString } from "../../../domain/kernel/limits.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Follows"

const ArtistParams = Schema.Struct({ key: BoundedString(MAX_ARTIST_LENGTH) })
const VenueParams = Schema.Struct({ cityKey: BoundedString(MAX_CITY_LENGTH), venueKey: BoundedString(MAX_VENUE_LENGTH) })

export const followRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.get(
    "/api/follows",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "What the viewer follows (artists by key, venues in their city), their cities, and artists to follow",
          description:
            "Artists are sorted by key, each by the spelling of its next concert (else as first followed) with its concerts from today (UTC) " +
            "counted; suggestions are the artists of the concerts the viewer marked interested or holding tickets, not followed yet, most marked first.",
          responses: { 200: FollowsDto }
        }
      }
    },
    async (request): Promise<FollowsDto> => request.run(listFollows(viewerOf(request).id))
  )

  app.post(
    "/api/follows/artists",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Follow an artist, by the name as typed or as the catalogue spells it; one with no concert yet too",
          description:
            "The artist is its key: case, accents, surrounding spaces and a leading “The” do not matter. Following it again changes nothing " +
            "and answers it as followed.",
          body: FollowArtistBody,
          responses: { 200: FollowedArtistDto },
          errors: ["InvalidArtistName", "RateLimited"]
        }
      }
    },
    async (request): Promise<FollowedArtistDto> => {
      const body = decodeInput(FollowArtistBody, request.body)
      return request.run(followArtist(viewerOf(request).id, body.artist))
    }
  )

  app.post(
    "/api/follows/artists/import",
    {
      ...signedIn,
      // The text's cap is in characters: as JSON, each may take up to 6 bytes (a control character's \u escape).
      bodyLimit: 6 * MAX_IMPORT_TEXT_LENGTH + 1024,
      config: {
        contract: {
          tag,
          summary: "Follow many artists at once: a pasted list or a text/CSV file's content",
          description:
            "One artist a line, or a table (comma, semicolon or tab separated) whose header has an `artist` column. Blank, repeated and " +
            `over-long names are skipped; more than ${MAX_IMPORTED_ARTISTS} distinct artists is ArtistImportTooLarge and follows none. ` +
            "All are followed in one transaction; with preview=true nothing is followed (followed is 0).",
          body: ImportArtistsBody,
          responses: { 200: ImportArtistsDto },
          errors: ["ArtistImportTooLarge", "RateLimited"]
        }
      }
    },
    async (request): Promise<ImportArtistsDto> => {
      const body = decodeInput(ImportArtistsBody, request.body)
      return request.run(importArtists(viewerOf(request).id, body.text, body.preview === true))
    }
  )

  app.delete(
    "/api/follows/artists/:key",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Stop following an artist (by its key); not following it is a success too",
          responses: { 204: null },
          errors: ["RateLimited"]
        }
      }
    },
    async (request, reply) => {
      const { key } = decodeInput(ArtistParams, request.params)
      await request.run(unfollowArtist(viewerOf(request).id, key))
      return reply.status(204).send()
    }
  )

  app.post(
    "/api/follows/venues",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Follow a venue in its city (spelling and case do not matter); following it again changes nothing",
          body: FollowVenueBody,
          responses: { 200: FollowedVenueDto },
          errors: ["InvalidVenue", "RateLimited"]
        }
      }
    },
    async (request): Promise<FollowedVenueDto> => {
      const body = decodeInput(FollowVenueBody, request.body)
      return request.run(followVenue(viewerOf(request).id, body))
    }
  )

  app.delete(
    "/api/follows/venues/:cityKey/:venueKey",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Stop following a venue (by its keys, as GET /api/follows lists them); not following it is a success too",
          responses: { 204: null },
          errors: ["RateLimited"]
        }
      }
    },
    async (request, reply) => {
      const { cityKey, venueKey } = decodeInput(VenueParams, request.params)
      await request.run(unfollowVenue(viewerOf(request).id, venueKey, cityKey))
      return reply.status(204).send()
    }
  )

  app.put(
    "/api/settings/cities",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Replace the cities the viewer goes to concerts in",
          description:
            `At most ${MAX_FAN_CITIES}, each one of GET /api/concerts/cities (case and accents do not matter; kept as the catalogue spells it). ` +
            "Alerts for followed artists come from these cities only; none: from everywhere. GET /api/concerts?myCities=true lists their concerts.",
          body: FanCitiesBody,
          responses: { 200: FanCitiesDto },
          errors: ["UnknownCity", "TooManyCities", "RateLimited"]
        }
      }
    },
    async (request): Promise<FanCitiesDto> => {
      const body = decodeInput(FanCitiesBody, request.body)
      return request.run(setCities(viewerOf(request).id, body.cities))
    }
  )

  app.get(
    "/api/artists/:key",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "An artist's page: its name, whether the viewer follows it, and its concerts from today on, annotated as on the concerts page",
          description: "An artist nobody knows yet has a page too (no name, no concerts). A blank key or one that is not plain text is InvalidArtistName.",
          responses: { 200: ArtistPageDto },
          errors: ["InvalidArtistName"]
        }
      }
    },
    async (request): Promise<ArtistPageDto> => {
      const { key } = decodeInput(ArtistParams, request.params)
      return request.run(artistPage(viewerOf(request).id, key))
    }
  )
}
