# prep's function-mode driver (Python 3). It runs the solution beside it and calls it on the
# test read from stdin; see prep's Harness.swift for the contract.
import sys, os, json, time, traceback, linecache

INTERFACE = json.loads(__PREP_INTERFACE__)
USER_FILE = __PREP_USER_FILE__
USER_NAME = __PREP_USER_NAME__
DRIVER = os.path.abspath(__file__)


class DataError(Exception):
    pass


def data_fail(message):
    sys.stderr.write("prep driver: " + message + "\n")
    sys.stderr.flush()
    os._exit(3)


def user_fail(message):
    sys.stderr.write("prep: " + message + "\n")
    sys.stderr.flush()
    os._exit(1)


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next

    def __repr__(self):
        return "ListNode{val: %r, next: %r}" % (self.val, self.next)


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right

    def __repr__(self):
        return "TreeNode{val: %r, left: %r, right: %r}" % (self.val, self.left, self.right)


def namespace():
    import builtins, typing, collections, heapq, bisect, math, itertools, functools
    import string, re, random, operator, copy, array
    ns = {"__name__": "solution", "__file__": USER_NAME, "__builtins__": builtins}
    # LeetCode's editor: typing's names, then the preloaded modules' names (never hiding a
    # builtin such as pow or compile), collections last so that Counter and deque are the real ones.
    for module in (typing, heapq, bisect, itertools, functools, math, random, string, operator, collections):
        names = getattr(module, "__all__", None) or [n for n in dir(module) if not n.startswith("_")]
        for name in names:
            if not hasattr(builtins, name) and hasattr(module, name):
                ns[name] = getattr(module, name)
    for module in (typing, collections, heapq, bisect, math, itertools, functools, string, re, random,
                   operator, copy, array, sys):
        ns[module.__name__] = module
    try:  # LeetCode has it; here only when installed
        import sortedcontainers
        ns["sortedcontainers"] = sortedcontainers
        for name in ("SortedList", "SortedDict", "SortedSet", "SortedKeyList"):
            ns[name] = getattr(sortedcontainers, name)
    except ImportError:
        pass
    ns["ListNode"] = ListNode
    ns["TreeNode"] = TreeNode
    return ns


# JSON → Python, by the interface's type (the value is checked first: bad test data is not the user's fault)

INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1
# Types whose JSON value is already the Python value LeetCode passes (arrays of them too).
PLAIN_TYPES = ("int", "long", "bool", "string", "char")
LONG_MIN, LONG_MAX = -(1 << 63), (1 << 63) - 1


def check(value, t, where):
    if t.endswith("[]"):
        if type(value) is not list:
            raise DataError("%s: expected %s, got %s" % (where, t, json.dumps(value)[:80]))
        e = t[:-2]
        if e in ("int", "long"):
            if all(type(x) is int for x in value):
                if value and (min(value) < (INT_MIN if e == "int" else LONG_MIN)
                              or max(value) > (INT_MAX if e == "int" else LONG_MAX)):
                    raise DataError("%s: a number out of %s's range" % (where, e))
                return
        for i, x in enumerate(value):
            check(x, e, "%s[%d]" % (where, i))
        return
    ok = True
    if t == "int":
        ok = type(value) is int and INT_MIN <= value <= INT_MAX
    elif t == "long":
        ok = type(value) is int and LONG_MIN <= value <= LONG_MAX
    elif t == "double":
        ok = type(value) in (int, float)
    elif t == "bool":
        ok = type(value) is bool
    elif t == "string":
        ok = type(value) is str
    elif t == "char":
        ok = type(value) is str and len(value) == 1
    elif t == "ListNode":
        ok = type(value) is list and all(type(x) is int and INT_MIN <= x <= INT_MAX for x in value)
    elif t == "TreeNode":
        ok = type(value) is list and all(x is None or (type(x) is int and INT_MIN <= x <= INT_MAX) for x in value)
    if not ok:
        raise DataError("%s: expected %s, got %s" % (where, t, json.dumps(value)[:80]))


