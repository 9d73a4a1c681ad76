/** Block routes (issue #29): the viewer's blocks, blocking someone and lifting a block. Private to the blocker. */
import type { FastifyInstance } from "fastify"
import { blockPerson, listBlocked, unblockPerson } from "../../../domain/safety/blocks.ts"
import { BlockBody, BlockedPersonDto, BlocksList } from "../../../domain/safety/contract.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Friends"

export const blockRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.get(
    "/api/blocks",
    {
      ...signedIn,
      config: { contract: { tag, summary: "The people the viewer blocked, newest first", responses: { 200: BlocksList } } }
    },
    async (request): Promise<BlocksList> => request.run(listBlocked(viewerOf(request).id))
  )

  app.post(
    "/api/blocks",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Block someone: ends the friendship, friend requests and notifications between the two, and hides each from the other",
          description:
            "Blocking someone already blocked answers the block as it is. An unknown id, or someone hidden from the viewer whom the viewer did not block, is ProfileNotFound, as on their profile.",
          body: BlockBody,
          responses: { 201: BlockedPersonDto },
          errors: ["ProfileNotFound", "CannotBlockSelf", "RateLimited"]
        }
      }
    },
    async (request, reply) => {
      const body = decodeInput(BlockBody, request.body)
      const blocked: BlockedPersonDto = await request.run(blockPerson(viewerOf(request).id, body.userId))
      return reply.status(201).send(blocked)
    }
  )

  app.delete<{ Params: { userId: string } }>(
    "/api/blocks/:userId",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Lift a block (none there is a success too); what the block ended stays ended",
          responses: { 204: null },
          errors: ["RateLimited"]
        }
      }
    },
    async (request, reply) => {
      await request.run(unblockPerson(viewerOf(request).id, request.params.userId))
      return reply.status(204).send()
    }
  )
}
