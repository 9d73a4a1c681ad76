// The TypeScript project of each layer, the order `npm run typecheck` checks them in (largest first).
export const projects = ["tsconfig.node.json", "tsconfig.json", "domain/tsconfig.json", "apps/web/tsconfig.json"]
