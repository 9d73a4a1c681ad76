/** The floor of HTTP overhead: a bare node:http server answering the trivial route's bytes. */
import { createServer } from "node:http"
import { announce, stopWithParent, TRIVIAL_BODY, TRIVIAL_TYPE } from "./trivial.ts"

const body = Buffer.from(TRIVIAL_BODY)
const server = createServer((_request, response) => {
  response.writeHead(200, { "content-type": TRIVIAL_TYPE, "content-length": body.length })
  response.end(body)
})
server.listen(0, "127.0.0.1", () => {
  const address = server.address()
  announce(typeof address === "object" && address ? address.port : 0)
})
process.on("SIGTERM", () => process.exit(0))
stopWithParent(() => process.exit(0))
