"""stub"""

from artkit.core import Doc


def build() -> dict[str, Doc]:
    return {}
