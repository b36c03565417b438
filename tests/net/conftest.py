import os

import pytest


@pytest.fixture(autouse=True)
def no_fsync(monkeypatch):
    """Autosaves without waiting for the disk: these tests are about the network, and a
    game's hundreds of synced writes would make each one slow (the real processes of
    test_processes.py sync every write, as the host does)."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.fixture(autouse=True)
def nothing_left_running():
    """Every test ends with the threads, sockets and child processes it began with."""
    import multiprocessing
    import threading
    import time

    def fds():
        return len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else 0

    def close_shared_thinker():
        """The window's AI workers (`worker.shared()`) are kept for the whole run by design;
        an earlier test in this process may have started them. They are not this test's."""
        from game.ai import worker

        if worker._shared is not None:
            worker._shared.close()

    close_shared_thinker()
    time.sleep(0.05)  # its pool's thread notices the shutdown
    threads, files = threading.active_count(), fds()
    yield
    close_shared_thinker()
    for _ in range(100):  # a closed socket's thread may take a moment to notice
        if threading.active_count() <= threads and fds() <= files:
            break
        time.sleep(0.02)
    assert threading.active_count() <= threads, threading.enumerate()
    assert fds() <= files
    assert not multiprocessing.active_children()
