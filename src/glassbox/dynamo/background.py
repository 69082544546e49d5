"""The part of a dump session's work that need not hold up torch: done by a worker thread, in order.

Decompiling (the C++ core runs without the GIL) and writing files (system calls, also without it)
can go on while torch goes on compiling; the user waits only where the files must exist: when the
prepare_debug block ends, and before debug() hands Dynamo code compiled from them.

Jobs run one at a time in the order they were given, so a job sees the effects of every job given
before it. A job must catch its own errors. Warnings are not raised on the worker thread (the user's
filters and catch_warnings belong to the program's thread): a job hands them to `say`, and the
session raises them on its own thread at the next hook or when it waits for the worker.

One worker thread serves the whole process (starting a thread can cost milliseconds on a busy
machine); it sleeps while there is nothing to do, and a process forked from this one starts its own.
"""
import collections
import os
import queue
import threading


class _Worker(object):
    # A SimpleQueue, not a Condition: putting a job takes no lock the worker may hold while it waits
    # for the GIL, so the program's thread never waits for the worker to hand one over.
    def __init__(self):
        self.jobs = queue.SimpleQueue()
        self.thread = None
        self.starting = threading.Lock()

    def submit(self, job, args):
        self.jobs.put((job, args))
        if self.thread is None or not self.thread.is_alive():
            with self.starting:
                if self.thread is None or not self.thread.is_alive():
                    self.thread = threading.Thread(target=self._work, name="glassbox-dump", daemon=True)
                    self.thread.start()

    def wait(self):
        """Return when every job submitted so far has run: jobs run in order, so when a job
        submitted now has run, so have all before it."""
        if self.thread is None:
            return
        done = threading.Event()
        self.submit(done.set, ())
        done.wait()

    def _work(self):
        while True:
            job, args = self.jobs.get()
            try:
                job(*args)
            except BaseException:  # a job catches its own errors; nothing may end the worker
                pass


_worker = [None, None]  # (the pid it was made in, the _Worker)


def _shared_worker():
    pid = os.getpid()
    if _worker[0] != pid:  # a forked child: the parent's thread and lock are not its own
        _worker[:] = [pid, _Worker()]
    return _worker[1]


class Background(object):
    """A session's view of the worker: its jobs, and the warnings they leave for the program's thread."""

    def __init__(self):
        self._messages = collections.deque()

    def submit(self, job, *args):
        """Run job(*args) on the worker thread, after every job submitted before."""
        _shared_worker().submit(job, args)

    def on_worker(self):
        worker = _worker[1]
        return worker is not None and threading.current_thread() is worker.thread

    def say(self, message):
        """Keep a warning for the program's thread (see take_messages)."""
        self._messages.append(message)

    def take_messages(self):
        taken = []
        while self._messages:
            taken.append(self._messages.popleft())
        return taken

    def wait(self):
        """Return when every job submitted so far has run."""
        if _worker[1] is not None and not self.on_worker():
            _shared_worker().wait()
