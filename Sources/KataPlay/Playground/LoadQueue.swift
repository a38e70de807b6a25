import Dispatch

/// Where the score list page's loads do their work: a serial queue of its own, off Swift's
/// cooperative thread pool.
///
/// Reading and decoding a roster is long work that never suspends: a 48 MB file holds a
/// thread for seconds. On the pool, which has a thread per core, a few lists loading at once
/// hold every thread, and nothing else that needs one can run, the keys' way to the page among
/// it: the playground would answer no key until the loads ended. On this queue the loads hold
/// one thread of their own, one load at a time, so a burst of reloads keeps one roster's worth
/// of memory in decoding, not one per load.
final class LoadQueue: TaskExecutor {
  private let queue = DispatchQueue(label: "kata-play.load")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
