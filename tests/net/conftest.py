import os

import pytest


@pytest.fixture(autouse=True)
def no_fsync(monkeypatch):
    """Autosaves without waiting for the disk: these tests are about the network, and a
    game's hundreds of synced writes would make each one slow (test_faults keeps them)."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)
