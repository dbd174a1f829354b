#!/usr/bin/env python3
"""Writes a deterministic synthetic Swift project for benchmarking `lint`.

    python3 Benchmarks/generate.py --lines 100000 [--seed 42] OUTPUT_DIR

The project looks like a real iOS code base: view controllers with stored properties (some
optional), models, services, views, extensions and protocols, documentation comments with
`- Parameters:` and `- Returns:`, backticked references, interpolated, raw and multi-line
strings, the odd regex literal, `enumerated()` loops, dated and undated TODOs, `#if` blocks,
nested closures, generics and attributes. Like a real project it has a few violations of
lint's rules, so the report is not empty, but it is mostly clean code.

The output is exactly `--lines` lines of Swift (about 40 bytes a line, so a million lines are
about 40 MB) in files of 100 to 600 lines under `Sources/`, plus a `.swiftlint-style.yml` at
the root so that the folder is a project. The same seed and size always give byte-identical
output: every file draws from its own random generator seeded from (seed, file number), and
nothing depends on the clock, the environment or the order of a set.

Only the Python standard library is used.
"""

import argparse
import os
import random
import sys

MIN_FILE_LINES = 100
MAX_FILE_LINES = 600
MODE_FILE_LINES = 180

CONFIGURATION = """\
# A synthetic project for lint's benchmark: every default rule is on, and the opt-in rules that read
# every type and loop (class_length, controller_naming, misused_enumerated).
included:
  - Sources
excluded:
  - Sources/Generated
opt_in_rules: [class_length, controller_naming, misused_enumerated]
class_length:
  warning: 250
  error: 400
"""

FEATURES = [
    "Feed", "Profile", "Settings", "Checkout", "Cart", "Search", "Inbox", "Login",
    "Onboarding", "Photos", "Map", "Orders", "Wallet", "Playlist", "Calendar", "Contacts",
    "Notifications", "Library", "Reader", "Comments", "Discover", "Booking", "Chat", "Rewards",
    "Tickets", "Weather", "Fitness", "Recipes", "Podcasts", "Banking", "Travel", "Support",
]

ENTITIES = [
    "Post", "User", "Order", "Product", "Photo", "Message", "Event", "Track", "Comment",
    "Address", "Payment", "Invoice", "Review", "Coupon", "Story", "Album", "Account", "Badge",
    "Booking", "Card", "Category", "Episode", "Flight", "Friend", "Goal", "Hotel", "Ingredient",
    "Lesson", "Note", "Receipt", "Seat", "Workout",
]

PROPERTIES = [
    ("title", "String"), ("subtitle", "String"), ("identifier", "UUID"), ("createdAt", "Date"),
    ("updatedAt", "Date"), ("price", "Decimal"), ("quantity", "Int"), ("isFavorite", "Bool"),
    ("authorName", "String"), ("tags", "[String]"), ("summary", "String"), ("rating", "Double"),
    ("url", "URL"), ("thumbnailURL", "URL"), ("count", "Int"), ("isArchived", "Bool"),
    ("duration", "TimeInterval"), ("position", "Int"), ("locale", "Locale"), ("notes", "String"),
]

DEFAULT_VALUES = {
    "String": '""', "UUID": "UUID()", "Date": ".now", "Decimal": "0", "Int": "0", "Bool": "false",
    "[String]": "[]", "Double": "0", "URL": 'URL(string: "https://example.com")!', "TimeInterval": "0.25",
    "Locale": ".current",
}

STATUSES = ["pending", "active", "completed", "cancelled", "failed", "archived", "draft", "scheduled"]

VERBS = ["load", "reload", "refresh", "update", "configure", "present", "dismiss", "validate",
         "save", "delete", "share", "select", "apply", "restore", "prefetch", "render"]

PEOPLE = ["alice", "bob", "carol", "dmitri", "erin", "farah", "gus", "hana"]

TODO_TEXTS = [
    "handle pagination once the API supports cursors",
    "move this into the view model",
    "remove the iOS 15 workaround",
    "cache the formatter, it is expensive to create",
    "localize the error messages",
    "replace the completion handler with async/await",
    "add accessibility labels for VoiceOver",
    "retry on network failure with exponential backoff",
    "use the design system colours",
    "drop the legacy analytics event",
]