def to_python(value, t, ns):
    if t.endswith("[]"):
        e = t[:-2]
        if e in ("int", "long", "bool", "string", "char"):
            return value
        return [to_python(x, e, ns) for x in value]
    if t == "double":
        return float(value)
    if t == "ListNode":
        node_class = ns.get("ListNode", ListNode)
        head = None
        for x in reversed(value):
            node = node_class(x)
            node.next = head
            head = node
        return head
    if t == "TreeNode":
        if not value or value[0] is None:
            return None
        node_class = ns.get("TreeNode", TreeNode)
        root = node_class(value[0])
        root.left = root.right = None
        queue = [root]
        head, i, n = 0, 1, len(value)
        while head < len(queue) and i < n:
            parent = queue[head]
            head += 1
            for side in ("left", "right"):
                if i < n:
                    x = value[i]
                    i += 1
                    if x is not None:
                        child = node_class(x)
                        child.left = child.right = None
                        setattr(parent, side, child)
                        queue.append(child)
        return root
    return value


# Python → JSON, by the interface's type

class Unprintable(Exception):
    pass


class UnprintableResult(Exception):
    def __init__(self, method, what):
        super().__init__(what)
        self.method, self.what = method, what


def result_converter(method):
    # How a design method's result is printed: void as null whatever it returned, whole
    # numbers as they are, the rest by to_json.
    returns = method["returns"]
    if returns == "void":
        return lambda result: None
    integral = returns in ("int", "long")
    real = returns == "double"

    def convert(result):
        if integral and type(result) is int:
            return result
        if real and type(result) is float and result - result == 0:  # finite
            return result
        try:
            return to_json(result, returns)
        except Unprintable as what:
            raise UnprintableResult(method, what)
    return convert


def number(x):
    if type(x) is bool:
        return int(x)
    if isinstance(x, int):
        return int(x)
    if isinstance(x, float) and x.is_integer():
        return int(x)
    return double(x)


def double(x):
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        x = float(x)
        if x != x:
            return "NaN"
        if x in (float("inf"), float("-inf")):
            return "Infinity" if x > 0 else "-Infinity"
        return x
    raise Unprintable(type(x).__name__)


NODE_LIMIT = 10_000_000


def to_json(value, t):
    if t == "void":
        return None
    if t == "ListNode":
        values, slow, steps = [], value, 0
        while value is not None:
            values.append(number(value.val))
            value = value.next
            steps += 1
            if steps % 2 == 0:
                slow = slow.next
            if value is not None and value is slow:
                raise Unprintable("a ListNode list with a cycle")
        return values
    if t == "TreeNode":
        if value is None:
            return []
        values, queue, head = [], [value], 0
        while head < len(queue):
            node = queue[head]
            head += 1
            if node is None:
                values.append(None)
                continue
            values.append(number(node.val))
            queue.append(node.left)
            queue.append(node.right)
            if len(queue) > NODE_LIMIT:
                raise Unprintable("a TreeNode with a cycle (or over %d nodes)" % NODE_LIMIT)
        while values and values[-1] is None:
            values.pop()
        return values
    if value is None:
        return None
    if t.endswith("[]"):
        e = t[:-2]
        if e == "char" and isinstance(value, str):
            return list(value)
        if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
            raise Unprintable(type(value).__name__)
        if e in ("int", "long") and type(value) is list and all(type(x) is int for x in value):
            return value
        return [to_json(x, e) for x in value]
    if t in ("int", "long"):
        if isinstance(value, (int, float)):
            return number(value)
        raise Unprintable(type(value).__name__)
    if t == "double":
        return double(value)
    if t == "bool":
        if isinstance(value, (bool, int)):
            return bool(value)
        raise Unprintable(type(value).__name__)
    if t in ("string", "char"):
        if isinstance(value, str):
            return value
        raise Unprintable(type(value).__name__)
    return value


