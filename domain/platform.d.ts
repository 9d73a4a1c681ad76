/**
 * The only globals the domain may use beyond ECMAScript: three web-platform functions every runtime it runs in has
 * (Node 24 and the browsers), declared here for the domain's own project (domain/tsconfig.json), which has neither
 * DOM nor Node types. The other projects get them from their own libraries.
 */
declare function btoa(data: string): string
declare function atob(data: string): string

interface DomainUrl {
  readonly protocol: string
}

declare var URL: {
  canParse(url: string, base?: string): boolean
  new (url: string, base?: string): DomainUrl
}
