# Two commands do everything on a fresh Debian machine:
#   make run    install what is missing, build, start the GUI on a demo event
#   make test   install what is missing, vet, staticcheck, run every test
#               headless, the tests of the file's and the desk clock's concurrent use and
#               the shared-file soak under -race, and the Windows build under Wine
#               (make test-windows)
# and two more make what a user downloads:
#   make windows  cross-build bin/arbiter.exe, bin/arbiter-window.exe,
#                 bin/arbiter-event.exe and bin/arbiter-venue.exe for
#                 64-bit Windows (mingw-w64)
#   make msi      the Windows installer bin/arbiter.msi from it (msitools' wixl)
#   make dist     the Windows installer and zip and the Linux tar.gz, in dist/
# and one that is slow and apart from make test:
#   make mutants  mutation testing: each package's kill rate, the survivors
#                 checked against docs/mutants.md
# Install steps run as root, or through sudo otherwise, and skip what is
# already there. Build tags and flags are the same for run, test and CI so
# that one warm build cache serves all three.

SHELL := /bin/bash
export PATH := /usr/local/go/bin:$(HOME)/go/bin:$(PATH)
GO      ?= go
# staticcheck, pinned; installed from the Go module proxy when missing or
# of another version.
STATICCHECK_VERSION := v0.8.2
STATICCHECK := $(shell $(GO) env GOPATH)/bin/staticcheck
# Four programs: arbiter (cli/arbiter), the command line, built without
# cgo, answers the commands that open no event file itself and starts from
# its own folder arbiter-window (the window: main.go and FyneApp.toml at
# the top) when the window is asked for, so that a command does not load
# the window's libraries; arbiter-event (cli/arbiter-event) for the
# commands that open an event file or the rating lists, which link SQLite
# through cgo, so that the others do not pay for the C library's start;
# and arbiter-venue (cli/arbiter-venue) for the commands that serve the
# venue pages (serve, export html), so that the others do not run
# net/http's and crypto/tls's package initialisers.
BIN     := bin/arbiter
WINDOW_BIN := bin/arbiter-window
EVENT_BIN := bin/arbiter-event
VENUE_BIN := bin/arbiter-venue
DEMO    ?= demo.arbiter

# What Fyne's GL/X11/Wayland back-ends and cgo (SQLite) need to build.
APT_BUILD := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
             libxinerama-dev libxi-dev libxxf86vm-dev libxkbcommon-dev libwayland-dev
# What the tests use: a virtual X server for the real-window tests, poppler
# to read PDFs back, xdotool to type into the real window, xclip to read
# what Ctrl+C copies from its messages, fonts with chess figurines and
# Cyrillic, and a real browser (headless Chromium) that renders the venue
# pages.
APT_TEST := xvfb poppler-utils xdotool xclip fonts-dejavu-core chromium

