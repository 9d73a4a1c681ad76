/** The follows' query keys, free of imports so the interest invalidation and the live updates can name them cheaply. */
export const followsQueryKey = ["follows", "mine"] as const

/** Every artist page (GET /api/artists/:key); an interest change or a follow refreshes them under this root. */
export const artistQueryKeyRoot = ["follows", "artist"] as const
