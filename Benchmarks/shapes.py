"""The inputs of the scaling run (scaling.py): for each rule, its own triggering examples as a
unit (from `lint rules --json`, so a new rule is measured without a line here), and the shapes
that once made a run grow faster than its input.

A shape is (name, rule, axis, base, build). `build(n)` returns {relative path: text} for n
units; the run builds it at base, 4 × base and 16 × base. A rule comparing revisions gives a
pair of builds instead: the files as committed, and as changed in the working tree. Axes:

- file: n units in one file;
- project: one unit per file, n files (with whatever other file the rule asks the project);
- line: n units on one line;
- depth: n units nested in one another;
- length: one unit whose identifiers are n characters long;
- size: one construct of n parts (a chain of n calls, a call of n arguments);
- change: n files changed since the last commit, linted with --new-from-rev HEAD.
"""

import re


def one_file(unit, n, header=""):
    return {"Big.swift": header + "".join(unit(i) for i in range(n))}


def per_file(unit, n, header=""):
    files = {f"Unit{i:06d}.swift": unit(i) for i in range(n)}
    if header:
        files["Shared.swift"] = header
    return files


# -- units, one per rule -------------------------------------------------------------------------

def controller_naming_unit(i):
    return f"final class Item{i}Manager {{}}\n"


def optional_view_controller_unit(i):
    """A screen opened two ways, one giving it its order: the rule's mode warning."""
    return (
        f"final class Screen{i}ViewController: UIViewController {{\n"
        f"    var order{i}: Order?\n"
        f"    override func viewDidLoad() {{\n"
        f"        super.viewDidLoad()\n"
        f"        if let order = order{i} {{ title = order.name }} else {{ title = \"New\" }}\n"
        f"    }}\n"
        f"}}\n"
        f"final class Flow{i} {{\n"
        f"    func show(_ order: Order, from host: UIViewController) {{\n"
        f"        let screen = Screen{i}ViewController()\n"
        f"        screen.order{i} = order\n"
        f"        host.present(screen, animated: true)\n"
        f"    }}\n"
        f"    func create(from host: UIViewController) {{\n"
        f"        host.present(Screen{i}ViewController(), animated: true)\n"
        f"    }}\n"
        f"}}\n"
    )


def optional_collection_unit(i):
    return (
        f"struct Basket{i} {{\n"
        f"    var items: [Int]?\n"
        f"    func count() -> Int {{ items?.count ?? 0 }}\n"
        f"}}\n"
    )


def misused_enumerated_unit(i):
    return (
        f"func pair{i}(names: [String], ages: [Int]) {{\n"
        f"    for (index, name) in names.enumerated() {{\n"
        f"        print(name, ages[index])\n"
        f"    }}\n"
        f"}}\n"
    )


def stale_comment_unit(i):
    return (
        f"/// Loads the feed.\n"
        f"/// - Parameter address{i}: where to load it from.\n"
        f"func load{i}(from source{i}: URL) {{}}\n"
    )


def superfluous_disable_unit(i):
    return f"// lint:disable controller_naming\nlet v{i} = {i}\n// lint:enable controller_naming\n"


# -- shapes that are not a unit repeated ----------------------------------------------------------

def nested_enumerated(depth):
    """Loops nested `depth` deep, unindented: indentation would make the file grow with the
    square of the depth."""
    lines = ["func nested(rows: [[Int]], other: [Int]) {"]
    source = "rows"
    for level in range(depth):
        lines.append(f"for (offset{level}, row{level}) in {source}.enumerated() {{")
        source = f"rows[{level} % rows.count]"
    lines.append("print(other[offset0])")
    lines += ["}"] * depth
    lines.append("}")
    return {"Nested.swift": "\n".join(lines) + "\n"}


def optional_chain(n):
    header = "final class Node {\n    var next: Node?\n    var items: [Int]?\n}\n"
    return {"Chain.swift": header + "let root: Node? = nil\nlet count = root" + "?.next" * n + "?.items?.count\n"}


def long_identifier(length):
    name = "a" * length
    misspelled = "a" * (length - 1) + "b"
    return {"Long.swift": f"/// Loads.\n/// - Parameter {misspelled}: where from.\nfunc load({name}: Int) {{}}\n"}


def long_reference(length):
    name = "a" * length
    return {"Reference.swift": f"func {name}Value() {{}}\n/// Set by `{name[:-1]}bValue()` above.\nlet other = 2\n"}


def backticked_call_unit(i):
    return f"func fetch{i}() {{}}\n// Replaced by `fetch{i}()`, not `fetchh{i}()`.\n"


def near_miss_parameters(n):
    documented = "".join(f"/// - Parameter value{i:06d}x: the value.\n" for i in range(n))
    parameters = ", ".join(f"value{i:06d}y: Int" for i in range(n))
    return {"Many.swift": f"/// Adds.\n{documented}func add({parameters}) {{}}\n"}


def deep_closures(depth):
    """Closures nested `depth` deep in a long type's function, one a line and unindented: the
    syntax outline (which class_length reads) keeps a stack of them."""
    lines = ["final class Deep {", "func run() {"]
    lines += [f"step{level} {{ value{level} in" for level in range(depth)]
    lines.append("finish()")
    lines += ["}"] * depth
    lines += ["}", "}"]
    return {"Deep.swift": "\n".join(lines) + "\n"}


