import Foundation

// MARK: - JavaScriptDriver

/// Function mode in JavaScript (Node): one file, `main.js`, the user's code unchanged in its
/// lines followed by the driver, so that `node --check` and stack traces give the user's line
/// numbers (`renames` maps `main.js` to the user's file name). Line 1 starts with one statement
/// of prep's (after a lone `'use strict'` directive when line 1 is that), which loads
/// `prep-stdout.js`: it makes `process.stdout` the standard error stream, so that `console.log`
/// anywhere in the user's code never reaches the answer; the driver writes the answer straight
/// to file descriptor 1.
///
/// The driver runs in a function of its own after the user's code, and finds the user's
/// `var twoSum = …`, `function twoSum`, `const twoSum = (…) =>`, `class MinStack` or
/// `var MinStack = function` by name (an `eval` outside the driver's scope: a top-level `class`
/// or `const` is no property of `globalThis`). `ListNode`/`TreeNode` are LeetCode's constructor
/// functions, defined on `globalThis` unless the user's code defines its own.
///
/// LeetCode's other globals, @datastructures-js's `PriorityQueue`, `MinPriorityQueue`,
/// `MaxPriorityQueue`, `Queue` and `Deque`, are prep's own (`Runtimes/javascript/datastructures.js`,
/// compiled in): `prep-stdout.js` loads them, so they are defined before the user's first line
/// runs, and a declaration of the same name in the user's code takes their place.
///
/// Conventions: numbers print as `JSON.stringify` does (as `String(x)`); NaN and ±infinity print
/// as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`; `long`s are plain numbers, as on
/// LeetCode (a bigint result prints exactly). A test that does not fit the interface exits 3
/// with `prep driver: …`; code that does not fit the problem exits 1 with `prep: …`. A user
/// exception prints its stack without the driver's frames, under the user's file name, and
/// exits 1.
enum JavaScriptDriver: DriverGenerator {
    /// Prep's statement at the start of line 1: short, since a syntax error on line 1 shows it.
    static let redirection = "require('./prep-stdout.js');"

    /// The file it loads, which makes `process.stdout` the standard error stream.
    static let redirectionSource = """
        // prep: what the solution prints goes to stderr; the driver writes the answer to fd 1.
        Object.defineProperty(process, 'stdout', { configurable: true, enumerable: true, get() { return process.stderr; } });

        """

    static func harness(for interface: FunctionInterface, userFileName: String, userSource: String) -> HarnessFiles {
        let userName = (userFileName as NSString).lastPathComponent
        var lines = userSource.components(separatedBy: "\n")
        let prefixColumns: Int
        if ["'use strict'", "\"use strict\"", "'use strict';", "\"use strict\";"].contains(lines[0].trimmingCharacters(in: .whitespacesAndNewlines)) {
            // Stays the directive prologue: strict mode is kept.
            let trimmed = lines[0].hasSuffix("\r") ? String(lines[0].dropLast()) : lines[0]
            lines[0] = trimmed + (trimmed.hasSuffix(";") ? "" : ";") + redirection + (lines[0].hasSuffix("\r") ? "\r" : "")
            prefixColumns = 0
        } else {
            lines[0] = redirection + lines[0]
            prefixColumns = redirection.utf16.count
        }
        let driver = driverSource
            .replacingOccurrences(of: "__PREP_INTERFACE__", with: literal(Harness.description(of: interface)))
            .replacingOccurrences(of: "__PREP_USER_NAME__", with: literal(userName))
            .replacingOccurrences(of: "__PREP_USER_LINES__", with: String(lines.count))
            .replacingOccurrences(of: "__PREP_PREFIX_COLUMNS__", with: String(prefixColumns))
        let text = lines.joined(separator: "\n") + "\n" + driver
        return HarnessFiles(files: ["main.js": text, "prep-stdout.js": redirectionSource + "require('./\(datastructuresFile)');\n",
                                    datastructuresFile: datastructures],
                            renames: userName == "main.js" ? [:] : ["main.js": userName],
                            driverFiles: ["prep-stdout.js", datastructuresFile])
    }

    /// LeetCode's @datastructures-js classes, as a file of the harness.
    static let datastructuresFile = "prep-datastructures.js"
    static let datastructures = String(decoding: PackageResources.datastructures_js, as: UTF8.self)

