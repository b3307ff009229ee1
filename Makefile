# Builds and installs holical as a Unix tool (docs/install.md):
#
#   make install PREFIX=/usr/local DESTDIR=
#   make uninstall PREFIX=/usr/local DESTDIR=
#
# installs a static release build, stripped, into $(PREFIX)/bin; its manual pages into
# share/man/man1; and the bash, zsh and fish completions where those shells look.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
STRIP ?= strip
INSTALL ?= install

BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

# Where the release build and what is made from it go.
BUILT = .build/release/holical
STAGE = .build/install

.PHONY: all build stage install uninstall clean

all: build

# TOMLKit imports Foundation, so every module above it asks the linker for the whole of
# Foundation, which brings ICU's Unicode data (36 MB) into a static binary; holical itself
# uses only FoundationEssentials. Those libraries are refused here, so a use of Foundation
# fails the link instead of growing the binary from 22 MB to 65 MB (docs/architecture.md,
# "The binary").
NO_FOUNDATION = $(foreach library,Foundation CoreFoundation _FoundationICU FoundationInternationalization,\
	-Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc $(library))

# SwiftPM keeps the package manifest's evaluation, and with it the commit it read for
# --version, until the manifest changes: make it read the manifest, and so the commit, anew.
build:
	touch Package.swift
	$(SWIFT) build -c release --static-swift-stdlib --product holical --manifest-cache none $(NO_FOUNDATION)

# The stripped binary, the pages and the completion scripts, each made by the binary
# itself, so that they describe exactly this build.
stage: build
	rm -rf $(STAGE)
	mkdir -p $(STAGE)/man
	cp $(BUILT) $(STAGE)/holical
	$(STRIP) $(STAGE)/holical
	$(STAGE)/holical manual --directory $(STAGE)/man
	$(STAGE)/holical --generate-completion-script bash > $(STAGE)/holical.bash
	$(STAGE)/holical --generate-completion-script zsh > $(STAGE)/_holical
	$(STAGE)/holical --generate-completion-script fish > $(STAGE)/holical.fish

install: stage
	$(INSTALL) -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	$(INSTALL) -m 755 $(STAGE)/holical $(BINDIR)/holical
	$(INSTALL) -m 644 $(STAGE)/man/*.1 $(MANDIR)/
	$(INSTALL) -m 644 $(STAGE)/holical.bash $(BASHDIR)/holical
	$(INSTALL) -m 644 $(STAGE)/_holical $(ZSHDIR)/_holical
	$(INSTALL) -m 644 $(STAGE)/holical.fish $(FISHDIR)/holical.fish

uninstall:
	rm -f $(BINDIR)/holical $(MANDIR)/holical.1 $(MANDIR)/holical-*.1
	rm -f $(BASHDIR)/holical $(ZSHDIR)/_holical $(FISHDIR)/holical.fish

clean:
	rm -rf $(STAGE)