def call_chain(links):
    """One expression of `links` calls, one a line, in a long type: a statement the outline reads whole."""
    chain = "".join(f"\n    .step{i}(value: {i})" for i in range(links))
    return {"Chain.swift": f"final class Pipeline {{\n  func run() {{\n    let result = source{chain}\n    use(result)\n  }}\n}}\n"}


def many_arguments(count):
    """One call with `count` arguments, one a line, in a long type."""
    arguments = ",\n".join(f"        label{i}: value{i}" for i in range(count))
    return {"Call.swift": f"final class Form {{\n  func run() {{\n    configure(\n{arguments}\n    )\n  }}\n}}\n"}


def loader(name):
    return lambda i: (f"final class Loader{i} {{\n    /// Loads the feed.\n    /// - Parameter {name}: In the background.\n"
                      f"    func load({name}: Bool) {{}}\n}}\n")


def repeated(rule, unit, file_base, project_base):
    return [
        (f"{rule} (units in one file)", rule, "file", file_base, lambda n: one_file(unit, n)),
        (f"{rule} (one unit per file)", rule, "project", project_base, lambda n: per_file(unit, n)),
    ]


def example_units(rule):
    """The rule's triggering examples without options, markers removed, joined: one unit."""
    examples = [example for example in rule["triggering_examples"] if not example["configuration"]]
    code = "".join(example["code"].replace("↓", "") + "\n" for example in examples)
    previous = "".join((example["previous"] or example["code"]).replace("↓", "") + "\n" for example in examples)
    return code, previous, any(example["previous"] is not None for example in examples)


def distinct_copies(code):
    """copy(k): the code with each type it declares renamed for copy k (`C7ProfileViewController`:
    the suffix a rule may read is kept), so that n copies are n times the project, not one type
    declared n times."""
    names = sorted(set(re.findall(r"\b(?:class|struct|enum|protocol|actor)\s+([A-Z]\w*)", code)), key=len, reverse=True)
    if not names:
        return lambda k: code
    pattern = re.compile(r"\b(" + "|".join(names) + r")\b")
    return lambda k: pattern.sub(lambda match: f"C{k}" + match.group(1), code)


def rule_shapes(rules):
    """Each rule's examples repeated in one file, and one copy per file: about 200 KB at 1×."""
    found = []
    for rule in rules:
        code, previous, compares = example_units(rule)
        if not code:
            continue
        copies = max(1, 200_000 // len(code))
        files = min(50, max(4, copies))
        identifier = rule["identifier"]
        code, previous = distinct_copies(code), distinct_copies(previous)
        in_one_file = lambda copy: lambda n: one_file(copy, n)  # noqa: E731
        one_each = lambda copy: lambda n: per_file(copy, n)  # noqa: E731
        if compares:
            found += [
                (f"{identifier} (its examples changed in one file)", identifier, "change", copies,
                 (in_one_file(previous), in_one_file(code))),
                (f"{identifier} (its examples changed, one file each)", identifier, "change", files,
                 (one_each(previous), one_each(code))),
            ]
        else:
            found += [
                (f"{identifier} (its examples in one file)", identifier, "file", copies, in_one_file(code)),
                (f"{identifier} (its examples, one file each)", identifier, "project", files, one_each(code)),
            ]
    return found


SHAPES = [
    ("controller_naming (units on one line)", "controller_naming", "line", 2000,
     lambda n: {"Line.swift": "".join(controller_naming_unit(i).rstrip("\n") + "; " for i in range(n)) + "\n"}),
    *repeated("optional_view_controller_property", optional_view_controller_unit, 500, 250),
    *repeated("optional_collection", optional_collection_unit, 1000, 250),
    ("optional_collection (an optional chain on one line)", "optional_collection", "line", 2000, optional_chain),
    *repeated("misused_enumerated", misused_enumerated_unit, 500, 250),
    ("misused_enumerated (nested loops, one violation)", "misused_enumerated", "depth", 250, nested_enumerated),
    *repeated("stale_comment", stale_comment_unit, 1000, 250),
    ("stale_comment (a documented parameter one edit off a long name)", "stale_comment", "length", 2500, long_identifier),
    ("stale_comment (a backticked call one edit off a long name)", "stale_comment", "length", 2500, long_reference),
    ("stale_comment (backticked calls to the file's own names)", "stale_comment", "file", 2000,
     lambda n: one_file(backticked_call_unit, n)),
    ("stale_comment (near-miss documented parameters)", "stale_comment", "file", 250, near_miss_parameters),
    ("doc_comment_not_updated (files changed in one folder)", "doc_comment_not_updated", "change", 1000,
     (lambda n: per_file(loader("inBackground"), n), lambda n: per_file(loader("activating"), n))),
    ("class_length (outline: closures nested deep)", "class_length", "depth", 1000, deep_closures),
    ("class_length (outline: a call chain of many links)", "class_length", "size", 2000, call_chain),
    ("class_length (outline: a call with many arguments)", "class_length", "size", 2000, many_arguments),
    ("superfluous_disable_command (disable/enable pairs in one file)", "superfluous_disable_command", "file", 1000,
     lambda n: one_file(superfluous_disable_unit, n)),
]