# Windows: Debian's mingw-w64 compiles SQLite and Fyne's OpenGL bindings
# with cgo; go-winres, pinned, turns the icon and version of FyneApp.toml
# into a resource object the Go linker picks up by its name, one in each
# program's folder.
APT_WINDOWS := gcc-mingw-w64-x86-64 zip wixl
# The Wine test: Debian's Wine runs the Windows build's command line; its
# Wine 8 lacks the ProcessPrng every Go program needs at start, which a
# small DLL built from internal/wine/processprng.c provides in the test's own
# Wine prefix (never in what a user downloads).
APT_WINE    := wine wine64
WINE_SHIM   := bin/wine/bcryptprimitives.dll
WIN_CC      := x86_64-w64-mingw32-gcc
WIN_EXE     := bin/arbiter.exe
WIN_WINDOW_EXE := bin/arbiter-window.exe
WIN_EVENT_EXE := bin/arbiter-event.exe
WIN_VENUE_EXE := bin/arbiter-venue.exe
WIN_MSI     := bin/arbiter.msi
WXS         := internal/msi/arbiter.wxs
CLI_DIR     := cli/arbiter
EVENT_DIR   := cli/arbiter-event
VENUE_DIR   := cli/arbiter-venue
WIN_SYSO    := $(CLI_DIR)/rsrc_windows_amd64.syso
WIN_WINDOW_SYSO := rsrc_windows_amd64.syso
WIN_EVENT_SYSO := $(EVENT_DIR)/rsrc_windows_amd64.syso
WIN_VENUE_SYSO := $(VENUE_DIR)/rsrc_windows_amd64.syso
FYNE_APP    := FyneApp.toml
GO_WINRES   := github.com/tc-hib/go-winres@v0.3.3
APP_NAME    := $(shell sed -n 's/^ *Name *= *"\(.*\)"/\1/p' $(FYNE_APP) | head -1)
APP_VERSION := $(shell sed -n 's/^ *Version *= *"\(.*\)"/\1/p' $(FYNE_APP))
APP_BUILD   := $(shell sed -n 's/^ *Build *= *\([0-9]*\).*/\1/p' $(FYNE_APP))
APP_COMMENT := $(shell sed -n 's/^ *Comment *= *"\(.*\)"/\1/p' $(FYNE_APP))
APP_GENERIC := $(shell sed -n 's/^ *GenericName *= *"\(.*\)"/\1/p' $(FYNE_APP))
# ["Game", "BoardGame"] -> Game;BoardGame;
toml_list = $(shell sed -n 's/^ *$(1) *= *\[\(.*\)\]/\1/p' $(FYNE_APP) | sed 's/"//g; s/, */;/g; s/$$/;/')
DIST        := dist
DIST_NAME   := arbiter-$(APP_VERSION)
# Every build of every program, for Linux and Windows, is stamped with
# FyneApp.toml's version (what "arbiter --version" and the crash logs say;
# cli/arbiter/version_test.go checks it) and stripped of its symbol table
# and debug information (-s -w: arbiter 29 MB -> 20 MB, pages the loader
# need not map; Go's own tables keep a panic's stack readable).
# What is tested is what is shipped.
LDFLAGS     := -s -w -X arbiter/internal/crash.version=$(APP_VERSION)
# The command line (arbiter) is built without cgo (CGO_ENABLED=0): a Go
# program linked by Go alone, static, with no C library to start
# (bench/start). The event program and the venue's, which link SQLite, are
# linked statically: the dynamic loader and libc's relocations were a
# third of what "arbiter --version" or a small pair-trf cost when the
# command line linked SQLite (bench/start: 0.69x the dynamic build's CPU).
# They need no shared
# library, so Go's own resolver and user lookup (netgo, osusergo) and an
# SQLite without loadable extensions (which Arbiter never loads, and which
# would need libc's dlopen) go with it. The window's program stays dynamic:
# its OpenGL and X libraries are the system's.
STATIC      := -linkmode external -extldflags -static
STATIC_TAGS := netgo,osusergo,sqlite_omit_load_extension

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test test-linux tests-linux tests-window tests-beside tests-rest tests-wine windows-build fuzz test-windows build windows msi dist deps deps-test deps-windows staticcheck go-check apt-% bench mutants clean

run: deps build
	@[ -f "$(DEMO)" ] || ./$(BIN) demo "$(DEMO)"
	./$(BIN) "$(DEMO)"

# phase runs one step of the tests and prints how long it took, so that a
# slow run shows where its time went.
phase = echo '$(2)'; s=$$(date +%s); $(2); rc=$$?; echo "== $(1): $$(( $$(date +%s) - s )) s"; exit $$rc

# The Windows build and its test under Wine (tests-wine) take the place of
# the Linux phase's job that ends first, not a place from the start:
# begun with them on a loaded two-core machine, the cross-build (SQLite's
# and OpenGL's C compiled for Windows) stretched the tests' run to 48
# minutes, the Windows build alone to 46. Made after the whole Linux phase,
# it waited on the last packages, which ran two at a time.
test: deps deps-test deps-windows staticcheck
	@$(MAKE) --no-print-directory apt-wine
	@$(MAKE) --no-print-directory test-linux
	@if [ "$$ARBITER_DEEP" = 1 ]; then $(MAKE) --no-print-directory fuzz; fi

