# Two commands do everything on a fresh Debian machine:
#   make run    install what is missing, build, start the GUI on a demo event
#   make test   install what is missing, vet, staticcheck, run every test
#               headless, and the store and desk tests under -race
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
BIN     := bin/arbiter
DEMO    ?= demo.arbiter

# What Fyne's GL/X11/Wayland back-ends and cgo (SQLite) need to build.
APT_BUILD := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
             libxinerama-dev libxi-dev libxxf86vm-dev libxkbcommon-dev libwayland-dev
# What the tests use: a virtual X server for the real-window tests, poppler
# to read PDFs back, xdotool to type into the real window, fonts with chess
# figurines and Cyrillic.
APT_TEST := xvfb poppler-utils xdotool x11-apps fonts-dejavu-core

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build deps deps-test staticcheck go-check apt-% bench clean

run: deps build
	@[ -f "$(DEMO)" ] || ./$(BIN) demo "$(DEMO)"
	./$(BIN) "$(DEMO)"

test: deps deps-test staticcheck
	$(GO) vet ./...
	$(STATICCHECK) ./...
	xvfb-run -a -s "-screen 0 1280x900x24" $(GO) test -timeout 45m ./...
	# The file and the desk's running clock, under the race detector.
	xvfb-run -a -s "-screen 0 1280x900x24" $(GO) test -race -timeout 20m ./tournament/store ./ui/desk

staticcheck: go-check
	@$(STATICCHECK) -version 2>/dev/null | grep -q '($(patsubst v%,%,$(STATICCHECK_VERSION)))' || \
	  $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)

build: $(BIN)

$(BIN): go.mod go.sum $(shell find . -name '*.go' -not -path './bench/*') $(shell find assets i18n -type f 2>/dev/null)
	$(GO) build -o $(BIN) .

deps: go-check
	@$(MAKE) --no-print-directory apt-build
	$(GO) mod download

deps-test: go-check
	@$(MAKE) --no-print-directory apt-test

# Install only the Debian packages that are not there yet.
apt-build apt-test: apt-%:
	@pkgs="$(if $(filter build,$*),$(APT_BUILD),$(APT_TEST))"; \
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

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./engine/... ./tournament/... ./printing/...

clean:
	rm -rf bin
