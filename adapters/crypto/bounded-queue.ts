/**
 * A bounded work queue: at most `running` tasks at once and `waiting` more in line; a task beyond that is
 * refused at once (undefined), so a flood costs a refusal, not a longer wait for everyone behind it.
 */
export interface BoundedQueue {
  /** The task's promise, or undefined when the queue is full. */
  readonly offer: <A>(task: () => Promise<A>) => Promise<A> | undefined
  readonly stats: () => { readonly running: number; readonly waiting: number }
}

export const boundedQueue = (limits: { readonly running: number; readonly waiting: number }): BoundedQueue => {
  let running = 0
  const line: Array<() => void> = []
  const release = () => {
    running -= 1
    const next = line.shift()
    if (next) next()
  }
  return {
    offer: <A>(task: () => Promise<A>) => {
      if (running >= limits.running && line.length >= limits.waiting) return undefined
      return new Promise<A>((resolve, reject) => {
        const start = () => {
          running += 1
          // Through a promise, so a task that throws before returning one still gives its place back.
          Promise.resolve().then(task).then(resolve, reject).finally(release)
        }
        if (running < limits.running) start()
        else line.push(start)
      })
    },
    stats: () => ({ running, waiting: line.length })
  }
}
