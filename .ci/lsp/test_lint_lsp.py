"""`lint lsp` driven by a real LSP client (pytest-lsp over stdio), as an editor drives it."""

import asyncio
import os
import pathlib
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

LINT = os.environ["LINT"]
# A diagnostic that never comes fails the test instead of hanging CI.
NOTIFICATION_SECONDS = 30


async def next_diagnostics(client):
    await asyncio.wait_for(
        client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), NOTIFICATION_SECONDS
    )
PROJECT = pathlib.Path(os.environ["LSP_PROJECT"])
FEED = PROJECT / "Sources" / "Feed.swift"
TEXT = "class FeedManager {}\nfunc show(_ rows: [Int]) {\n    for (_, row) in rows.enumerated() { print(row) }\n}\n"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[LINT, "lsp"]))
async def client(lsp_client: LanguageClient):
    # The client an editor would be: it accepts the file watchers the server asks for (pytest-lsp
    # already accepts progress tokens).
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params):
        return None

    params = types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=PROJECT.as_uri()
    )
    result = await lsp_client.initialize_session(params)
    assert result.server_info.name == "lint"
    yield
    await lsp_client.shutdown_session()


def codes(client, uri):
    return sorted(diagnostic.code for diagnostic in client.diagnostics.get(uri, []))


async def replace_until_clean(client, uri, version, text):
    """Sends the document's new text and waits until its diagnostics are empty."""
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
    ))
    await next_diagnostics(client)
    while codes(client, uri) != []:
        await next_diagnostics(client)


@pytest.mark.asyncio
async def test_diagnostics_follow_edits_and_code_actions_fix(client: LanguageClient):
    uri = FEED.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=TEXT)
    ))
    await next_diagnostics(client)
    assert codes(client, uri) == ["controller_naming", "misused_enumerated"]
    diagnostic = next(d for d in client.diagnostics[uri] if d.code == "controller_naming")
    assert diagnostic.source == "lint" and diagnostic.severity == types.DiagnosticSeverity.Warning
    assert (diagnostic.range.start.line, diagnostic.range.start.character) == (0, 6)
    print(f"opened: {codes(client, uri)}", file=sys.stderr)

    # An incremental edit renames the type: its diagnostic goes.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=0, character=6), end=types.Position(line=0, character=17)),
            text="Feed",
        )],
    ))
    await next_diagnostics(client)
    while codes(client, uri) != ["misused_enumerated"]:
        await next_diagnostics(client)
    print(f"after the edit: {codes(client, uri)}", file=sys.stderr)

    # The certain fix is offered as a code action, beside disabling the rule for the line.
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=2, character=0), end=types.Position(line=2, character=0)),
        context=types.CodeActionContext(diagnostics=client.diagnostics[uri]),
    ))
    titles = [action.title for action in actions]
    print(f"code actions: {titles}", file=sys.stderr)
    assert "Fix: iterate the collection itself (misused_enumerated)" in titles
    assert "Disable misused_enumerated for this line" in titles
    fix = next(action for action in actions if action.title.startswith("Fix:"))
    fixed = applied("class Feed {}\nfunc show(_ rows: [Int]) {\n    for (_, row) in rows.enumerated() { print(row) }\n}\n", fix.edit.changes[uri])
    assert "for row in rows {" in fixed, fixed

    # Applying it: the client sends the new text, and the diagnostics clear.
    await replace_until_clean(client, uri, 3, fixed)
    print("after the fix: []", file=sys.stderr)

    # Closing clears them.
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    await next_diagnostics(client)
    assert codes(client, uri) == []


def applied(text, edits):
    """The text with LSP edits applied, each within one line of ASCII text."""
    lines = text.split("\n")
    for edit in sorted(edits, key=lambda edit: (edit.range.start.line, edit.range.start.character), reverse=True):
        assert edit.range.start.line == edit.range.end.line, edit
        line = lines[edit.range.start.line]
        lines[edit.range.start.line] = line[:edit.range.start.character] + edit.new_text + line[edit.range.end.character:]
    return "\n".join(lines)


@pytest.mark.asyncio
async def test_disabling_a_documented_line_keeps_its_doc_comment_whole(client: LanguageClient):
    uri = (PROJECT / "Sources" / "Shelf.swift").as_uri()
    text = "/// Shows the shelf.\nclass ShelfManager {}\n"
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=text)
    ))
    await next_diagnostics(client)
    assert codes(client, uri) == ["controller_naming"]
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=1, character=0), end=types.Position(line=1, character=0)),
        context=types.CodeActionContext(diagnostics=client.diagnostics[uri]),
    ))
    disable = next(action for action in actions if action.title == "Disable controller_naming for this line")
    disabled = applied(text, disable.edit.changes[uri])
    print(f"disabled: {disabled!r}", file=sys.stderr)
    # The doc comment still sits right above its declaration.
    assert disabled == "/// Shows the shelf.\nclass ShelfManager {} // lint:disable:this controller_naming\n"

    await replace_until_clean(client, uri, 2, disabled)
    print("after disabling: []", file=sys.stderr)


@pytest.mark.asyncio
async def test_an_unknown_request_is_an_error(client: LanguageClient):
    with pytest.raises(Exception, match="not supported"):
        await client.protocol.send_request_async("lint/unknown", {})


@pytest.mark.asyncio
async def test_a_changed_configuration_is_reloaded(client: LanguageClient):
    uri = (PROJECT / "Sources" / "Store.swift").as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text="class StoreManager {}\n")
    ))
    await next_diagnostics(client)
    assert codes(client, uri) == ["controller_naming"]
    configuration = PROJECT / ".swiftlint-style.yml"
    original = configuration.read_text()
    try:
        configuration.write_text("disabled_rules: [controller_naming]\n")
        client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
            types.FileEvent(uri=configuration.as_uri(), type=types.FileChangeType.Changed)
        ]))
        while codes(client, uri) != []:
            await next_diagnostics(client)
        print("after the configuration changed: []", file=sys.stderr)
    finally:
        configuration.write_text(original)
