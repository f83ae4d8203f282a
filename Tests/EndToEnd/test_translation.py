"""The program in the user's language: Korean (po/ko.po) under LANG=ko_KR.UTF-8, English under C.

The Korean locale must exist (meson-aux/locales generates it; the test command runs it first):
without it the C library falls back to C and every text stays English."""

import subprocess

import pytest

from sandglass_e2e import A11y, wait_until

KOREAN = {"LANG": "ko_KR.UTF-8", "LANGUAGE": "ko"}
# Whatever the caller's environment says, only these decide the language.
OTHERS = ("LC_ALL", "LC_MESSAGES", "LC_TIME")


@pytest.fixture(scope="module")
def korean_locale():
    names = subprocess.run(["locale", "-a"], capture_output=True, text=True, check=True).stdout.lower().split()
    assert "ko_kr.utf8" in names, "the ko_KR.UTF-8 locale is not generated: run meson-aux/locales"


def test_help_speaks_korean(korean_locale, sandglass):
    result = sandglass.run("--help", headless=True, env=KOREAN, without=OTHERS)
    assert result.returncode == 0, result
    # (ArgumentParser wraps the lines: look for words that stay on one.)
    assert "데스크톱 타이머" in result.stdout, result
    assert "종료 상태: 0 완료" in result.stdout, result
    timer = sandglass.run("timer", "start", "--help", headless=True, env=KOREAN, without=OTHERS)
    assert "타이머가 끝나면" in timer.stdout, timer


def test_an_error_line_speaks_korean_and_keeps_its_exit_status(korean_locale, sandglass):
    result = sandglass.run("timer", "start", "nonsense", headless=True, env=KOREAN, without=OTHERS)
    assert result.returncode == 2, result
    assert result.stderr.startswith("sandglass: 잘못된 시간 'nonsense': 시간이 아님."), result

    # Words of the program's own inside the line too (not the display variables' names).
    nowhere = sandglass.run("timer", "start", "5m", headless=True, env=KOREAN, without=OTHERS)
    assert nowhere.returncode == 1, nowhere
    assert nowhere.stderr == ("sandglass: 디스플레이를 열 수 없어요(WAYLAND_DISPLAY: 설정 안 됨; DISPLAY: 설정 안 됨). "
                              "둘 중 하나를 실행 중인 디스플레이로 설정해 주세요\n"), nowhere


def test_the_c_locale_keeps_english(sandglass):
    result = sandglass.run("--help", headless=True, env={"LANG": "C", "LANGUAGE": "ko"}, without=OTHERS)
    assert "A desktop timer: countdowns you can drive" in result.stdout, result
    error = sandglass.run("timer", "start", "nonsense", headless=True, env={"LANG": "C"}, without=OTHERS)
    assert error.returncode == 2
    assert error.stderr.startswith("sandglass: invalid duration 'nonsense': not a duration;"), error


@pytest.mark.gui
def test_the_timer_page_speaks_korean(korean_locale, gui_session, sandglass):
    instance = sandglass.launch(env={**KOREAN, **{name: "" for name in OTHERS}})
    ui = A11y(instance.pid)
    wait_until(ui.shown_window, message="the Sandglass window on screen")
    ui.wait_for("page tab", "타이머")
    # GTK names a button by its label without the mnemonic's underscore: "시작(_S)" reads "시작(S)".
    wait_until(lambda: any(node.name in ("시작", "시작(S)") for node in ui.find_all("push button")),
               message="the Korean Start button")
    assert ui.find("push button", "1분 설정") is not None
    assert ui.find("push button", "주 메뉴") is not None
    assert ui.find("push button", "Start") is None
    sandglass.screenshot("korean-timer", force=False)
    # A timer's clock time: "오후 3:06:31에 끝남" (the translation's pattern, with LC_TIME's 오전/오후).
    sandglass.run("timer", "start", "5m", env=KOREAN, without=OTHERS)
    line = wait_until(lambda: next((node for node in ui.find_all("label") if node.name.endswith("에 끝남")), None),
                      message="the Korean end line")
    # ("내일 …" when the five minutes cross midnight.)
    assert line.name.removeprefix("내일 ").startswith(("오전 ", "오후 ")), line.name
    sandglass.screenshot("korean-running", force=False)
