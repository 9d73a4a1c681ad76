/** A page loaded on first visit (its own chunk), so the initial bundle holds only the shell and the router. */
import { type ComponentType, lazy, Suspense } from "react"

export const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType => {
  const Page: ComponentType = lazy(() => load().then((module) => ({ default: module[name] as ComponentType })))
  return function LazyPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    )
  }
}