WORDS = [
    "Welcome back", "No results", "Try again later", "Something went wrong", "Saved",
    "Loading…", "Are you sure?", "Pull to refresh", "Café au lait", "Done ✓", "Tap to retry",
    "Offline mode", "Share with friends", "Your order is on its way", "Ready",
]

# What each kind of file is called, the folder it goes in, and which writer fills it. The
# pool of names is every feature × entity × kind, shuffled once with the seed.
KINDS = [
    ("ViewController", "Controllers", "view_controller"),
    ("ListViewController", "Controllers", "view_controller"),
    ("DetailViewController", "Controllers", "view_controller"),
    ("", "Models", "model"),
    ("Service", "Services", "service"),
    ("Store", "Services", "service"),
    ("Cell", "Views", "view"),
    ("HeaderView", "Views", "view"),
    ("+Formatting", "Extensions", "extension"),
]

EXTENDED_TYPES = ["String", "Date", "Array", "Decimal"]


def plural(word):
    """English plurals (and third persons) for the names used here: story → stories."""
    if word.endswith("y") and word[-2] not in "aeiou":
        return word[:-1] + "ies"
    if word.endswith(("s", "sh", "ch", "x")):
        return word + "es"
    return word + "s"


def capitalized(name):
    return name[0].upper() + name[1:]