def dumps(value):
    try:
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(value, separators=(",", ":"), allow_nan=False).encode("ascii")


def check_arity(function, method, what):
    # A call the user's signature cannot take fails in the driver's frame: say why instead.
    import inspect
    try:
        signature = inspect.signature(function)
    except (TypeError, ValueError):
        return
    try:
        signature.bind(*[None] * len(method["params"]))
    except TypeError:
        user_fail("%s%s cannot be called as the problem calls it: %s(%s)" % (
            what, signature, method["name"], ", ".join(p[0] for p in method["params"])))


def report_user_exception(error):
    # The user's frames only: the driver's own frames come first and say nothing.
    tb = error.__traceback__
    while tb is not None and os.path.abspath(tb.tb_frame.f_code.co_filename) == DRIVER:
        tb = tb.tb_next
    sys.stdout.flush()
    traceback.print_exception(type(error), error, tb if tb is not None else error.__traceback__)
    sys.stderr.flush()
    os._exit(1)


def main():
    real_stdout = os.fdopen(os.dup(1), "wb")
    sys.stdout.flush()
    os.dup2(2, 1)  # everything the solution prints goes to stderr
    sys.stdout = sys.stderr
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 100000))

    raw = sys.stdin.buffer.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        data_fail("the test's input is not UTF-8")
    lines = [line for line in text.split("\n") if line.strip()]

    def no_constant(name):
        raise ValueError("%s is not JSON" % name)

    values = []
    for number_, line in enumerate(lines, 1):
        try:
            values.append(json.loads(line, parse_constant=no_constant))
        except ValueError as error:
            data_fail("line %d of the test's input is not JSON: %s" % (number_, error))
    # The text is not needed again: a design test may be tens of MiB.
    del raw, text, lines

    methods = {m["name"]: m for m in INTERFACE["methods"]}
    class_name = INTERFACE["class"]
    # The calls as two parallel lists, the methods and their arguments' JSON (no tuple per call:
    # a design test may make 10^6 calls).
    call_methods, call_arguments = [], []
    if INTERFACE["design"]:
        if len(values) != 2:
            data_fail("a design test has 2 lines (the method names, their arguments), not %d" % len(values))
        names, arguments = values
        if (type(names) is not list or type(arguments) is not list or len(names) != len(arguments)
                or not all(type(a) is list for a in arguments) or not names):
            data_fail("a design test's lines must be two arrays of the same length, names and argument arrays")
        if names[0] != class_name:
            data_fail("the first call must be the constructor %s, not %s" % (class_name, json.dumps(names[0])))
        # Checked a set at a time (a design test may make 10^6 calls).
        if not all(type(name) is str for name in names) or not set(names) <= set(methods) or class_name in names[1:]:
            for index, name in enumerate(names):
                if type(name) is not str or name not in methods or (index > 0 and name == class_name):
                    data_fail("call %d: %s is not a method of %s" % (index, json.dumps(name), class_name))
        call_methods = [methods[name] for name in names]
        call_arguments = arguments
    else:
        method = INTERFACE["methods"][0]
        if len(values) != len(method["params"]):
            data_fail("%s takes %d parameters; the test has %d lines" % (method["name"], len(method["params"]), len(values)))
        call_methods, call_arguments = [method], [values]
    del values
    try:
        # Each method's calls together, each parameter's values together: whole numbers are
        # checked with min and max, anything else value by value.
        groups = {}
        for method, args in zip(call_methods, call_arguments):
            groups.setdefault(method["name"], []).append(args)
        for name, group in groups.items():
            params = methods[name]["params"]
            count = len(params)
            if any(len(args) != count for args in group):
                raise DataError("%s takes %d arguments; a call has another number" % (name, count))
            for position, (parameter, t) in enumerate(params):
                column = [args[position] for args in group]
                if t in ("int", "long") and all(type(v) is int for v in column):
                    low, high = (INT_MIN, INT_MAX) if t == "int" else (LONG_MIN, LONG_MAX)
                    if min(column) >= low and max(column) <= high:
                        continue
                for value in column:
                    check(value, t, "%s(%s)" % (name, parameter))
        del groups
    except DataError as error:
        data_fail(str(error))

    path = os.path.join(os.path.dirname(DRIVER), USER_FILE)
    with open(path, "rb") as file:
        source_bytes = file.read()
    source = source_bytes.decode("utf-8", errors="replace")
    linecache.cache[USER_NAME] = (len(source), None, source.splitlines(True), USER_NAME)
    ns = namespace()
    try:
        code = compile(source_bytes, USER_NAME, "exec", dont_inherit=True)
    except SyntaxError as error:
        traceback.print_exception(type(error), error, None)
        os._exit(1)
    try:
        exec(code, ns)
    except Exception as error:
        report_user_exception(error)

    target = ns.get(class_name)
    if not isinstance(target, type):
        user_fail("your code defines no class %s (function mode calls %s)" % (
            class_name, "%s.%s" % (class_name, INTERFACE["methods"][0]["name"]) if not INTERFACE["design"] else class_name))
    for method in INTERFACE["methods"][(1 if INTERFACE["design"] else 0):]:
        if not callable(getattr(target, method["name"], None)):
            user_fail("class %s has no method %s (the problem calls %s(%s))" % (
                class_name, method["name"], method["name"], ", ".join(p[0] for p in method["params"])))

    elapsed = 0
    instance = None
    clock = time.perf_counter_ns
    try:
        if INTERFACE["design"]:
            # A design test may make 10^6 calls: all that is not the call itself is done before
            # (arguments built, bound methods looked up once) or after (results printed), and
            # the calls run in one comprehension, timed as a whole.
            plain = {m["name"]: all(p[1].rstrip("[]") in PLAIN_TYPES for p in m["params"]) for m in INTERFACE["methods"]}

            def build(method, args):
                if plain[method["name"]]:
                    return args  # parsed just now: fresh lists, as LeetCode passes them
                return [to_python(v, p[1], ns) for v, p in zip(args, method["params"])]

            method = call_methods[0]
            check_arity(target, method, class_name)
            first = build(method, call_arguments[0])
            start = clock()
            instance = target(*first)
            elapsed += clock() - start
            bound, convert = {}, {}
            for method in INTERFACE["methods"][1:]:
                function = getattr(instance, method["name"])
                check_arity(function, method, "%s.%s" % (class_name, method["name"]))
                bound[method["name"]] = function
                convert[method["name"]] = result_converter(method)
            rest = call_methods[1:]
            functions = [bound[m["name"]] for m in rest]
            if all(plain.values()):
                arguments = call_arguments[1:]
            else:
                arguments = [build(m, a) for m, a in zip(rest, call_arguments[1:])]
            del call_arguments
            start = clock()
            returned = [f(*a) for f, a in zip(functions, arguments)]
            elapsed += clock() - start
            del functions, arguments
            output = [None]
            output += [convert[m["name"]](r) for m, r in zip(rest, returned)]
        else:
            method, args = call_methods[0], call_arguments[0]
            converted = [to_python(v, p[1], ns) for v, p in zip(args, method["params"])]
            start = clock()
            instance = target()
            elapsed += clock() - start
            function = getattr(instance, method["name"])
            check_arity(function, method, "%s.%s" % (class_name, method["name"]))
            start = clock()
            result = function(*converted)
            elapsed += clock() - start
            output = to_json(result, method["returns"])
    except UnprintableResult as error:
        user_fail("%s returned %s, which is not %s" % (error.method["name"], error.what, error.method["returns"]))
    except Unprintable as what:
        user_fail("%s returned %s, which is not %s" % (method["name"], what, method["returns"]))
    except Exception as error:
        report_user_exception(error)
    sys.stdout.flush()
    sys.stderr.flush()
    real_stdout.write(dumps(output) + b"\n" + ("#prep-call-ns %d\n" % elapsed).encode("ascii"))
    real_stdout.flush()


main()