# The tests' temporary folders (each test's own, and the homes and event
# files of the programs they start) go in a folder of the run's own on a
# RAM disk (/dev/shm) where it has TEST_TMP_ROOM KiB free, on the usual
# temporary disk otherwise; the folder is removed after the run. The
# store's fault and crash runs, the command line's and the window's
# programs flush the event file at each change; on the disk the
# machine's other work shares, each flush waited for that disk and cost
# system CPU. Each package's tests run on both side by side, CPU and wall
# time there against the disk: at a load of 3, the store's 46 s and 71 s
# against 57 s and 98 s, the command line's 20 s and 29 s against 23 s
# and 38 s, the venue's 41 s and 68 s against 48 s and 80 s, the window's
# in-process tests 70 s and 78 s against 71 s and 86 s; at a load of
# 30-45 the store's 56 s and 336 s against 71 s and 572 s. What is
# written and flushed, and when, is the same (the fault shim counts the
# same calls); the kill tests end a program, never the machine, so a
# flush reaching a disk showed them nothing more. go test's own build
# folder goes there too (a GOTMPDIR would take t.TempDir's folders with
# it); it removes each test binary once its package has run. The folder
# is open to every account, as /tmp is: the store's tests run a copy of
# their binary as nobody in a folder of their own there.
TEST_TMP_ROOM := 2097152

test-linux:
	@ram=$$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 && $$4 >= $(TEST_TMP_ROOM) {print "/dev/shm"}'); \
	tmp=$$(mktemp -d -p "$${ram:-$${TMPDIR:-/tmp}}" arbiter-tests.XXXXXX) || exit 1; \
	chmod 1777 "$$tmp"; \
	TMPDIR="$$tmp" $(MAKE) --no-print-directory tests-linux; \
	rc=$$?; rm -rf "$$tmp"; exit $$rc

tests-linux:
	# Every test. go test starts the packages' runs in the order they are
	# named, so the window's package, the longest by far (its real-window
	# runs), is named first and starts as soon as it is built, while the
	# other core runs the rest beside it; named last, it started when the
	# others were done and ran minutes alone. The timeout only stops a
	# hung package (each window test waits for states, each wait bounded):
	# the window's package took 2,536 s of 2,700 at a load of 15-24 here,
	# so 45 minutes would stop a run that is merely slow under more load;
	# 60 leaves a hung run time to be reported inside CI's 90.
	# The window's package runs as two go tests beside the rest: its
	# real-window tests (UI_WINDOW_TESTS) apart from its in-process ones,
	# because go test starts a package's parallel tests only once its
	# serial ones are done, and those kept the window tests waiting for
	# about 300 s at a load of 30. -run and -skip take the same pattern,
	# so that every test runs once, whichever side its name puts it on.
	# vet, staticcheck, the PDF fork's tests and the race detector's runs
	# go in the job of the window's in-process tests (tests-beside), whose
	# halves end before the others: run before and after the tests they kept both cores to
	# themselves while the machine was loaded, about 260 s of a 956 s run
	# at a load of 11, while the job beside the longest two stood idle.
	@$(call phase,tests,$(MAKE) --no-print-directory -j4 -O tests-window tests-beside tests-rest tests-wine)