class SwiftWriter:
    """Builds one Swift file line by line, at a current indentation, from a random generator.

    Every block method appends a complete declaration or statement group, so the file can
    stop after any block and still be well-formed Swift. The rates of the rules' violations
    (an optional view controller property, a misused `enumerated()`, an expired TODO, a stale
    reference) are low, as in a code base that already uses lint.
    """

    def __init__(self, rng, feature, entity):
        self.rng = rng
        self.feature = feature
        self.entity = entity
        self.model = feature + entity
        self.variable = entity[0].lower() + entity[1:]  # one value: `story`
        self.collection = plural(self.variable)  # the array of them: `stories`
        self.lines = []
        self.depth = 0
        self.methods = []  # methods written so far, for backticked references
        self.type_names = set()  # top-level types written so far, so none repeats

    # -- low-level helpers ----------------------------------------------------------------

    def line(self, text=""):
        self.lines.append(("    " * self.depth + text) if text else "")

    def open(self, text):
        self.line(text + " {")
        self.depth += 1

    def close(self, suffix=""):
        self.depth -= 1
        self.line("}" + suffix)

    def chance(self, probability):
        return self.rng.random() < probability

    def pick(self, items):
        return self.rng.choice(items)

    def prop(self):
        return self.pick(PROPERTIES)

    def method_name(self):
        """A verb and what it acts on: ("reloadStories", "Reloads the stories")."""
        verb, thing = self.pick(VERBS), self.pick(ENTITIES)
        suffix = self.pick(["", "s", "Details", "State", "Layout"])
        if suffix == "s":
            name, words = verb + plural(thing), plural(thing).lower()
        else:
            name, words = verb + thing + suffix, (thing + " " + suffix).strip().lower()
        return name, f"{capitalized(plural(verb))} the {words}"

    def new_type_name(self, candidates):
        """The first of `candidates` (in random order) not yet declared in this file, or None."""
        for candidate in self.rng.sample(candidates, len(candidates)):
            if candidate not in self.type_names:
                self.type_names.add(candidate)
                return candidate
        return None

    def todo(self):
        """Mostly undated TODOs; some dated in the future, a few dated in the past (expired)."""
        marker = "TODO" if self.chance(0.75) else "FIXME"
        roll = self.rng.random()
        text = self.pick(TODO_TEXTS)
        if roll < 0.6:
            self.line(f"// {marker}: {text}")
        elif roll < 0.75:
            self.line(f"// {marker}({self.pick(PEOPLE)}): {text}")
        elif roll < 0.83:
            date = f"{self.rng.randint(2021, 2024)}-{self.rng.randint(1, 12):02d}-{self.rng.randint(1, 28):02d}"
            self.line(f"// {marker}({date}): {text}")
        else:
            date = f"{self.rng.randint(1, 12):02d}/{self.rng.randint(1, 28):02d}/{self.rng.randint(2030, 2035)}"
            self.line(f"// {marker}: [{date}] {text}")

    def reference(self):
        """A backticked name: a method of this file, once in a hundred one that is gone."""
        if self.methods and self.chance(0.99):
            return f"`{self.pick(self.methods)}()`"
        return f"`legacy{capitalized(self.pick(VERBS))}()`"

    def doc_comment(self, summary, parameters, returns=None, throws=False):
        """`///` documentation; one in fifty documents a parameter the function lost."""
        self.line(f"/// {summary}")
        if self.chance(0.25) and self.methods:
            self.line("///")
            self.line(f"/// Call it after {self.reference()} so that the layout is current.")
        documented = list(parameters)
        if documented and self.chance(0.02):
            documented[-1] = "old" + capitalized(documented[-1])
        if len(documented) == 1:
            self.line(f"/// - Parameter {documented[0]}: the {documented[0]} to use.")
        elif documented:
            self.line("/// - Parameters:")
            for name in documented:
                self.line(f"///   - {name}: the {name} to use for this {self.variable}.")
        if returns:
            self.line(f"/// - Returns: {returns}")
        if throws:
            self.line(f"/// - Throws: `{self.model}Error` when the request fails.")

    # -- statements inside a function body --------------------------------------------------

    def statement(self):
        """One ordinary line: an assignment, a guard, a call, a string with interpolation."""
        name, type_ = self.prop()
        templates = [
            f'let {name}Text = "\\({self.variable}.{name})"',
            f"guard let {name} = {self.variable}?.{name} else {{ return }}",
            f'titleLabel.text = "{self.pick(WORDS)}, \\(user.firstName)!"',
            f'logger.debug("{self.pick(VERBS)} \\({self.collection}.count) items in \\(elapsed, format: .fixed(precision: 2))s")',
            f"let {name}Values = {self.collection}.map(\\.{name}).filter {{ !$0.isEmpty }}",
            f"state.{name} = {self.pick(['nil', '.init()', 'newValue', 'defaults.' + name])}",
            f'analytics.track(.{self.pick(VERBS)}, properties: ["{name}": {name}, "screen": "{self.feature}"])',
            f"if {name}.isEmpty {{ {self.pick(VERBS)}{self.entity}(animated: true) }}",
            f"let formattedDate = dateFormatter.string(from: {self.variable}.createdAt)",
            f"let {name}: {type_} = {self.variable}.{name} ?? {DEFAULT_VALUES[type_]}",
            f"view.layoutMargins = UIEdgeInsets(top: 8, left: {self.rng.randint(8, 24)}, bottom: 8, right: 16)",
            f"NotificationCenter.default.post(name: .{self.variable}DidChange, object: self)",
            f"let sorted = {self.collection}.sorted {{ $0.{name} < $1.{name} }}",
            f"try await Task.sleep(for: .milliseconds({self.rng.randint(1, 9) * 50}))",
        ]
        self.line(self.pick(templates))

    def enumerated_loop(self):
        """`enumerated()` used for numbering, as intended; rarely its offset subscripts."""
        roll = self.rng.random()
        if roll < 0.6:
            self.open(f"for (offset, {self.variable}) in {self.collection}.enumerated()")
            self.line(f'rows.append("\\(offset + 1). \\({self.variable}.title)")')
            self.close()
        elif roll < 0.97:
            self.line(f"let numbered = {self.collection}.enumerated().map {{ offset, {self.variable} in")
            self.line(f'    "\\(offset + 1) of \\({self.collection}.count): \\({self.variable}.title)"')
            self.line("}")
        else:
            self.open(f"for (i, {self.variable}) in {self.collection}.enumerated()")
            self.line(f"labels[i].text = {self.variable}.title")
            self.close()

    def nested_closures(self):
        """A completion handler that hops to the main queue, with `[weak self]` twice."""
        self.line(f"service.fetch{plural(self.entity)}(page: page) {{ [weak self] result in")
        self.depth += 1
        self.open("DispatchQueue.main.async")
        self.line("guard let self else { return }")
        self.line("switch result {")
        self.line(f"case .success(let {self.collection}):")
        self.line(f"    self.{self.collection} = {self.collection}.sorted {{ $0.createdAt > $1.createdAt }}")
        self.line("    self.tableView.reloadData()")
        self.line("case .failure(let error):")
        self.line("    self.show(error, retry: { [weak self] in self?.reload() })")
        self.line("}")
        self.close()
        self.close()

    def multiline_string(self):
        self.line('let query = """')
        self.line("    SELECT id, title, created_at")
        self.line(f"    FROM {self.collection}")
        self.line(f"    WHERE owner = '\\(ownerID)' AND status = '{self.pick(STATUSES)}'")
        self.line("    ORDER BY created_at DESC LIMIT \\(pageSize)")
        self.line('    """')

    def raw_string_or_regex(self):
        roll = self.rng.random()
        if roll < 0.4:
            self.line('let pattern = #"^[A-Z]{2}\\d{4}-\\d{2}$"#')
            self.line("let matches = code.range(of: pattern, options: .regularExpression) != nil")
        elif roll < 0.7:
            self.line(f'let message = #"The {self.variable} "\\#(name)" was not found in C:\\Users\\shared"#')
        elif roll < 0.9:
            self.line("let datePattern = #/(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})/#")
            self.line("if let match = text.firstMatch(of: datePattern) { print(match.year) }")
        else:
            self.line("let hasCode = text.contains(/[A-Z]{3}-[0-9]+/)")

    def if_config(self):
        self.line("#if DEBUG")
        self.line(f'print("[{self.model}] \\(#function) took \\(elapsed)s")')
        self.line("#else")
        self.line(f'os_log("%{{public}}@", log: .default, type: .info, "{self.pick(VERBS)}")')
        self.line("#endif")

    def body(self, size):
        """A function body of about `size` lines mixing the features above."""
        written = 0
        while written < size:
            before = len(self.lines)
            roll = self.rng.random()
            if roll < 0.5:
                for _ in range(self.rng.randint(1, 4)):
                    self.statement()
            elif roll < 0.58:
                self.enumerated_loop()
            elif roll < 0.65:
                self.nested_closures()
            elif roll < 0.69:
                self.multiline_string()
            elif roll < 0.76:
                self.raw_string_or_regex()
            elif roll < 0.82:
                self.if_config()
            elif roll < 0.88:
                self.todo()
            else:
                verb = self.pick(["Keep", "Reset", "Update"])
                self.line(f"// {verb} the {self.prop()[0]} before {self.reference()} reads it.")
            written += len(self.lines) - before

    # -- members ----------------------------------------------------------------------------

    def method(self):
        """A documented (usually) function with a few parameters and a body."""
        name, summary = self.method_name()
        params = self.rng.sample(["animated", "completion", "index", "page", "force", "item"], self.rng.randint(0, 2))
        signature = {
            "animated": "animated: Bool",
            "completion": "completion: @escaping @Sendable (Result<Void, Error>) -> Void",
            "index": "at index: Int",
            "page": "page: Int = 0",
            "force": "force: Bool = false",
            "item": f"item: {self.model}?",
        }
        returns = self.chance(0.3)
        is_async = self.chance(0.2)
        if self.chance(0.7):
            self.doc_comment(
                f"{summary} of the current {self.variable}.", [p for p in params],
                returns="whether anything changed." if returns else None, throws=is_async,
            )
        self.methods.append(name)
        if returns and self.chance(0.5):
            self.line("@discardableResult")
        if self.chance(0.1):
            self.line("@objc")
        access = self.pick(["", "private ", "private ", "fileprivate "])
        effects = " async throws" if is_async else ""
        arrow = " -> Bool" if returns else ""
        self.open(f"{access}func {name}({', '.join(signature[p] for p in params)}){effects}{arrow}")
        self.body(self.rng.randint(3, 18))
        if returns:
            self.line(f"return !{self.collection}.isEmpty")
        self.close()

    def stored_properties(self, in_view_controller):
        """A few properties; in a view controller, one in twelve is optional state."""
        for _ in range(self.rng.randint(2, 5)):
            name, type_ = self.prop()
            if self.chance(0.3):
                self.line(f"/// The {name} shown in the header, updated by {self.reference()}.")
            if in_view_controller and self.chance(0.08):
                self.line(f"private var selected{capitalized(name)}: {type_}?")
            elif self.chance(0.2):
                self.line(f"@Published private(set) var {name}: {type_} = {DEFAULT_VALUES[type_]}")
            elif self.chance(0.3):
                self.line(f"private lazy var {name}Label: UILabel = makeLabel(style: .{self.pick(['body', 'headline', 'caption1'])})")
            else:
                self.line(f"private var {name}: {type_} = {DEFAULT_VALUES[type_]}")

    def computed_property(self):
        name, _ = self.prop()
        self.open(f"var formatted{capitalized(name)}: String")
        self.line(f'String(localized: "{self.feature}.{name}", defaultValue: "\\({self.variable}.{name})")')
        self.close()

    def async_loader(self):
        self.doc_comment(
            f"Loads a page of {self.collection} and merges it into the list.", ["page"],
            returns=f"the {self.collection} on that page.", throws=True,
        )
        self.open(f"func load{plural(self.entity)}(page: Int) async throws -> [{self.model}]")
        self.line(f'let request = try makeRequest(path: "/{self.collection}", query: ["page": "\\(page)", "limit": "50"])')
        self.line(f"let (data, _) = try await session.data(for: request)")
        self.line(f"let decoded = try decoder.decode(Page<{self.model}>.self, from: data)")
        self.open("await MainActor.run")
        self.line(f"{self.collection}.append(contentsOf: decoded.items.filter {{ !$0.isArchived }})")
        self.close()
        self.line("return decoded.items")
        self.close()

    def member(self, in_view_controller=False):
        """One member of a type, followed by a blank line."""
        roll = self.rng.random()
        if roll < 0.62:
            self.method()
        elif roll < 0.74:
            self.computed_property()
        elif roll < 0.84:
            self.stored_properties(in_view_controller)
        elif roll < 0.92:
            self.async_loader()
        else:
            self.todo()
            self.method()
        self.line()

    # -- top-level declarations -------------------------------------------------------------

    def header(self, file_name, kind):
        self.line("//")
        self.line(f"//  {file_name}.swift")
        self.line(f"//  {self.feature}")
        self.line("//")
        self.line()
        modules = {
            "view_controller": ["UIKit", "Combine"], "view": ["UIKit", "SwiftUI"], "model": ["Foundation"],
            "service": ["Foundation", "os"], "extension": ["Foundation", "UIKit"],
        }[kind]
        for module in modules:
            self.line(f"import {module}")
        self.line()

    def main_type(self, kind, name):
        """Opens the file's main type and writes its fixed part; the caller adds members."""
        if kind == "view_controller":
            self.view_controller_start(name)
        elif kind == "model":
            self.model_start(name)
        elif kind == "service":
            self.service_start(name)
        elif kind == "view":
            self.view_start(name)
        else:
            self.doc_comment(f"Formatting helpers for the {self.feature.lower()} screens.", [])
            self.open(f"extension {name.split('+')[0]}")
        self.type_names.add(name)

    def view_controller_start(self, name):
        self.doc_comment(f"Shows the {self.feature.lower()} {self.collection} and reacts to selection.", [])
        self.line("@MainActor")
        superclass = self.pick(["UIViewController", "UITableViewController", "UICollectionViewController"])
        self.open(f"final class {name}: {superclass}")
        self.line("@IBOutlet private weak var titleLabel: UILabel!")
        self.line(f"private let service: {self.model}Service")
        self.line(f"private var {self.collection}: [{self.model}] = []")
        self.line("private var cancellables = Set<AnyCancellable>()")
        self.line()
        self.doc_comment("Creates the screen.", ["service"])
        self.open(f"init(service: {self.model}Service)")
        self.line("self.service = service")
        self.line("super.init(nibName: nil, bundle: nil)")
        self.close()
        self.line()
        self.line('@available(*, unavailable, message: "Use init(service:)")')
        self.line('required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }')
        self.line()
        self.open("override func viewDidLoad()")
        self.line("super.viewDidLoad()")
        self.line(f'title = NSLocalizedString("{self.feature}.title", comment: "{self.pick(WORDS)}")')
        self.line('tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")')
        self.open(f"viewModel.$" + self.collection + ".receive(on: DispatchQueue.main).sink")
        self.line(f"[weak self] {self.collection} in self?.apply({self.collection})")
        self.close(".store(in: &cancellables)")
        self.body(self.rng.randint(2, 8))
        self.close()
        self.line()
        self.open("override func viewWillAppear(_ animated: Bool)")
        self.line("super.viewWillAppear(animated)")
        self.line("reload()")
        self.close()
        self.line()

    def model_start(self, name):
        self.doc_comment(f"A {self.variable} as the {self.feature.lower()} API returns it.", [])
        self.open(f"struct {name}: Codable, Hashable, Sendable, Identifiable")
        chosen = self.rng.sample(PROPERTIES, self.rng.randint(4, 9))
        for prop_name, type_ in chosen:
            if self.chance(0.3):
                self.line(f"/// The {self.variable}'s {prop_name}, as the server last sent it.")
            self.line(f"var {prop_name}: {type_}{'?' if self.chance(0.2) else ''}")
        self.line("let id: UUID")
        self.line()
        self.open("enum CodingKeys: String, CodingKey")
        self.line('case id, title, createdAt = "created_at"')
        self.close()
        self.line()
        parameters = [prop_name for prop_name, _ in chosen[:3]]
        self.doc_comment(f"Creates a {self.variable}.", parameters)
        self.open(f"init({', '.join(f'{p}: {t}' for p, t in chosen[:3])}, id: UUID = UUID())")
        for prop_name in parameters:
            self.line(f"self.{prop_name} = {prop_name}")
        self.line("self.id = id")
        self.close()
        self.line()

    def service_start(self, name):
        self.doc_comment(f"Loads and caches {self.collection}.", [])
        self.open(f"protocol {self.model}Loading: Sendable")
        self.line(f"func load{plural(self.entity)}(page: Int) async throws -> [{self.model}]")
        self.close()
        self.type_names.add(f"{self.model}Loading")
        self.line()
        self.open(f"final class {name}: {self.model}Loading, @unchecked Sendable")
        self.line("private let session: URLSession")
        self.line("private let cache = NSCache<NSString, NSArray>()")
        self.line('private let baseURL = URL(string: "https://api.example.com/v2")!')
        self.line(f'private let log = Logger(subsystem: "com.example.app", category: "{self.model}")')
        self.line()
        self.doc_comment("Creates a service.", ["session"])
        self.open("init(session: URLSession = .shared)")
        self.line("self.session = session")
        self.close()
        self.line()
        self.doc_comment("Decodes a response.", ["type", "path"], returns="the decoded value.", throws=True)
        self.open("func decode<Value: Decodable & Sendable>(_ type: Value.Type, path: String) async throws -> Value")
        self.line("let (data, response) = try await session.data(from: baseURL.appending(path: path))")
        self.open("guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else")
        self.line(f"throw {self.model}Error.badStatus((response as? HTTPURLResponse)?.statusCode ?? -1)")
        self.close()
        self.line("return try JSONDecoder.iso8601.decode(Value.self, from: data)")
        self.close()
        self.line()

    def view_start(self, name):
        self.line("@available(iOS 15.0, *)")
        self.open(f"final class {name}: UIView")
        self.line("private let stackView = UIStackView()")
        self.line("private let imageView = UIImageView()")
        self.line()
        self.open("override init(frame: CGRect)")
        self.line("super.init(frame: frame)")
        self.line("addSubview(stackView)")
        self.line("stackView.axis = .vertical")
        self.line("stackView.translatesAutoresizingMaskIntoConstraints = false")
        self.line("NSLayoutConstraint.activate([")
        self.depth += 1
        self.line("stackView.topAnchor.constraint(equalTo: topAnchor, constant: 12),")
        self.line("stackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),")
        self.line("stackView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),")
        self.depth -= 1
        self.line("])")
        self.close()
        self.line()
        self.line("@available(*, unavailable)")
        self.line('required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }')
        self.line()

    def extension_block(self, type_name):
        conformance = self.pick(["UITableViewDataSource", "UITableViewDelegate", "CustomStringConvertible", ""])
        self.line(f"// MARK: - {conformance or 'Helpers'}")
        self.line()
        self.open(f"extension {type_name}{': ' + conformance if conformance else ''}")
        for _ in range(self.rng.randint(1, 3)):
            self.member()
        self.lines.pop()  # the blank line after the last member
        self.close()
        self.line()

    def status_enum(self, name):
        self.doc_comment(f"Where a {self.variable} is in its life.", [])
        self.open(f"enum {name}: String, CaseIterable, Codable")
        for status in self.rng.sample(STATUSES, self.rng.randint(3, 6)):
            self.line(f"case {status}")
        self.line()
        self.line("/// Whether the status can still change.")
        self.open("var isFinal: Bool")
        self.line("switch self {")
        self.line("case .completed, .cancelled: true")
        self.line("default: false")
        self.line("}")
        self.close()
        self.close()

    def error_enum(self, name):
        self.open(f"enum {name}: Error, Equatable, LocalizedError")
        self.line("case badStatus(Int)")
        self.line("case decoding(String)")
        self.line("case offline")
        self.line()
        self.open("var errorDescription: String?")
        self.line("switch self {")
        self.line('case .badStatus(let code): "The server answered \\(code)."')
        self.line('case .decoding(let reason): "The response could not be read: \\(reason)"')
        self.line(f'case .offline: "{self.pick(WORDS)}"')
        self.line("}")
        self.close()
        self.close()

    def protocol_block(self, name):
        self.line(f"/// Receives events from {self.reference()} and its siblings.")
        self.open(f"protocol {name}: AnyObject")
        for verb in self.rng.sample(VERBS, self.rng.randint(2, 4)):
            self.line(f"func {verb}{self.entity}(_ {self.variable}: {self.model}, animated: Bool)")
        self.close()

    def generic_extension(self, _name):
        self.open(f"extension Array where Element == {self.model}")
        self.doc_comment(
            f"The {self.collection} grouped by day.", ["calendar"],
            returns="a dictionary keyed by the start of each day.",
        )
        self.open("func groupedByDay(calendar: Calendar = .current) -> [Date: [Element]]")
        self.line("Dictionary(grouping: self) { calendar.startOfDay(for: $0.createdAt) }")
        self.close()
        self.close()

    def layout_struct(self, name):
        self.open(f"private struct {name}")
        self.line("static let spacing: CGFloat = 8")
        self.line("static let insets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)")
        self.line(f"var rows: [{self.model}] = []")
        self.close()

    def page_struct(self, name):
        self.line("/// One page of a paginated response; `nextCursor` is nil on the last page.")
        self.open(f"struct {name}<Item: Decodable & Sendable>: Decodable, Sendable")
        self.line("let items: [Item]")
        self.line("let nextCursor: String?")
        self.line()
        self.line("var isLast: Bool { nextCursor == nil }")
        self.close()

    def swiftui_preview(self, name):
        self.line("#if canImport(SwiftUI) && DEBUG")
        self.open(f"struct {name}: View")
        self.line(f"@State private var {self.collection}: [{self.model}] = []")
        self.line("@Environment(\\.dismiss) private var dismiss")
        self.line()
        self.open("var body: some View")
        self.line(f"List({self.collection}) {{ {self.variable} in")
        self.depth += 1
        self.line(f"Text({self.variable}.title).font(.headline)")
        self.close()
        self.line(f'.navigationTitle("{self.pick(WORDS)}")')
        self.close()
        self.close()
        self.line("#endif")

    def top_level_block(self):
        """A declaration after the main type and its extensions; skipped if its name is taken."""
        model = self.model
        choices = [
            (self.status_enum, [f"{model}Status"]),
            (self.protocol_block, [f"{model}{suffix}" for suffix in ["Delegate", "Presenting", "Routing", "DataSource"]]),
            (self.error_enum, [f"{model}Error"]),
            (self.generic_extension, [f"Array+{model}"]),
            (self.layout_struct, [f"{model}{suffix}" for suffix in ["Layout", "Metrics", "Section", "Snapshot"]]),
            (self.page_struct, [f"{model}Page"]),
            (self.swiftui_preview, [f"{model}Preview", f"{model}Row"]),
        ]
        write, names = self.pick(choices)
        name = self.new_type_name(names)
        if name is None:
            self.todo()
        else:
            write(name)
        self.line()


