/** Password hashing with argon2id (prebuilt @node-rs/argon2). */
import { hash, verify } from "@node-rs/argon2"

// argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string): Promise<string> => hash(password, options)

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> => verify(passwordHash, password).catch(() => false)
