"""Cheap checks of the packaging files that run without building a bundle (see build/)."""

from __future__ import annotations

import ast
import importlib.util
import random
import struct
from pathlib import Path

import pygame
import pytest

from game import resources

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"


def load(name: str):
    """A script from build/ as a module (build/ is not a package)."""
    spec = importlib.util.spec_from_file_location(name, BUILD / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def spec_tree() -> ast.Module:
    return ast.parse((BUILD / "sheepfold.spec").read_text(encoding="utf-8"))


def constant(tree: ast.Module, name: str):
    """The literal value assigned to a module-level name in the spec."""
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"the spec assigns no {name}")


def test_data_folders_exist_and_land_where_resources_looks(spec_tree):
    folders = constant(spec_tree, "DATA_FOLDERS")
    assert set(folders) == {"assets", "levels"}
    for source, target in folders.items():
        assert (ROOT / source).is_dir(), source
        assert any((ROOT / source).iterdir()), source
        assert target == f"game/{source}"  # resources.root looks in _MEIPASS/game/<kind>


def test_every_script_the_spec_names_exists(spec_tree):
    scripts = {n.value for n in ast.walk(spec_tree)
               if isinstance(n, ast.Constant) and isinstance(n.value, str)
               and n.value.endswith(".py") and n.value != ".py"}
    assert scripts == {"launcher.py", "make_icon.py"}
    for script in scripts:
        assert (BUILD / script).is_file()


def imported_modules(folder: Path) -> set[str]:
    names = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return names


def test_excluded_modules_are_not_imported_by_the_game(spec_tree):
    excluded = constant(spec_tree, "EXCLUDES")
    for name in imported_modules(ROOT / "game"):
        clash = [e for e in excluded if name == e or name.startswith(e + ".")]
        assert not clash, f"the game imports {name}, which the spec excludes"


@pytest.mark.parametrize("kind, sample", [("assets", "fonts"), ("levels", "black_sheep.tmx")])
def test_resources_are_found_from_the_source_tree(kind, sample):
    assert (resources.root(kind) / sample).exists()


@pytest.fixture(scope="module")
def smoke():
    return load("smoke")


def save(tmp_path: Path, surface: pygame.Surface) -> Path:
    path = tmp_path / "shot.png"
    pygame.image.save(surface, str(path))
    return path


def test_png_checker_flags_a_blank_frame(smoke, tmp_path):
    blank = pygame.Surface((1280, 720))
    blank.fill((0, 0, 0))
    assert "blank" in " ".join(smoke.check_png(save(tmp_path, blank)))


def test_png_checker_passes_a_drawn_frame(smoke, tmp_path):
    rng = random.Random(1)
    frame = pygame.Surface((1280, 720))
    for _ in range(400):
        colour = [rng.randrange(256) for _ in range(3)]
        frame.fill(colour, (rng.randrange(1280), rng.randrange(720), 120, 90))
    assert smoke.check_png(save(tmp_path, frame)) == []


def test_png_checker_flags_size_and_absence(smoke, tmp_path):
    assert "size" in smoke.check_png(save(tmp_path, pygame.Surface((640, 480))))[0]
    assert "no screenshot" in smoke.check_png(tmp_path / "none.png")[0]


def test_icon_containers_point_at_their_pngs():
    make_icon = load("make_icon")
    images = {16: b"a" * 5, 256: b"b" * 7}
    ico = make_icon.ico(images)
    assert struct.unpack_from("<HHH", ico) == (0, 1, 2)
    width, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16)
    assert (width, ico[offset:offset + length]) == (0, b"b" * 7)  # 0 means 256 wide
    icns = make_icon.icns({b"ic07": b"png"})
    assert icns == b"icns" + struct.pack(">I", 19) + b"ic07" + struct.pack(">I", 11) + b"png"


def test_worker_processes_and_network_play_stay_in_the_bundle(spec_tree):
    excluded = set(constant(spec_tree, "EXCLUDES"))
    assert not excluded & {"multiprocessing", "concurrent", "concurrent.futures", "asyncio"}


def test_catalogues_ship_compiled_and_their_sources_stay_home(spec_tree):
    source_only = constant(spec_tree, "SOURCE_ONLY")
    assert ".po" in source_only and ".mo" not in source_only
    for po in (ROOT / "assets" / "locale").glob("*.po"):
        assert (po.parent / po.stem / "LC_MESSAGES" / "sheepfold.mo").is_file(), po.name


def test_smoke_reports_the_load_as_three_numbers_where_the_os_says(smoke):
    load = smoke.load_avg()
    assert load is None or (len(load) == 3 and all(x >= 0 for x in load))