def try_add(writer, limit, block):
    """Appends `block` if the file stays within `limit` lines; reports whether it did."""
    mark, depth, methods, type_names = len(writer.lines), writer.depth, len(writer.methods), set(writer.type_names)
    block()
    if len(writer.lines) <= limit:
        return True
    del writer.lines[mark:]
    del writer.methods[methods:]
    writer.depth = depth
    writer.type_names = type_names
    return False


def add_while_fits(writer, limit, block, attempts=4):
    """Adds blocks until the file reaches `limit`, giving up after a few that do not fit."""
    failures = 0
    while len(writer.lines) < limit and failures < attempts:
        if not try_add(writer, limit, block):
            failures += 1


def pad(writer, target):
    """Tops the file up to exactly `target` lines with one-line constants (usually a few)."""
    while len(writer.lines) < target:
        name, type_ = writer.prop()
        writer.line(f"private let default{capitalized(name)}{len(writer.lines)}: {type_} = {DEFAULT_VALUES[type_]}")


def write_file(rng, feature, entity, kind, name, target):
    """Exactly `target` lines of Swift: the main type, its extensions, then smaller declarations."""
    writer = SwiftWriter(rng, feature, entity)
    writer.header(name, kind)
    writer.main_type(kind, name)
    in_view_controller = kind == "view_controller"
    add_while_fits(writer, target * rng.uniform(0.4, 0.75), lambda: writer.member(in_view_controller))
    if writer.lines[-1] == "":
        writer.lines.pop()
    writer.close()
    writer.line()
    if kind != "extension":
        add_while_fits(writer, target * 0.85, lambda: writer.extension_block(name), attempts=1)
    add_while_fits(writer, target, writer.top_level_block)
    pad(writer, target)
    return writer.lines


