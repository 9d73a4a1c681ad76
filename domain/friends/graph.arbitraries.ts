/** Random friendship graphs for property tests: people 0..n-1 and undirected edges between them. */
import fc from "fast-check"
import type { FriendsOf } from "./degree.ts"

export interface Graph {
  readonly size: number
  readonly edges: ReadonlyArray<readonly [number, number]>
}

export const graphArb = (maxSize = 12): fc.Arbitrary<Graph> =>
  fc.integer({ min: 1, max: maxSize }).chain((size) => {
    const pairs: Array<readonly [number, number]> = []
    for (let a = 0; a < size; a++) for (let b = a + 1; b < size; b++) pairs.push([a, b])
    return fc.subarray(pairs, { maxLength: Math.min(pairs.length, size * 3) }).map((edges) => ({ size, edges }))
  })

export const friendsOfGraph = (graph: Graph): FriendsOf<number> => {
  const adjacency = new Map<number, Set<number>>()
  for (let i = 0; i < graph.size; i++) adjacency.set(i, new Set())
  for (const [a, b] of graph.edges) {
    adjacency.get(a)!.add(b)
    adjacency.get(b)!.add(a)
  }
  return (id) => adjacency.get(id) ?? new Set()
}

/** A graph with two people picked from it. */
export const graphWithPairArb = (maxSize = 12) =>
  graphArb(maxSize).chain((graph) => fc.tuple(fc.constant(graph), fc.nat(graph.size - 1), fc.nat(graph.size - 1)))