    static func stub(for interface: FunctionInterface) -> String {
        var text = ""
        let types = interface.allTypes
        if types.contains(.listNode) {
            text += """
                /**
                 * Definition for singly-linked list.
                 * function ListNode(val, next) {
                 *     this.val = (val===undefined ? 0 : val)
                 *     this.next = (next===undefined ? null : next)
                 * }
                 */

                """
        }
        if types.contains(.treeNode) {
            text += """
                /**
                 * Definition for a binary tree node.
                 * function TreeNode(val, left, right) {
                 *     this.val = (val===undefined ? 0 : val)
                 *     this.left = (left===undefined ? null : left)
                 *     this.right = (right===undefined ? null : right)
                 * }
                 */

                """
        }
        func documentation(_ method: Method, returns: Bool, opening: String = "/**") -> String {
            var lines = method.parameters.map { " * @param {\(typeName($0.type))} \($0.name)" }
            if returns { lines.append(" * @return {\(typeName(method.returns))}") }
            return ([opening] + lines + [" */"]).joined(separator: "\n") + "\n"
        }
        let parameters = { (method: Method) in method.parameters.map(\.name).joined(separator: ", ") }
        switch interface.kind {
        case .function(let method):
            text += documentation(method, returns: true)
            text += "var \(method.name) = function(\(parameters(method))) {\n    \n};\n"
        case .design(let className, let constructor, let methods):
            if !constructor.parameters.isEmpty { text += documentation(constructor, returns: false) }
            text += "var \(className) = function(\(parameters(constructor))) {\n    \n};\n"
            for method in methods {
                text += "\n" + documentation(method, returns: true, opening: "/** ")
                text += "\(className).prototype.\(method.name) = function(\(parameters(method))) {\n    \n};\n"
            }
            text += "\n/** \n * Your \(className) object will be instantiated and called as such:\n"
            text += " * var obj = new \(className)(\(constructor.parameters.map(\.name).joined(separator: ",")))\n"
            for (index, method) in methods.enumerated() {
                let call = "obj.\(method.name)(\(method.parameters.map(\.name).joined(separator: ",")))"
                text += method.returns == .void ? " * \(call)\n" : " * var param_\(index + 2) = \(call)\n"
            }
            text += " */\n"
        }
        return text
    }

    static func looksLikeFunctionMode(_ source: String, interface: FunctionInterface) -> Bool {
        let name = interface.isDesign ? interface.className : interface.methods[0].name
        let tokens = StaticDriverSupport.tokens(source)
        let named: Set<Substring> = [Substring(name)]
        // var|let|const NAME =, function NAME(, function* NAME(, and for a design class NAME.
        let declares = StaticDriverSupport.has(tokens, [["var", "let", "const"], named, ["="]])
            || StaticDriverSupport.has(tokens, [["function"], named, ["("]])
            || StaticDriverSupport.has(tokens, [["function"], ["*"], named, ["("]])
            || (interface.isDesign && StaticDriverSupport.has(tokens, [["class"], named]))
        // process.stdin, readFileSync(0 …) or of /dev/stdin, require('readline') or 'node:readline'.
        let readsInput = StaticDriverSupport.has(tokens, [["process"], ["."], ["stdin"]])
            || StaticDriverSupport.has(tokens, [["readFileSync"], ["("], ["0"]])
            || source.contains("/dev/stdin")
            || StaticDriverSupport.has(tokens, [["require"], ["("], ["'", "\"", "`"], ["readline"]])
            || StaticDriverSupport.has(tokens, [["require"], ["("], ["'", "\"", "`"], ["node"], [":"], ["readline"]])
        return declares && !readsInput
    }

    /// The JSDoc type LeetCode writes for `type`.
    static func typeName(_ type: ValueType) -> String {
        switch type {
        case .int, .long, .double: return "number"
        case .bool: return "boolean"
        case .string: return "string"
        case .char: return "character"
        case .listNode: return "ListNode"
        case .treeNode: return "TreeNode"
        case .void: return "void"
        case .array(let element): return typeName(element) + "[]"
        }
    }