def file_targets(rng, total_lines):
    """File sizes between 100 and 600 lines (most near 180) adding up to exactly `total_lines`."""
    targets = []
    remaining = total_lines
    while remaining > 0:
        size = int(rng.triangular(MIN_FILE_LINES, MAX_FILE_LINES, MODE_FILE_LINES))
        if remaining - size < MIN_FILE_LINES:
            size = remaining
        targets.append(size)
        remaining -= size
    return targets


def file_names(rng, count):
    """`count` distinct (feature, entity, kind) triples in a seeded order."""
    pool = [(feature, entity, kind) for feature in FEATURES for entity in ENTITIES for kind in KINDS]
    rng.shuffle(pool)
    names = []
    for index in range(count):
        feature, entity, kind = pool[index % len(pool)]
        round_ = index // len(pool)
        names.append((feature, entity + (str(round_ + 1) if round_ else ""), kind))
    return names


def generate(directory, total_lines, seed):
    """Writes the corpus into `directory`; returns (files, lines, bytes) written."""
    master = random.Random(seed)
    targets = file_targets(master, total_lines)
    names = file_names(master, len(targets))
    with open(os.path.join(directory, ".swiftlint-style.yml"), "w", encoding="utf-8", newline="\n") as handle:
        handle.write(CONFIGURATION)
    written_bytes = 0
    for index, (target, (feature, entity, (suffix, folder, kind))) in enumerate(zip(targets, names)):
        rng = random.Random(seed * 1_000_003 + index)
        if kind == "extension":
            name = f"{rng.choice(EXTENDED_TYPES)}+{feature}{entity}Formatting"
        else:
            name = feature + entity + suffix
        lines = write_file(rng, feature, entity, kind, name, target)
        assert len(lines) == target, (name, len(lines), target)
        text = "\n".join(lines) + "\n"
        path = os.path.join(directory, "Sources", feature, folder, name + ".swift")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        written_bytes += len(text.encode("utf-8"))
    return len(targets), total_lines, written_bytes


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", help="where to write the corpus (created; must be empty if it exists)")
    parser.add_argument("--lines", type=int, required=True, help="total lines of Swift to write")
    parser.add_argument("--seed", type=int, default=42, help="random seed (default 42)")
    arguments = parser.parse_args()
    if arguments.lines < MIN_FILE_LINES:
        parser.error(f"--lines must be at least {MIN_FILE_LINES}")
    os.makedirs(arguments.directory, exist_ok=True)
    if os.listdir(arguments.directory):
        parser.error(f"{arguments.directory} is not empty")
    files, lines, size = generate(arguments.directory, arguments.lines, arguments.seed)
    print(f"wrote {files} files, {lines} lines, {size / 1e6:.1f} MB to {arguments.directory}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
