"""A painted layer is read back from the disk cache instead of being painted again."""

from PIL import Image

from graphics.endeavor.cache import cached_image


def test_the_second_request_for_the_same_layer_reads_the_first_painting(tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_CACHE", str(tmp_path))
    calls = []

    def paint():
        calls.append(1)
        return Image.new("RGBA", (8, 5), (10, 20, 30, 255))

    first = cached_image("test", "8x5", paint)
    second = cached_image("test", "8x5", paint)
    assert calls == [1]
    assert second.size == (8, 5) and second.getpixel((2, 2)) == first.getpixel((2, 2))
    cached_image("test", "other", paint)
    assert calls == [1, 1]


def test_an_unwritable_cache_folder_only_means_painting_again(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("BOARDGAMES_CACHE", str(blocker))
    img = cached_image("test", "x", lambda: Image.new("RGBA", (3, 3)))
    assert img.size == (3, 3)