    /// `text` as a JavaScript string literal.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The driver, appended to the user's code; `__PREP_…__` are filled in by `harness`.
    static let driverSource = #"""
;(function prepDriver(lookup) { // prep's function-mode driver (JavaScript): see prep's Harness.swift for the contract.
  'use strict';
  // The built-ins, not what the user's code (the enclosing scope) may have named so.
  const { Map, JSON, Number, Error, Buffer, TextDecoder, Symbol, Math, String, Array, Set, process, parseInt, RegExp, BigInt } = globalThis;
  const fs = require('fs');
  const { performance } = require('perf_hooks');
  const INTERFACE = JSON.parse(__PREP_INTERFACE__);
  const USER_NAME = __PREP_USER_NAME__;
  const USER_LINES = __PREP_USER_LINES__;
  const PREFIX = __PREP_PREFIX_COLUMNS__;
  const HERE = __filename;

  function dataFail(message) {
    fs.writeSync(2, 'prep driver: ' + message + '\n');
    process.exit(3);
  }
  function userFail(message) {
    fs.writeSync(2, 'prep: ' + message + '\n');
    process.exit(1);
  }
  function writeAll(fd, text) {
    const buffer = Buffer.from(text, 'utf8');
    let offset = 0;
    while (offset < buffer.length) {
      try {
        offset += fs.writeSync(fd, buffer, offset, buffer.length - offset);
      } catch (error) {
        if (error.code !== 'EAGAIN') throw error;
      }
    }
  }
  // The user's exception, as node prints it, without the driver's frames and under the user's file name.
  function reportUserException(error) {
    let text;
    if (error instanceof Error && typeof error.stack === 'string') {
      const kept = [];
      for (const line of error.stack.split('\n')) {
        if (/^\s+at /.test(line)) {
          if (line.includes('node:internal')) continue;
          const at = line.lastIndexOf(HERE + ':');
          if (at >= 0) {
            const lineNumber = parseInt(line.slice(at + HERE.length + 1), 10);
            if (lineNumber > USER_LINES) continue;
          }
        }
        // Line 1 starts with prep's redirection of stdout: its columns are the user's plus PREFIX.
        kept.push(line.split(HERE + ':').join(USER_NAME + ':')
          .replace(new RegExp('(' + USER_NAME.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + ':1:)(\\d+)'), (m, head, column) => head + Math.max(1, column - PREFIX)));
      }
      text = kept.join('\n');
    } else {
      text = 'Uncaught ' + (typeof error === 'string' ? JSON.stringify(error) : String(error));
    }
    fs.writeSync(2, text + '\n');
    process.exit(1);
  }

  const INT_MIN = -2147483648, INT_MAX = 2147483647;
  function describe(value) {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.length > 80 ? text.slice(0, 80) + '…' : text;
  }
  function check(value, type, where) {
    let ok;
    if (type.endsWith('[]')) {
      if (!Array.isArray(value)) throw new DataError(where + ': expected ' + type + ', got ' + describe(value));
      const element = type.slice(0, -2);
      for (let i = 0; i < value.length; i++) check(value[i], element, where + '[' + i + ']');
      return;
    }
    switch (type) {
      case 'int': ok = Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX; break;
      case 'long': ok = Number.isInteger(value); break;
      case 'double': ok = typeof value === 'number'; break;
      case 'bool': ok = typeof value === 'boolean'; break;
      case 'string': ok = typeof value === 'string'; break;
      case 'char': ok = typeof value === 'string' && [...value].length === 1; break;
      case 'ListNode': ok = Array.isArray(value) && value.every(x => Number.isInteger(x) && x >= INT_MIN && x <= INT_MAX); break;
      case 'TreeNode': ok = Array.isArray(value) && value.every(x => x === null || (Number.isInteger(x) && x >= INT_MIN && x <= INT_MAX)); break;
      default: ok = false;
    }
    if (!ok) throw new DataError(where + ': expected ' + type + ', got ' + describe(value));
  }
  class DataError extends Error {}
  class Unprintable extends Error {}

  let ListNodeClass, TreeNodeClass;
  function nodeClasses() {
    ListNodeClass = lookup('ListNode');
    if (typeof ListNodeClass !== 'function') {
      ListNodeClass = function ListNode(val, next) {
        this.val = (val === undefined ? 0 : val);
        this.next = (next === undefined ? null : next);
      };
      globalThis.ListNode = ListNodeClass;
    }
    TreeNodeClass = lookup('TreeNode');
    if (typeof TreeNodeClass !== 'function') {
      TreeNodeClass = function TreeNode(val, left, right) {
        this.val = (val === undefined ? 0 : val);
        this.left = (left === undefined ? null : left);
        this.right = (right === undefined ? null : right);
      };
      globalThis.TreeNode = TreeNodeClass;
    }
  }

  function toJS(value, type) {
    if (type.endsWith('[]')) {
      const element = type.slice(0, -2);
      if (element === 'ListNode' || element === 'TreeNode' || element.endsWith('[]')) return value.map(x => toJS(x, element));
      return value;
    }
    if (type === 'ListNode') {
      let head = null;
      for (let i = value.length - 1; i >= 0; i--) {
        const node = new ListNodeClass(value[i]);
        node.next = head;
        head = node;
      }
      return head;
    }
    if (type === 'TreeNode') {
      if (value.length === 0 || value[0] === null) return null;
      const make = x => { const node = new TreeNodeClass(x); node.left = null; node.right = null; return node; };
      const root = make(value[0]);
      const queue = [root];
      let head = 0, i = 1;
      while (head < queue.length && i < value.length) {
        const parent = queue[head++];
        if (i < value.length) { const x = value[i++]; if (x !== null) { parent.left = make(x); queue.push(parent.left); } }
        if (i < value.length) { const x = value[i++]; if (x !== null) { parent.right = make(x); queue.push(parent.right); } }
      }
      return root;
    }
    return value;
  }

  const NODE_LIMIT = 10000000;
  function double(x) {
    if (typeof x !== 'number') throw new Unprintable(typeof x);
    if (Number.isNaN(x)) return 'NaN';
    if (x === Infinity) return 'Infinity';
    if (x === -Infinity) return '-Infinity';
    return x;
  }
  let bigints = false; // whether a result has a bigint: stringify's replacer is needed then only
  function number(x) {
    if (typeof x === 'bigint') { bigints = true; return x; } // printed exactly, see stringify
    if (typeof x === 'boolean') return x ? 1 : 0;
    return double(x);
  }
  function toJSON(value, type) {
    if (type === 'void') return null;
    if (type === 'ListNode') {
      const values = [];
      let slow = value, steps = 0;
      while (value !== null && value !== undefined) {
        values.push(number(value.val));
        value = value.next;
        if (++steps % 2 === 0) slow = slow.next;
        if (value && value === slow) throw new Unprintable('a ListNode list with a cycle');
      }
      return values;
    }
    if (type === 'TreeNode') {
      if (value === null || value === undefined) return [];
      const values = [], queue = [value];
      let head = 0;
      while (head < queue.length) {
        const node = queue[head++];
        if (node === null || node === undefined) { values.push(null); continue; }
        values.push(number(node.val));
        queue.push(node.left, node.right);
        if (queue.length > NODE_LIMIT) throw new Unprintable('a TreeNode with a cycle (or over ' + NODE_LIMIT + ' nodes)');
      }
      while (values.length > 0 && values[values.length - 1] === null) values.pop();
      return values;
    }
    if (value === null || value === undefined) return null;
    if (type.endsWith('[]')) {
      const element = type.slice(0, -2);
      if (typeof value === 'string' && element === 'char') return [...value];
      if (typeof value === 'string' || typeof value[Symbol.iterator] !== 'function') throw new Unprintable(typeof value);
      const result = [];
      for (const x of value) result.push(toJSON(x, element));
      return result;
    }
    switch (type) {
      case 'int': case 'long': return number(value);
      case 'double': return double(value);
      case 'bool':
        if (typeof value === 'boolean') return value;
        if (typeof value === 'number') return value !== 0;
        throw new Unprintable(typeof value);
      case 'string': case 'char':
        if (typeof value === 'string') return value;
        throw new Unprintable(typeof value);
    }
    return value;
  }
  function stringify(value) {
    if (!bigints) return JSON.stringify(value);
    return JSON.stringify(value, (key, x) => typeof x === 'bigint' ? '\u0000prep-bigint:' + x.toString() + '\u0000' : x)
      .replace(/"\\u0000prep-bigint:(-?\d+)\\u0000"/g, '$1');
  }

  // The test
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(fs.readFileSync(0));
  } catch (error) {
    dataFail("the test's input cannot be read as UTF-8 (" + error.message + ')');
  }
  const lines = text.split('\n').filter(line => line.trim() !== '');
  const values = lines.map((line, index) => {
    try { return JSON.parse(line); } catch (error) { dataFail('line ' + (index + 1) + " of the test's input is not JSON: " + error.message); }
  });
  // Per method, once: its parameters' types, where each is named in an error, and whether its
  // arguments pass as the test has them (no ListNode, TreeNode: toJS would return them as they are).
  for (const m of INTERFACE.methods) {
    m.types = m.params.map(p => p[1]);
    m.wheres = m.params.map(p => m.name + '(' + p[0] + ')');
    m.plain = m.types.every(type => !/ListNode|TreeNode/.test(type));
  }
  const methods = new Map(INTERFACE.methods.map(m => [m.name, m]));
  const className = INTERFACE.class;
  // The calls: callMethods[i] with the arguments callArgs[i]
  let callMethods, callArgs;
  if (INTERFACE.design) {
    if (values.length !== 2) dataFail('a design test has 2 lines (the method names, their arguments), not ' + values.length);
    const [names, args] = values;
    if (!Array.isArray(names) || !Array.isArray(args) || names.length !== args.length || names.length === 0 || !args.every(Array.isArray))
      dataFail("a design test's lines must be two arrays of the same length, names and argument arrays");
    if (names[0] !== className) dataFail('the first call must be the constructor ' + className + ', not ' + describe(names[0]));
    callMethods = new Array(names.length);
    for (let index = 0; index < names.length; index++) {
      const name = names[index], method = typeof name === 'string' ? methods.get(name) : undefined;
      if (method === undefined || (index > 0 && name === className))
        dataFail('call ' + index + ': ' + describe(name) + ' is not a method of ' + className);
      callMethods[index] = method;
    }
    callArgs = args;
  } else {
    const method = INTERFACE.methods[0];
    if (values.length !== method.params.length)
      dataFail(method.name + ' takes ' + method.params.length + ' parameters; the test has ' + values.length + ' lines');
    callMethods = [method];
    callArgs = [values];
  }
  try {
    for (let index = 0; index < callMethods.length; index++) {
      const method = callMethods[index], args = callArgs[index], types = method.types;
      if (args.length !== types.length)
        throw new DataError('call ' + index + ': ' + method.name + ' takes ' + types.length + ' arguments, not ' + args.length);
      for (let i = 0; i < types.length; i++) check(args[i], types[i], method.wheres[i]);
    }
  } catch (error) {
    if (error instanceof DataError) dataFail(error.message);
    throw error;
  }

  // The calls (the driver's frames are cut from a stack: leave room for more of the user's)
  Error.stackTraceLimit = Math.max(Error.stackTraceLimit, 50);
  nodeClasses();
  const target = lookup(INTERFACE.design ? className : INTERFACE.methods[0].name);
  if (typeof target !== 'function') {
    userFail(INTERFACE.design
      ? 'your code defines no class ' + className + ' (class ' + className + ' { … } or var ' + className + ' = function(…) { … })'
      : 'your code defines no function ' + INTERFACE.methods[0].name + ' (var ' + INTERFACE.methods[0].name + ' = function(' +
        INTERFACE.methods[0].params.map(p => p[0]).join(', ') + ') { … })');
  }
  let elapsed = 0n;
  let output, method;
  const clock = process.hrtime.bigint;
  try {
    if (INTERFACE.design) {
      // Many calls: timed by performance.now (a double, no bigint per call), summed in milliseconds.
      const now = performance.now.bind(performance);
      let milliseconds = 0;
      const count = callMethods.length, results = new Array(count);
      let instance;
      for (let index = 0; index < count; index++) {
        method = callMethods[index];
        const args = callArgs[index];
        const converted = method.plain ? args : method.types.map((type, i) => toJS(args[i], type));
        if (index === 0) {
          const start = now();
          instance = new target(...converted);
          milliseconds += now() - start;
          results[index] = null;
        } else {
          const f = instance[method.name];
          if (typeof f !== 'function')
            userFail(className + ' has no method ' + method.name + ' (the problem calls ' + method.name + '(' + method.params.map(p => p[0]).join(', ') + '))');
          const start = now();
          const result = f.apply(instance, converted);
          milliseconds += now() - start;
          results[index] = toJSON(result, method.returns);
        }
      }
      elapsed = BigInt(Math.round(milliseconds * 1e6));
      output = results;
    } else {
      method = callMethods[0];
      const args = callArgs[0];
      const converted = method.types.map((type, i) => toJS(args[i], type));
      const start = clock();
      const result = target(...converted);
      elapsed += clock() - start;
      output = toJSON(result, method.returns);
    }
  } catch (error) {
    if (error instanceof Unprintable) userFail(method.name + ' returned ' + error.message + ', which is not ' + method.returns);
    reportUserException(error);
  }
  writeAll(1, stringify(output) + '\n#prep-call-ns ' + elapsed.toString() + '\n');
})(function () {
  // A top-level class, let or const of the user's file is no property of globalThis: eval, here
  // outside the driver's scope, sees it.
  try { return eval(arguments[0]); } catch (error) { return undefined; }
});
"""#
}
