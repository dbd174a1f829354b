# `make install` puts lint on the PATH: PREFIX=/usr/local by default, DESTDIR for packaging.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift

.PHONY: build install uninstall

build:
	$(SWIFT) build -c release --product lint

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/lint" "$(DESTDIR)$(BINDIR)/lint"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/lint"
