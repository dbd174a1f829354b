"""The inputs of the scaling run (scaling.py): for each rule, a unit of Swift that exercises
it, and the shapes that once made a run grow faster than its input.

A shape is (name, rule, axis, base, build). `build(n)` returns {relative path: text} for n
units; the run builds it at base, 4 × base and 16 × base. Axes:

- file: n units in one file;
- project: one unit per file, n files (with whatever other file the rule asks the project);
- line: n units on one line;
- depth: n units nested in one another;
- length: one unit whose identifiers are n characters long;
- change: n files changed since the last commit, linted with --new-from-rev HEAD.
"""


def one_file(unit, n, header=""):
    return {"Big.swift": header + "".join(unit(i) for i in range(n))}


def per_file(unit, n, header=""):
    files = {f"Unit{i:06d}.swift": unit(i) for i in range(n)}
    if header:
        files["Shared.swift"] = header
    return files


# -- units, one per rule -------------------------------------------------------------------------

def class_length_unit(i):
    members = "".join(f"    var field{k}: Int = {k}\n" for k in range(24))
    return f"final class Record{i} {{\n{members}    func sum() -> Int {{ field0 + field1 }}\n}}\n"


def controller_naming_unit(i):
    return f"final class Item{i}Manager {{}}\n"


def optional_view_controller_unit(i):
    return (
        f"final class Screen{i}ViewController: UIViewController {{\n"
        f"    var order{i}: Order?\n"
        f"    override func viewDidLoad() {{\n"
        f"        super.viewDidLoad()\n"
        f"        title = order{i}?.name\n"
        f"    }}\n"
        f"}}\n"
        f"final class Flow{i} {{\n"
        f"    func show(from host: UIViewController) {{\n"
        f"        let screen = Screen{i}ViewController()\n"
        f"        screen.order{i} = Order()\n"
        f"        host.present(screen, animated: true)\n"
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


def doc_comment_unit(i, name):
    return (
        f"final class Loader{i} {{\n"
        f"    /// Loads the feed.\n"
        f"    /// - Parameter {name}: Whether to load in the background, without showing progress.\n"
        f"    func load({name}: Bool) {{}}\n"
        f"}}\n"
    )


def expired_todo_unit(i):
    return f"// TODO(2020-01-01): remove the fallback {i}\nlet fallback{i} = {i}\n"


def commented_out_code_unit(i):
    return f"func compute{i}() -> Int {{\n    // let value = expensive({i})\n    // print(value)\n    return {i}\n}}\n"


def superfluous_disable_unit(i):
    return f"// lint:disable controller_naming\nlet v{i} = {i}\n// lint:enable controller_naming\n"


# -- shapes that are not a unit repeated ----------------------------------------------------------

def nested_enumerated(depth):
    lines = ["func nested(rows: [[Int]], other: [Int]) {"]
    source = "rows"
    for level in range(depth):
        lines.append("    " * (level + 1) + f"for (offset{level}, row{level}) in {source}.enumerated() {{")
        source = f"rows[{level} % rows.count]"
    lines.append("    " * (depth + 1) + "print(other[offset0])")
    for level in reversed(range(depth)):
        lines.append("    " * (level + 1) + "}")
    lines.append("}")
    return {"Nested.swift": "\n".join(lines) + "\n"}


def optional_chain(n):
    header = "final class Node {\n    var next: Node?\n    var items: [Int]?\n}\n"
    return {"Chain.swift": header + "let root: Node? = nil\nlet count = root" + "?.next" * n + "?.items?.count\n"}


def long_identifier(length):
    name = "a" * length
    misspelled = "a" * (length - 1) + "b"
    return {"Long.swift": f"/// Loads.\n/// - Parameter {misspelled}: where from.\nfunc load({name}: Int) {{}}\n"}


def near_miss_parameters(n):
    documented = "".join(f"/// - Parameter value{i:06d}x: the value.\n" for i in range(n))
    parameters = ", ".join(f"value{i:06d}y: Int" for i in range(n))
    return {"Many.swift": f"/// Adds.\n{documented}func add({parameters}) {{}}\n"}


def changed_files(n):
    """Each file's function renames its parameter in the working tree (see scaling.py)."""
    return {f"Loader{i:06d}.swift": doc_comment_unit(i, "inBackground") for i in range(n)}


def changed_files_after(n):
    return {f"Loader{i:06d}.swift": doc_comment_unit(i, "activating") for i in range(n)}


def changed_one_file(n):
    return {"Loaders.swift": "".join(doc_comment_unit(i, "inBackground") for i in range(n))}


def changed_one_file_after(n):
    return {"Loaders.swift": "".join(doc_comment_unit(i, "activating") for i in range(n))}


def repeated(rule, unit, file_base, project_base):
    return [
        (f"{rule} (units in one file)", rule, "file", file_base, lambda n: one_file(unit, n)),
        (f"{rule} (one unit per file)", rule, "project", project_base, lambda n: per_file(unit, n)),
    ]


SHAPES = [
    *repeated("class_length", class_length_unit, 500, 250),
    *repeated("controller_naming", controller_naming_unit, 2000, 250),
    ("controller_naming (units on one line)", "controller_naming", "line", 2000,
     lambda n: {"Line.swift": "".join(controller_naming_unit(i).rstrip("\n") + "; " for i in range(n)) + "\n"}),
    *repeated("optional_view_controller_property", optional_view_controller_unit, 500, 250),
    *repeated("optional_collection", optional_collection_unit, 1000, 250),
    ("optional_collection (an optional chain on one line)", "optional_collection", "line", 2000, optional_chain),
    *repeated("misused_enumerated", misused_enumerated_unit, 500, 250),
    ("misused_enumerated (nested loops, one violation)", "misused_enumerated", "depth", 250, nested_enumerated),
    *repeated("stale_comment", stale_comment_unit, 1000, 250),
    ("stale_comment (an identifier one edit off)", "stale_comment", "length", 2500, long_identifier),
    ("stale_comment (near-miss documented parameters)", "stale_comment", "file", 250, near_miss_parameters),
    ("doc_comment_not_updated (documented functions changed in one file)", "doc_comment_not_updated", "change",
     250, (changed_one_file, changed_one_file_after)),
    ("doc_comment_not_updated (files changed)", "doc_comment_not_updated", "change", 250,
     (changed_files, changed_files_after)),
    *repeated("expired_todo", expired_todo_unit, 2000, 250),
    *repeated("commented_out_code", commented_out_code_unit, 1000, 250),
    *repeated("superfluous_disable_command", superfluous_disable_unit, 1000, 250),
]
