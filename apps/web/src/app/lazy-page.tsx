/** Components loaded on first render (their own chunk), so the initial bundle holds only the shell and the router. */
import { type ComponentType, lazy, Suspense } from "react"

/** A component from a chunk of its own, rendering nothing until the chunk is there. */
export const lazyComponent = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> => {
  const Component = lazy(() => load().then((component) => ({ default: component })))
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }
}

/** A page loaded on first visit. */
export const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType =>
  lazyComponent(() => load().then((module) => module[name]))