# The window's tests that start the real app: those of the *_e2e_test.go
# files and every TestEndToEnd. Their apps run without Fyne's animations
# (ui's fyneSettings), but for the first walk (TestEndToEndWindow) and
# the views' screenshots (TestScreenshots), which keep Fyne's defaults.
UI_WINDOW_TESTS := ^($(shell sed -n 's/^func \(Test[A-Za-z0-9_]*\)(t \*testing.T).*/\1/p' ui/*_e2e_test.go | paste -sd'|')|TestEndToEnd.*)$$
# -r: no key repeats itself (internal/xwindow's Start says why).
XVFB := xvfb-run -a -s "-screen 0 1280x900x24 -r"
# The programs that tests start (the app for the window's tests, the
# window for the command line's soak, arbiter, arbiter-event and
# arbiter-venue for serve) are built into one folder for every phase and run
# (internal/testprogram): each linked them again, the window's three
# times. go build relinks one there only when it is out of date.
TEST_PROGRAMS := ARBITER_TEST_PROGRAMS=$(CURDIR)/bin/test-programs

# Beside its real-window tests the window's job runs the desk's and the
# norms' packages (WINDOW_BESIDE): run with the other packages
# (tests-rest), which ended last, about 230 s after this job, with the
# Windows job ended between them (a run of 927 s at a load of 14). Run
# after the window's tests, they were this job's last 123 s (a run of
# 882 s at a load of 8-17, the other two jobs ending about with it),
# while a window test mostly waits for its app to draw and settle. Beside
# them, the job took 647 s of wall against 833 s after them, the same CPU
# (511 s and 517 s), the real-window tests 600 s and 607 s (the job alone,
# one run each at a load of 14-33, bench/PERFORMANCE.md). Both
# go tests share one X server: two xvfb-run -a started at once can pick
# the same display. The patterns go to the shell as its arguments.
WINDOW_BESIDE := arbiter/ui/desk arbiter/tournament/norms
tests-window:
	$(TEST_PROGRAMS) $(XVFB) $(SHELL) -c '$(GO) test -timeout 60m -run "$$0" ./ui & ui=$$!; \
	  $(GO) test -timeout 60m -skip "$$1" $(WINDOW_BESIDE); rc=$$?; wait $$ui && exit $$rc' '$(UI_WINDOW_TESTS)' '$(RACE_TESTS)'

# The Windows build and its run under Wine, beside the three jobs from
# the start: about 16 s of CPU, the rest Wine's waits. Started when the
# first of them ended, it ran on alone after them for its 80 s once the
# three ended within a minute of each other (a 971 s run at a load of
# 11-18, the window's in-process tests in halves).
tests-wine:
	@$(MAKE) --no-print-directory windows-build
	@$(call phase,windows,$(MAKE) --no-print-directory test-windows)

# The window's in-process tests run one after another on one goroutine:
# on two cores beside two busy processes and the other jobs, that one
# thread got a seventh of the machine and ran 880 s, the longest of the
# run, for about 190 s of CPU. They run as two go tests side by side,
# those whose names begin A-O (UI_FIRST_HALF) and the rest, 120 s and
# 140 s of tests when run alone (before fyne's caches were emptied at
# each test's end, looktest); -run and -skip take the same pattern, so
# every test runs once.
UI_FIRST_HALF := ^Test[A-O]
tests-beside:
	$(XVFB) $(SHELL) -c '$(GO) test -timeout 60m -run "$$0" -skip "$$1" ./ui & half=$$!; \
	  $(GO) test -timeout 60m -skip "$$0|$$1" ./ui; rc=$$?; wait $$half && exit $$rc' '$(UI_FIRST_HALF)' '$(UI_WINDOW_TESTS)'
	@$(call phase,vet,$(GO) vet ./...)
	@$(call phase,staticcheck,$(STATICCHECK) ./...)
	# The PDF fork is a module of its own, which ./... does not reach: its
	# changes (the sealed pages, the streamed output, the font parsed once
	# for documents made at once, that one under the race detector too)
	# have tests there.
	@$(call phase,fork,cd third_party/fpdf && $(GO) test ./... && $(GO) test -race -run TestParsedFontShared .)
	# Under the race detector, the tests that run the code on several
	# goroutines of one process: the file used by several goroutines
	# (TestConcurrentUse), several files at once (TestConcurrentStores), a
	# read-only reader beside a writer (TestReadAlongsideWriter), the
	# desk's running clock (its ticker); the mate analysis of a position's
	# two sides at once (AnalyseSides); and the evening's programs on one
	# file (serve, command lines, deputies), each built with it (the soak,
	# about a minute). The other tests of these packages run their code on
	# one goroutine, where the detector finds nothing, and run without it
	# (tests-rest); under it they took seven minutes, the fault and crash
	# runs most.
	@$(call phase,race,$(TEST_PROGRAMS) $(XVFB) $(GO) test -race -timeout 20m -run "$(RACE_TESTS)" ./tournament/store ./ui/desk ./cli ./engine)

# The other packages, three at a time (go test's -p is the cores', 2):
# each runs its tests one after another, much of the time waiting for the
# programs it starts (the browser, the command line, the writers), so
# that two at a time gave the job about two threads against the other
# jobs' and the busy processes' many, and it ran on last (1,050 s of a
# 1,112 s run at a load of 8-17). The longest first: go test starts them in the order they are named, and the
# alphabet started the paper's and the file's packages (360 and 290 s at
# a load of 20, the longest after the window's) 40th and 58th of 74, so
# that they could run on after the rest with a core idle. Every package
# runs once, and every test: those the race detector runs (RACE_TESTS)
# only under it, where they make the same checks. Run here as well, the
# soak alone cost 33 s of CPU a second time. Named first, by their time
# in a run at a load of 14: venue 392 s, printing 285, store 276, the
# command line 216, engine 170; the venue's and the command line's, named
# by the alphabet, were among the last to start.
REST_FIRST := arbiter/venue arbiter/printing arbiter/tournament/store arbiter/cli arbiter/engine
tests-rest:
	$(TEST_PROGRAMS) $(XVFB) $(GO) test -p 3 -timeout 60m -skip '$(RACE_TESTS)' $(REST_FIRST) $$($(GO) list ./... | grep -vx -e arbiter/ui $(addprefix -e ,$(REST_FIRST) $(WINDOW_BESIDE)))

RACE_TESTS := ^(TestConcurrentUse|TestConcurrentStores|TestReadAlongsideWriter|TestTickerRedrawsRunningClock|TestSoakSharedFile|TestSoakEveryOrder|TestSoakEveryProgramOnOneFile|TestAnalyseSidesIsAnalyseMateForEach)$$

windows-build:
	@$(call phase,windows-build,$(MAKE) --no-print-directory $(WIN_EXE) $(WIN_WINDOW_EXE) $(WIN_EVENT_EXE) $(WIN_VENUE_EXE) $(WIN_MSI) $(WINE_SHIM))

# Every reader of outside input fuzzed for FUZZTIME each; go test runs
# their seed corpora (testdata/fuzz) every time, ARBITER_DEEP=1 make test
# this as well. An input found interesting is minimised by at most
# FUZZMINIMIZE runs of the target, not for a time: while one is minimised
# no worker fuzzes, and an event file or a rating list, tens of kilobytes,
# was never minimised within 30 s, so that a one-minute run of FuzzOpenList
# spent both its halves minimising two inputs (63 runs in all). The first
# run builds every package again instrumented, and with them SQLite's C in
# go-sqlite3, which is not instrumented but whose build key holds the
# instrumentation's flags: about 100 s of CPU once, which the build cache
# keeps for every later target and run.
FUZZTIME ?= 10m
FUZZMINIMIZE ?= 100x
FUZZ_TARGETS := ./tournament/ratinglist:FuzzReadFIDETXT ./tournament/ratinglist:FuzzReadFIDEXML \
  ./tournament/ratinglist:FuzzReadNationalCSV ./tournament/exchange:FuzzReadTRFReport ./tournament/trf:FuzzTRFRoundTrip \
  ./tournament/exchange:FuzzReadPlayersCSV ./engine:FuzzPGN ./venue:FuzzVenueRequest \
  ./tournament/exchange:FuzzReadTeamTRFReport ./tournament/exchange:FuzzReadRoundResults ./engine/rules:FuzzParseIncident \
  ./tournament/store:FuzzOpenFile ./tournament/store:FuzzCompressedBackup ./tournament/ratinglist:FuzzZippedList \
  ./tournament/ratinglist:FuzzOpenList
fuzz: deps
	@for t in $(FUZZ_TARGETS); do \
	  $(GO) test $${t%%:*} -run '^$$' -fuzz "^$${t##*:}\$$" -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINIMIZE) || exit 1; \
	done

# The Windows build's command line under Wine, step for step against the
# Linux build (internal/wine/e2e.sh); then its installer, made from the
# same .exe, installed, opened by its file type and uninstalled
# (internal/wine/msi.sh). Of the Linux build it needs the command line and
# the two programs that starts for the steps, not the window's program,
# which nothing else in make test builds: linked for nothing, it cost 8 s
# of CPU from a warm build cache at a load of 37. Before them, the Windows
# tests of internal/program (internal/wine/gotest.sh): its programs' end
# with arbiter.exe's forced end.
test-windows: deps-windows deps-test $(BIN) $(EVENT_BIN) $(VENUE_BIN) $(WIN_EXE) $(WIN_WINDOW_EXE) $(WIN_EVENT_EXE) $(WIN_VENUE_EXE) $(WIN_MSI) $(WINE_SHIM)
	@$(MAKE) --no-print-directory apt-wine
	CGO_ENABLED=0 GOOS=windows GOARCH=amd64 $(GO) test -c -o bin/wine/program.test.exe ./internal/program
	internal/wine/gotest.sh bin/wine/program.test.exe $(WINE_SHIM)
	internal/wine/e2e.sh $(BIN) $(WIN_EXE) $(WINE_SHIM)
	@$(call phase,msi,internal/wine/msi.sh $(WIN_MSI) $(WINE_SHIM))

$(WINE_SHIM): internal/wine/processprng.c
	@mkdir -p $(@D)
	$(WIN_CC) -O2 -shared -s -o $@ $< -ladvapi32

staticcheck: go-check
	@$(STATICCHECK) -version 2>/dev/null | grep -q '($(patsubst v%,%,$(STATICCHECK_VERSION)))' || \
	  $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)

build: $(BIN) $(WINDOW_BIN) $(EVENT_BIN) $(VENUE_BIN)

# What a build is made from; the Makefile among them, since the flags of
# the builds (the version stamp, stripping) are written here: a program
# built before they changed is not shipped as it was.
SOURCES := Makefile go.mod go.sum $(shell find . -name '*.go' -not -path './bench/*') $(shell find assets i18n -type f 2>/dev/null)

$(BIN): $(SOURCES) $(FYNE_APP)
	CGO_ENABLED=0 $(GO) build -ldflags '$(LDFLAGS)' -o $(BIN) ./$(CLI_DIR)

$(WINDOW_BIN): $(SOURCES) $(FYNE_APP)
	$(GO) build -ldflags '$(LDFLAGS)' -o $(WINDOW_BIN) .

$(EVENT_BIN): $(SOURCES) $(FYNE_APP)
	$(GO) build -ldflags '$(LDFLAGS) $(STATIC)' -o $(EVENT_BIN) -tags $(STATIC_TAGS) ./$(EVENT_DIR)

$(VENUE_BIN): $(SOURCES) $(FYNE_APP)
	$(GO) build -ldflags '$(LDFLAGS) $(STATIC)' -o $(VENUE_BIN) -tags $(STATIC_TAGS) ./$(VENUE_DIR)

windows: deps-windows $(WIN_EXE) $(WIN_WINDOW_EXE) $(WIN_EVENT_EXE) $(WIN_VENUE_EXE)

msi: deps-windows $(WIN_MSI)

# wixl reads the files named relative to the folder it runs in.
$(WIN_MSI): $(WIN_EXE) $(WIN_WINDOW_EXE) $(WIN_EVENT_EXE) $(WIN_VENUE_EXE) $(WXS) README.md assets/fonts/LICENSE-DejaVu.txt
	wixl -a x64 -D Version=$(APP_VERSION) -D Exe=$(WIN_EXE) -D WindowExe=$(WIN_WINDOW_EXE) -D EventExe=$(WIN_EVENT_EXE) -D VenueExe=$(WIN_VENUE_EXE) -D Readme=README.md \
	  -D Licence=assets/fonts/LICENSE-DejaVu.txt -o $@ $(WXS)

# Both GUI programs (-H=windowsgui: no console window opens with them); a
# command given on the command line attaches to the console it was started
# from. The command line is built without cgo, as on Linux.
$(WIN_EXE): $(SOURCES) $(WIN_SYSO)
	CGO_ENABLED=0 GOOS=windows GOARCH=amd64 \
	  $(GO) build -ldflags '-H=windowsgui $(LDFLAGS)' -o $(WIN_EXE) ./$(CLI_DIR)

$(WIN_WINDOW_EXE): $(SOURCES) $(FYNE_APP) $(WIN_WINDOW_SYSO)
	CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=$(WIN_CC) \
	  $(GO) build -ldflags '-H=windowsgui $(LDFLAGS)' -o $(WIN_WINDOW_EXE) .

# The event program and the venue's are console programs: arbiter.exe,
# attached to the console it was started from, starts them there, so that
# their output goes there and Ctrl+C reaches them, which closes the files
# as they end.
$(WIN_EVENT_EXE): $(SOURCES) $(WIN_EVENT_SYSO)
	CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=$(WIN_CC) \
	  $(GO) build -ldflags '$(LDFLAGS)' -o $(WIN_EVENT_EXE) ./$(EVENT_DIR)

$(WIN_VENUE_EXE): $(SOURCES) $(WIN_VENUE_SYSO)
	CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=$(WIN_CC) \
	  $(GO) build -ldflags '$(LDFLAGS)' -o $(WIN_VENUE_EXE) ./$(VENUE_DIR)

# winres DIR/rsrc EXE [cli]: the icon and version resource of one program,
# with the manifest of a GUI program or (cli) of a console one.
winres = $(GO) run $(GO_WINRES) simply --arch amd64 --out $(1) --manifest $(or $(3),gui) \
	  --icon assets/icon.png --product-name '$(APP_NAME)' --file-description '$(APP_COMMENT)' \
	  --product-version $(APP_VERSION).$(APP_BUILD) --file-version $(APP_VERSION).$(APP_BUILD) \
	  --original-filename $(2)

$(WIN_SYSO): $(FYNE_APP) assets/icon.png
	$(call winres,$(CLI_DIR)/rsrc,arbiter.exe)

$(WIN_WINDOW_SYSO): $(FYNE_APP) assets/icon.png
	$(call winres,rsrc,arbiter-window.exe)

$(WIN_EVENT_SYSO): $(FYNE_APP) assets/icon.png
	$(call winres,$(EVENT_DIR)/rsrc,arbiter-event.exe,cli)

$(WIN_VENUE_SYSO): $(FYNE_APP) assets/icon.png
	$(call winres,$(VENUE_DIR)/rsrc,arbiter-venue.exe,cli)

# What a user downloads: the Windows installer, and the program zipped
# with the fonts' licence for those who do not install; for Linux the binary, the icon and a desktop entry; both with the
# README, whose "Install" section tells what to do with them.
dist: deps windows msi build
	rm -rf $(DIST) && mkdir -p $(DIST)/windows $(DIST)/$(DIST_NAME)
	cp $(WIN_MSI) $(DIST)/$(DIST_NAME)-windows-amd64.msi
	cp $(WIN_EXE) $(WIN_WINDOW_EXE) $(WIN_EVENT_EXE) $(WIN_VENUE_EXE) README.md assets/fonts/LICENSE-DejaVu.txt $(DIST)/windows/
	cd $(DIST)/windows && zip -q -9 ../$(DIST_NAME)-windows-amd64.zip *
	cp $(BIN) $(WINDOW_BIN) $(EVENT_BIN) $(VENUE_BIN) README.md assets/fonts/LICENSE-DejaVu.txt $(DIST)/$(DIST_NAME)/
	cp assets/icon.png $(DIST)/$(DIST_NAME)/arbiter.png
	printf '%s\n' '[Desktop Entry]' 'Type=Application' 'Name=$(APP_NAME)' \
	  'GenericName=$(APP_GENERIC)' 'Comment=$(APP_COMMENT)' 'Exec=arbiter %f' 'Icon=arbiter' \
	  'Terminal=false' 'Categories=$(call toml_list,Categories)' 'Keywords=$(call toml_list,Keywords)' \
	  > $(DIST)/$(DIST_NAME)/arbiter.desktop
	tar -C $(DIST) -czf $(DIST)/$(DIST_NAME)-linux-amd64.tar.gz $(DIST_NAME)
	rm -rf $(DIST)/windows $(DIST)/$(DIST_NAME)
	@ls -l $(DIST)

deps: go-check
	@$(MAKE) --no-print-directory apt-build
	$(GO) mod download

deps-test: go-check
	@$(MAKE) --no-print-directory apt-test

deps-windows: go-check
	@$(MAKE) --no-print-directory apt-windows
	$(GO) mod download

# Install only the Debian packages that are not there yet.
apt-build apt-test apt-windows apt-wine: apt-%:
	@pkgs="$(APT_$(shell echo $* | tr a-z A-Z))"; \
	missing=$$(for p in $$pkgs; do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing: $$missing"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# Go 1.26 comes with the machine at /usr/local/go; Debian's own Go is too
# old to build Fyne 2.8, so a missing Go is reported rather than guessed at.
go-check:
	@command -v $(GO) >/dev/null || { echo "Go 1.26 or newer is required (https://go.dev/dl/), expected at /usr/local/go"; exit 1; }
	@$(GO) version

# Mutation testing (internal/mutants: gremlins v0.6.0's mutants, each
# one's test binary built with the mutated file in an overlay, running
# only the tests whose own coverage reaches it): each package on its own,
# MUTANT_WORKERS mutants at once, niced (MUTANT_PKGS="./engine/rules" runs
# one; MUTANT_FILES=a.go,b.go a part of it, whose rate is not judged).
# Mutants are compiled unoptimised (cheaper to build), except in
# MUTANT_OPTIMISED, whose tests compute long; their tests run with -short
# (fewer generated events and corpus rounds: docs/mutants.md says which).
# Each verdict as it comes, then one line per package: killed, lived, not
# covered, timed out, not viable, the kill rate and the rate with the
# survivors docs/mutants.md shows equivalent set aside; it fails when a core
# package's rate with them set aside is under MUTANT_MIN % or when a survivor
# of the rule-bearing code (MUTANT_CORE and MUTANT_LISTED: the pairing, the
# team Swiss's, the round robin's tables and pairing, the tie-breaks'
# ids, the check-in, the file's lock) is not in docs/mutants.md with the
# reason it is left; the other packages' survivors are in their reports.
# Each package's report is kept in MUTANT_OUT, and a run stopped short
# resumes from it. Not part of make test: it builds the package's tests
# once per mutant.
MUTANT_CORE := tournament/swiss tournament/standings tournament/norms engine/rules
MUTANT_PKGS ?= $(addprefix ./,$(MUTANT_CORE)) $(filter-out $(addprefix ./,$(MUTANT_CORE)),$(shell $(GO) list -f '{{if .GoFiles}}./{{.ImportPath}}{{end}}' ./tournament/... ./printing ./words ./venue 2>/dev/null | sed 's|^\./arbiter/|./|; s|^\./arbiter$$|.|'))
MUTANT_LISTED := tournament/pairing tournament/teamswiss tournament/berger tournament/tiebreak tournament/checkin tournament:checkin.go,roundrobin.go tournament/store:lock.go,lock_flock.go,lock_linux.go,held.go,holder.go,checkin.go
MUTANT_MIN ?= 95
MUTANT_WORKERS ?= 1
MUTANT_OPTIMISED := tournament/swiss tournament/norms
MUTANT_FILES ?=
MUTANT_OUT ?= $(or $(TMPDIR),/tmp)
mutants: go-check
	$(GO) run ./internal/mutants -core "$(MUTANT_CORE)" -listed "$(MUTANT_LISTED)" -min $(MUTANT_MIN) -workers $(MUTANT_WORKERS) -optimised "$(MUTANT_OPTIMISED)" -out $(MUTANT_OUT) $(if $(MUTANT_FILES),-files $(MUTANT_FILES)) -docs docs/mutants.md $(MUTANT_PKGS)

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./engine/... ./tournament/... ./printing/...

clean:
	rm -rf bin $(DIST) $(WIN_SYSO) $(WIN_WINDOW_SYSO) $(WIN_EVENT_SYSO) $(WIN_VENUE_SYSO)
